import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StartupData } from '@replay/platform/startup-data';

/**
 * Where scripts come from besides the page's own origin and the remotes' (each a constant the
 * third party documents): Firebase Auth's Google sign-in loads Google's API loader for its hidden
 * iframe, with the emulator too (only the iframe's address differs); Stripe Elements loads
 * Stripe.js (Stripe's guidance for a script-src names the host and its subdomains).
 */
const GOOGLE_SIGN_IN_SCRIPTS = ['https://apis.google.com'] as const;
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'] as const;

/** The CSP source of an inline script: its text's SHA-256 (the exact text between the tags). */
export const inlineScriptSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative URL: the page's own origin, already 'self'
  }
}

/**
 * The Content-Security-Policy of a page the server answers. Only what it can state for every
 * configuration: which scripts may run (its own origin, each remote's origin from remotes.json or
 * the release registry, Google's sign-in loader, Stripe.js when a publishable key is set, and the
 * page's inline scripts by hash: none may be injected), no plugins, no <base>, and no other site
 * may frame it. Connections, images, styles and frames are left open: the API, the identity
 * provider, photos from a Google account and Stripe's frames differ from one deployment to the
 * next (docs/architecture.md, "What every page of the shell carries").
 */
export function pageSecurityPolicy({
  config,
  remotes = {},
  inlineScripts = [],
}: {
  config: Pick<StartupData['config'], 'stripePublishableKey'>;
  /**
   * The remotes' manifest URLs (the shell's remotes.json), or every one a visitor may be given
   * (each remote's stable and canary version); their code loads into the page.
   */
  remotes?: StartupData['remotes'] | readonly string[];
  /** The sources of the page's inline scripts (`inlineScriptSource`). */
  inlineScripts?: readonly string[];
}): string {
  const remoteOrigins = Object.values(remotes).flatMap((url) => originOf(url) ?? []);
  const scripts = new Set([
    "'self'",
    ...inlineScripts,
    ...remoteOrigins,
    ...GOOGLE_SIGN_IN_SCRIPTS,
    ...(config.stripePublishableKey ? STRIPE_SCRIPTS : []),
  ]);
  return [
    "frame-ancestors 'none'",
    `script-src ${[...scripts].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Headers of every HTML page the server answers: its Content-Security-Policy (above), and no other
 * site may show it in a frame (clickjacking: a visitor tricked into clicking Book or Pay under
 * someone else's page), said both ways, as browsers without CSP level 2 read only X-Frame-Options.
 * A page that carries inline scripts sets its own policy, with their hashes (shell-pages.ts);
 * `policy` is that of a page without any (a remote's standalone page, the shell's index.html as a file).
 */
export function addPageSecurityHeaders(app: FastifyInstance, policy: () => string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy());
    return payload;
  });
}
