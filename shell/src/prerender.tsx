/**
 * The shell's server-side rendering, built for Node (dist-server/prerender.js) and run by the
 * shell's server (server/site-composer.ts) when it starts and whenever a remote publishes a
 * new prerender.json: every public page becomes HTML in the shell's layout, so it paints before
 * any script runs; the browser then hydrates it (bootstrap.tsx). The remotes' pages arrive as
 * HTML from their own builds (prerender.json); the shell renders its layout around them and its
 * own pages (sign-in, sign-up, 404) itself. See docs/architecture.md, "Prerendered public pages".
 */
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { api, paths } from '@replay/contract';
import {
  documentTitle,
  earlyRequest,
  mergeRoutes,
  AppProviders,
  type OwnedRoute,
  type PageRequest,
  type RouteHandle,
} from '@replay/platform';
import {
  isPrerendered,
  prerenderPlatform,
  prerenderQueryClient,
  renderPage,
  settledRouter,
  signedOutVisitor,
  type PrerenderedPage,
  type RemotePrerender,
} from '@replay/platform/prerender';
import { appRoutes } from './app/router';
import { SHELL_PAGE_META } from './app/routes/page-meta';

/** What the server answers for a page URL. */
export interface PageResponse {
  status: 200 | 404;
  html: string;
}

/** The code a page needs, and its first API requests, for the server to start from the HTML it answers. */
export interface PageCode {
  /** The remote page at the path (the remote and the page's route id), if a remote owns it. */
  page: { remote: string; id: string } | null;
  /** The shell's own chunks the path opens (named as in src/app/router.tsx), such as its dashboard layout. */
  shellChunks: string[];
  /**
   * The API GETs the page makes first (its route's `requests`, the route's parameters filled in,
   * and the role check of a role page), as paths of the API; `{email}` stays for the browser.
   */
  requests: { path: string; anonymous?: boolean; roles?: readonly string[] }[];
}

/** A route's request path with the matched parameters filled in (`:id` → the URL's id, encoded). */
/** What a signed-in page's guard asks first: the visitor's role. */
const ROLE_REQUEST: PageRequest = { endpoint: api.getUserRole, query: { email: '{email}' } };
/**
 * What the dashboard layout asks for on each of its pages: the drawer's unread counts and the
 * account the e-mail banner reads. Answered early, they neither wait for the API client's code
 * nor move the page down when the banner appears.
 */
const DASHBOARD_REQUESTS: readonly PageRequest[] = [{ endpoint: api.getBadges }, { endpoint: api.getMyAccount }];

export interface Site {
  /** The prerendered page at `pathname`, the 404 page for a path no route claims, else null (serve index.html). */
  respond(pathname: string): PageResponse | null;
  /** What the page at `pathname` runs besides the shell's start-up code. */
  codeAt(pathname: string): PageCode;
}

/** Where a remote's page goes in the shell's HTML. */
const SLOT_HTML = '<template data-remote-page=""></template>';

function RemotePageSlot() {
  return <template data-remote-page="" />;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The shell's routes as a signed-out visitor meets them, every remote page a slot. */
function visitorRoutes(
  routes: readonly OwnedRoute[],
  unavailable: readonly string[],
  platform = prerenderPlatform(),
  queryClient = prerenderQueryClient(),
) {
  return appRoutes({
    authService: signedOutVisitor,
    queryClient,
    apiClient: platform.apiClient,
    routes,
    unavailable,
    loadPage: () => Promise.resolve({ Component: RemotePageSlot }),
  });
}

/** The shell's whole tree at `url`, as the browser renders it on arrival (bootstrap.tsx). */
async function renderShell(url: string, routes: readonly OwnedRoute[], unavailable: readonly string[]) {
  const platform = prerenderPlatform();
  const queryClient = prerenderQueryClient();
  const router = await settledRouter(visitorRoutes(routes, unavailable, platform, queryClient), url);
  return renderPage(
    <AppProviders platform={platform} queryClient={queryClient} authService={signedOutVisitor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/**
 * The top-level rules of a style sheet as styled-components writes it (minified, no comments): a
 * rule ends where its braces close, outside quoted strings. Hand-written: a CSS parser in the
 * server's bundle, for one split of machine-written CSS, would be far larger than this loop.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  return rest ? [...rules, rest] : rules;
}

/**
 * The layout's CSS, then the page's rules the layout's does not have. Each comes from its own
 * styled-components sheet, and a component both use (the platform's Button) is in both: its second
 * copy came after the layout's extensions of it (the header's icon buttons, hidden on wide
 * screens), undid them, and the header changed size once the browser's styles took over.
 */
export function mergeStyleSheets(layout: string, page: string): string {
  const present = new Set(topLevelRules(layout));
  return (
    layout +
    topLevelRules(page)
      .filter((rule) => !present.has(rule))
      .join('')
  );
}

/** index.html with the page's title, description, CSS and HTML. */
function pageDocument(indexHtml: string, page: PrerenderedPage, title: string, description?: string): string {
  let html = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `<style data-prerendered="">${page.css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    );
  }
  return html;
}

/**
 * Every prerendered page of the site, from the shell's index.html and the remotes' prerender.json
 * (null for a remote whose file could not be read: its pages are then served unrendered).
 */
export async function prerenderSite({
  indexHtml,
  remotes,
}: {
  indexHtml: string;
  remotes: Record<string, RemotePrerender | null>;
}): Promise<Site> {
  const unavailable = Object.keys(remotes).filter((name) => !remotes[name]);
  const page = (content: PrerenderedPage, title: string, description?: string) =>
    pageDocument(indexHtml, content, title, description);
  const routes = mergeRoutes(
    Object.entries(remotes).flatMap(([remote, prerender]) => (prerender ? [{ remote, manifest: prerender }] : [])),
  );
  const pages = new Map<string, PageResponse>();

  for (const route of routes.filter(isPrerendered)) {
    const content = remotes[route.remote]?.pages[route.path];
    if (!content) continue;
    const shell = await renderShell(route.path, [route], []);
    if (shell.html.split(SLOT_HTML).length !== 2)
      throw new Error(`The layout of ${route.path} has no place for its page`);
    const composed = {
      html: shell.html.replace(SLOT_HTML, () => content.html),
      css: mergeStyleSheets(shell.css, content.css),
    };
    const title = documentTitle(route.path === '/' ? null : route.title);
    pages.set(route.path, { status: 200, html: page(composed, title, route.description) });
  }
  for (const meta of [SHELL_PAGE_META.login, SHELL_PAGE_META.signup]) {
    const shell = await renderShell(meta.path, [], []);
    pages.set(meta.path, { status: 200, html: page(shell, documentTitle(meta.title), meta.description) });
  }

  // With every remote's routes known, a path none of them (nor the shell) claims is a 404.
  const notFoundPath = '/this-page-does-not-exist';
  const notFound: PageResponse | null = unavailable.length
    ? null
    : {
        status: 404,
        html: page(await renderShell(notFoundPath, [], []), documentTitle(SHELL_PAGE_META.notFound.title)),
      };
  const router = visitorRoutes(routes, unavailable);

  return {
    respond(pathname) {
      const page = pages.get(pathname);
      if (page) return page;
      const matches = matchRoutes(router, pathname) ?? [];
      const unclaimed =
        matches.at(-1)?.route.path === '*' && !matches.some(({ route }) => route.path === paths.dashboard);
      return unclaimed ? notFound : null;
    },
    codeAt(pathname) {
      const matches = matchRoutes(router, pathname) ?? [];
      const handles = matches.map(({ route }) => route.handle as RouteHandle | undefined);
      const page = handles.find((handle) => handle?.remotePage)?.remotePage ?? null;
      const route = page && routes.find((entry) => entry.remote === page.remote && entry.id === page.id);
      const params = matches.at(-1)?.params ?? {};
      return {
        page,
        shellChunks: handles.flatMap((handle) => (handle?.chunk ? [handle.chunk] : [])),
        requests: [
          // A signed-in page asks for the visitor's role (its guard, or what it offers buyers), in
          // the background when the role is remembered.
          ...(route && route.access !== 'public' ? [earlyRequest(ROLE_REQUEST, {})] : []),
          ...(route?.layout === 'dashboard' ? DASHBOARD_REQUESTS.map((request) => earlyRequest(request, {})) : []),
          ...(route?.requests ?? []).map((request) => earlyRequest(request, params)),
        ],
      };
    },
  };
}
