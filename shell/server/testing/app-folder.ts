import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrerenderBundle } from '../site-composer';
import { fakeFetch, fakeSite } from './fakes';
import { createAppServer, type AppServerOptions } from '../app-server';
import { nodeFileSystem } from '../file-system';

export const INDEX_HTML = '<html><head><title>Replay Market</title></head><body><div id="root"></div></body></html>';

/**
 * An app's folder in a temporary directory (its build's index.html, main.js and page assets, and a
 * stand-in for the shell's prerender bundle), and its server over it, with `fetch` (answering from
 * `answers`: servers given one table see its changes), the clock and the prerender bundle passed
 * in. `remove()` when done.
 */
export async function appServerOver({
  name,
  env = {},
  answers = {},
  prerenderSite = async () => fakeSite({}),
  files: extraFiles = {},
  now = () => Date.now(),
}: {
  name: string;
  env?: AppServerOptions['env'];
  answers?: Record<string, unknown>;
  prerenderSite?: PrerenderBundle['prerenderSite'];
  /** More files of the app's folder (path → text), e.g. the shell's 'dist/early-requests.js'. */
  files?: Record<string, string>;
  now?: () => number;
}) {
  const root = mkdtempSync(path.join(tmpdir(), `shell-server-${name}-`));
  const files = {
    'dist/index.html': INDEX_HTML,
    'dist/main.js': 'console.log("main")',
    'dist/page-assets.json': '{}',
    'dist-server/prerender.js': '// stand-in: loadModule answers with the bundle',
    ...extraFiles,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const bundle: PrerenderBundle = { prerenderSite };
  const app = await createAppServer(
    {
      name,
      dist: path.join(root, 'dist'),
      releases: path.join(root, 'releases'),
      prerenderBundle: path.join(root, 'dist-server', 'prerender.js'),
      env: { LOG_LEVEL: 'silent', ...env },
    },
    { fetch: fakeFetch(answers), fs: nodeFileSystem, now, loadModule: () => bundle },
  );
  return {
    app,
    async remove() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
