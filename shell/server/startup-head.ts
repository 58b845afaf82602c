import { startupDataScript, type StartupData } from '@replay/platform/startup-data';
import type { RemotePrerenderFile } from './remote-files';
import type { ComposedRemote, Composition } from './site-composer';

type ReadRemote = ComposedRemote & { prerender: RemotePrerenderFile };

/** A remote whose files were both read: its routes go into the page and its code may be preloaded. */
const isRead = (remote: ComposedRemote): remote is ReadRemote => remote.prerender !== null && remote.scripts.length > 0;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative URL: this origin, already connected
  }
}

/** A value safe inside a double-quoted attribute (and never closing the tag it is in). */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NO_CODE = { page: null, shellChunks: [], requests: [] };

/**
 * What the shell's pages carry in their <head> so the first screen waits on fewer round trips:
 * the startup data (the runtime configuration, the remotes' manifest URLs, every remote's routes
 * as data, so the shell builds its router without running any remote's code, and the API requests
 * the page makes first); then the code of the page at `pathname`, preloaded at low priority (its
 * remote's manifest, entry and route-manifest scripts and the page's own chunks, and the shell's
 * chunks for the route, its dashboard layout say); connections opened early to that remote, the
 * API and the identity provider; and the inline script that starts the page's requests. Other
 * remotes' code loads when one of their pages is pointed at or opened.
 */
export function startupHead({
  pathname,
  config,
  remotes,
  composition,
  inlineScript,
}: {
  pathname: string;
  config: StartupData['config'];
  remotes: StartupData['remotes'];
  /** The composed site; undefined without one (no prerender bundle, or none composed yet). */
  composition: Composition | undefined;
  /** The inline script's element ('' without one). */
  inlineScript: string;
}): string {
  const read = Object.entries(composition?.remotes ?? {}).filter((entry): entry is [string, ReadRemote] =>
    isRead(entry[1]),
  );
  const code = composition?.site.codeAt(pathname) ?? NO_CODE;
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  const data: StartupData = {
    config,
    remotes,
    routes: Object.fromEntries(read.map(([name, remote]) => [name, remote.prerender.routes])),
    page: { requests: code.requests.map(({ path, ...rest }) => ({ url: `${apiUrl}${path}`, ...rest })) },
  };

  const remote = code.page ? read.find(([name]) => name === code.page?.remote)?.[1] : undefined;
  const pageScripts =
    remote && code.page
      ? (remote.prerender.assets?.[code.page.id] ?? []).map((file) => new URL(file, remote.manifestUrl).href)
      : [];
  const scripts = [
    ...code.shellChunks.flatMap((chunk) => (composition?.shellPageAssets[chunk] ?? []).map((file) => `/${file}`)),
    ...(remote ? [...remote.scripts, ...pageScripts] : []),
  ];
  // Manifests and API calls are CORS requests without credentials, a remote's scripts are not:
  // the browser keeps separate connections for the two.
  const remoteOrigin = remote && originOf(remote.manifestUrl);
  const links = [
    ...(remote ? [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(remote.manifestUrl)}">`] : []),
    ...scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}" fetchpriority="low">`),
    ...(remoteOrigin ? [`<link rel="preconnect" href="${remoteOrigin}">`] : []),
    ...[...new Set([config.apiUrl, config.authEmulatorUrl].flatMap((url) => (url ? [originOf(url)] : [])))]
      .filter((origin) => origin !== null)
      .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
  ];
  return `${startupDataScript(data)}${links.join('')}${inlineScript}`;
}

/** The inline script's element, from its built code; '' for code that holds "</script" (it would break the page). */
export const inlineScriptElement = (code: string) => (/<\/script/i.test(code) ? '' : `<script>${code}</script>`);

/** A page's HTML with the startup head at the end of its <head>. */
export const withStartupHead = (html: string, head: string) => html.replace('</head>', () => `${head}</head>`);
