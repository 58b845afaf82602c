import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartupData } from '@replay/platform/startup-data';
import { fileOfBuild, type FileSystem } from './file-system';
import { inlineScriptSource, pageSecurityPolicy } from './security-headers';
import type { Composition, SiteComposer } from './site-composer';
import { inlineScriptElement, startupHead, withStartupHead } from './startup-head';
import type { LinkPreviews } from './link-preview';
import type { VisitorRemotes } from './visitor-remotes';

type Encoding = 'br' | 'gzip';

/** Strongest levels short of the slowest: a page is compressed once per composition, then served many times. */
const ENCODERS: Record<Encoding, (html: string) => Buffer> = {
  br: (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (html) => zlib.gzipSync(html, { level: 9 }),
};

/** The encoding a page is sent in: Brotli, else gzip, when the browser accepts it (`;q=0` refuses). */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').split(',').flatMap((part) => {
    const [name = '', ...parameters] = part.split(';').map((token) => token.trim().toLowerCase());
    return parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter)) ? [] : [name];
  });
  return (['br', 'gzip'] as const).find((encoding) => accepted.includes(encoding)) ?? null;
}

/** A browser asking for a page (not a file). */
export function isPageRequest(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !path.extname(request.url.split('?')[0] ?? '') &&
    Boolean(request.headers.accept?.includes('text/html'))
  );
}

interface PageCopy {
  html: string;
  /** The CSP sources of the inline scripts in `html`: a copy keeps the script it was made with. */
  inlineScripts: readonly string[];
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The inline script's element in the pages, and its CSP source. */
interface InlineScript {
  element: string;
  sources: readonly string[];
}

const NO_INLINE_SCRIPT: InlineScript = { element: '', sources: [] };

function inlineScriptOf(code: string): InlineScript {
  const element = inlineScriptElement(code);
  return element ? { element, sources: [inlineScriptSource(code)] } : NO_INLINE_SCRIPT;
}

/**
 * The shell's pages: a prerendered page (or the 404 page, status 404) where the composed site has
 * one, compressed as the browser accepts, else index.html (the browser renders the page); either
 * with the startup head for its path, and the Content-Security-Policy that lets its inline script
 * run (security-headers.ts). Never cached by the browser without asking again. A page is composed
 * with, and its startup data names, the remotes of the visitor it is for (their cohort's versions).
 */
export function createShellPages({
  dist,
  fs,
  composer,
  config,
  visitorRemotes,
  linkPreviews,
}: {
  dist: string;
  fs: FileSystem;
  composer: SiteComposer;
  config: () => StartupData['config'];
  /** The remotes of the visitor a request comes from (visitor-remotes.ts). */
  visitorRemotes: (request: FastifyRequest, reply: FastifyReply) => Promise<VisitorRemotes>;
  /** The Open Graph tags of a product page (link-preview.ts). */
  linkPreviews?: LinkPreviews;
}) {
  const indexHtml = fileOfBuild(fs, path.join(dist, 'index.html'), (html) => html);
  // The inline script (src/early-requests.ts), read and hashed once per build.
  const inlineScript = fileOfBuild(fs, path.join(dist, 'early-requests.js'), inlineScriptOf);
  // Per composition: each prerendered path's page with its head, and one 404 page for every unclaimed path.
  const byComposition = new WeakMap<Composition, Map<string, PageCopy>>();
  const copiesOf = (composition: Composition) => {
    const copies = byComposition.get(composition) ?? new Map<string, PageCopy>();
    byComposition.set(composition, copies);
    return copies;
  };

  async function head(
    pathname: string,
    composition: Composition | undefined,
    remotes: StartupData['remotes'],
  ): Promise<{ head: string; inlineScripts: readonly string[] }> {
    const script = (await inlineScript()) ?? NO_INLINE_SCRIPT;
    return {
      head: startupHead({ pathname, config: config(), remotes, composition, inlineScript: script.element }),
      inlineScripts: script.sources,
    };
  }

  const withPolicy = (reply: FastifyReply, inlineScripts: readonly string[], visitor: VisitorRemotes) =>
    reply.header(
      'Content-Security-Policy',
      pageSecurityPolicy({ config: config(), remotes: visitor.allManifestUrls, inlineScripts }),
    );

  return {
    async answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const visitor = await visitorRemotes(request, reply);
      const composition = await composer.current(visitor.remotes);
      // Fastify has answered a path that does not decode with 400 before any hook runs.
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const page = composition?.site.respond(pathname);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      if (!page || !composition) {
        const html = await indexHtml();
        if (html === null) throw new Error(`${dist} has no index.html: build the shell`);
        const { head: startup, inlineScripts } = await head(pathname, composition, visitor.remotes);
        const preview = (await linkPreviews?.tagsFor(request)) ?? '';
        return withPolicy(reply, inlineScripts, visitor).send(withStartupHead(html, startup + preview));
      }

      const key = page.status === 404 ? '404' : pathname; // a path starts with "/": no clash
      const copies = copiesOf(composition);
      let copy = copies.get(key);
      if (!copy) {
        const { head: startup, inlineScripts } = await head(pathname, composition, visitor.remotes);
        copy = { html: withStartupHead(page.html, startup), inlineScripts, encoded: {} };
        copies.set(key, copy);
      }

      withPolicy(reply, copy.inlineScripts, visitor).code(page.status).header('Vary', 'Accept-Encoding');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(copy.html);
      copy.encoded[encoding] ??= ENCODERS[encoding](copy.html);
      return reply.header('Content-Encoding', encoding).send(copy.encoded[encoding]);
    },
  };
}
