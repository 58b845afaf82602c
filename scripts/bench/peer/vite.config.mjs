// The peer's build: Vite's defaults for a React single-page app. JSX is compiled by Vite's own
// esbuild (`jsx: 'automatic'`), which is what @vitejs/plugin-react hands production builds to as
// well; the plugin's extra is Fast Refresh while developing, which a build does not use.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  esbuild: { jsx: 'automatic' },
  logLevel: 'warn',
  build: {
    rollupOptions: {
      // React Router's and React Query's "use client" lines mean nothing to a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
