import { paths } from '@replay/contract';

/**
 * The title and description of the shell's own pages: set by the page in the browser
 * (useDocumentMeta) and written into the prerendered HTML by the shell's server.
 */
export const SHELL_PAGE_META = {
  login: {
    path: paths.login,
    title: 'Login',
    description: 'Sign in to Replay Market to book, pay for and sell used games and consoles.',
  },
  signup: {
    path: paths.signup,
    title: 'Sign Up',
    description: 'Create a Replay Market account as a buyer or a seller of used games and consoles.',
  },
  notFound: { path: null, title: 'Page not found', description: undefined },
} as const;
