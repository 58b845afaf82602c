import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { prerenderSite, Site } from '../src/prerender';
import { CompositionError } from './composition-error';
import type { FileSystem } from './file-system';
import {
  isFederationManifest,
  isRemotePrerender,
  readRemoteFile,
  startupScripts,
  type RemotePrerenderFile,
} from './remote-files';

/** The shell's prerender bundle (dist-server/prerender.js, built from src/prerender.tsx). */
export interface PrerenderBundle {
  prerenderSite: typeof prerenderSite;
}

/** The shell's named chunks and their JavaScript files (dist/page-assets.json, written by its build). */
export type PageAssets = Record<string, readonly string[]>;

export interface ComposedRemote {
  manifestUrl: string;
  /** Its prerender.json; null when it could not be read (its routes are then not in the page). */
  prerender: RemotePrerenderFile | null;
  /** Its entry and route-manifest scripts, from its mf-manifest.json; empty when that could not be read. */
  scripts: string[];
}

/** The site as composed from the shell's build and every remote's published files at one moment. */
export interface Composition {
  site: Site;
  remotes: Record<string, ComposedRemote>;
  shellPageAssets: PageAssets;
  /** Every remote's files were read. */
  complete: boolean;
  /** When it was composed (the clock's milliseconds). */
  at: number;
}

/** A composition is made again after this long (a remote released a new build)… */
export const SITE_TTL_MS = 60_000;
/** …or after this long while a remote's files could not be read (the apps start together). */
export const RETRY_MS = 5_000;
/**
 * Compositions kept at once, one per set of remotes visitors get (each remote's stable or canary
 * version); the least recently asked for goes first.
 */
export const MAX_COMPOSITIONS = 16;

/** Remote name → its manifest URL: the remotes one visitor gets (/remotes.json). */
export type RemoteUrls = Record<string, string>;

const keyOf = (remotes: RemoteUrls) => JSON.stringify(Object.entries(remotes));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPrerenderBundle(value: unknown): value is PrerenderBundle {
  return isObject(value) && typeof value.prerenderSite === 'function';
}

function isPageAssets(value: unknown): value is PageAssets {
  return (
    isObject(value) &&
    Object.values(value).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string'))
  );
}

export interface SiteComposerOptions {
  /** The shell's build: index.html and page-assets.json. */
  dist: string;
  /** The shell's prerender bundle; without it (no production build) nothing is composed. */
  prerenderBundle: string;
  fetch: typeof globalThis.fetch;
  fs: FileSystem;
  now: () => number;
  /** Loads a CommonJS module (Node's require; tests pass their own bundle). */
  loadModule: (file: string) => unknown;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * The shell's prerendered site, composed from its build and each remote's prerender.json and
 * manifest (docs/architecture.md, "Prerendered public pages"), once per set of remotes: a visitor
 * on a remote's canary gets pages composed with the canary (the same set their /remotes.json
 * names). A remote that cannot be read is left out of that composition (logged at info: it
 * happens whenever the apps start together) and the site is composed again a few seconds later;
 * meanwhile the previous composition keeps answering.
 */
export function createSiteComposer(options: SiteComposerOptions) {
  const { fetch, fs, now, log } = options;
  /** Per set of remotes (keyed by its names and URLs in order): its composition, and the one under way. */
  const slots = new Map<string, { composed?: Composition; composing?: Promise<void> }>();

  /** The slot of a set, now the most recently used; the least recently used beyond the limit is dropped. */
  function slotOf(remotes: RemoteUrls) {
    const key = keyOf(remotes);
    const slot = slots.get(key) ?? {};
    slots.delete(key);
    slots.set(key, slot);
    for (const oldest of slots.keys()) {
      if (slots.size <= MAX_COMPOSITIONS) break;
      slots.delete(oldest);
    }
    return slot;
  }

  /** The value of `read`, or null once its failure is logged. */
  const orNull = <T>(read: Promise<T>): Promise<T | null> =>
    read.catch((error: unknown) => {
      log.info({ err: error }, `${error instanceof Error ? error.message : String(error)}; composing without it`);
      return null;
    });

  async function readRemote(name: string, manifestUrl: string): Promise<ComposedRemote> {
    const [prerender, manifest] = await Promise.all([
      orNull(
        readRemoteFile(
          fetch,
          new URL('prerender.json', manifestUrl).href,
          `the ${name} remote's prerender.json`,
          isRemotePrerender,
        ),
      ),
      orNull(readRemoteFile(fetch, manifestUrl, `the ${name} remote's manifest`, isFederationManifest)),
    ]);
    return { manifestUrl, prerender, scripts: manifest ? startupScripts(manifestUrl, manifest) : [] };
  }

  /** A JSON file of the shell's build, checked. */
  async function buildFile<T>(file: string, isExpected: (value: unknown) => value is T): Promise<T> {
    const value: unknown = JSON.parse(await fs.readFile(path.join(options.dist, file)));
    if (!isExpected(value)) throw new Error(`${file} is not what the shell's build writes`);
    return value;
  }

  async function compose(urls: RemoteUrls): Promise<Composition> {
    const bundle = options.loadModule(options.prerenderBundle);
    if (!isPrerenderBundle(bundle)) throw new Error(`${options.prerenderBundle} has no prerenderSite()`);
    const remotes = Object.fromEntries(
      await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await readRemote(name, url)] as const)),
    );
    const site = await bundle.prerenderSite({
      indexHtml: await fs.readFile(path.join(options.dist, 'index.html')),
      remotes: Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.prerender])),
    });
    return {
      site,
      remotes,
      shellPageAssets: await buildFile('page-assets.json', isPageAssets),
      complete: Object.values(remotes).every((remote) => remote.prerender && remote.scripts.length > 0),
      at: now(),
    };
  }

  return {
    /**
     * The current composition of the site with `remotes` (undefined until one has been made, or
     * without a prerender bundle). Starts a new one when it is due; waits for it only when there
     * is none yet (a set of remotes not seen before is composed as the first one is).
     */
    async current(remotes: RemoteUrls): Promise<Composition | undefined> {
      if ((await fs.modifiedAt(options.prerenderBundle)) === null) return undefined;
      const slot = slotOf(remotes);
      const { composed } = slot;
      const due = !composed || now() - composed.at > (composed.complete ? SITE_TTL_MS : RETRY_MS);
      if (due && !slot.composing) {
        slot.composing = compose(remotes)
          .then(
            (next) => void (slot.composed = next),
            (error: unknown) =>
              log.error(
                { err: new CompositionError("the shell's prerendered pages", error) },
                'prerendering the public pages failed; the previous composition keeps answering',
              ),
          )
          .finally(() => (slot.composing = undefined));
      }
      if (!slot.composed) await slot.composing;
      return slot.composed;
    },

    /** The newest composition with `remotes`, once the one under way (if any) is done. */
    async settled(remotes: RemoteUrls): Promise<Composition | undefined> {
      const slot = slots.get(keyOf(remotes));
      await slot?.composing;
      return slot?.composed;
    },
  };
}

export type SiteComposer = ReturnType<typeof createSiteComposer>;
