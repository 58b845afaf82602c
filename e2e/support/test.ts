import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** A violation of a page's Content-Security-Policy, as the page reported it. */
export interface PolicyViolation {
  /** The page (or frame) the violation happened in. */
  document: string;
  directive: string;
  /** What was refused: a URL, or `inline` / `eval`. */
  blocked: string;
  /** Where in the page's code, when the browser says. */
  source: string;
  sample: string;
}

const BINDING = '__reportPolicyViolation';

/**
 * Has every page of `context` report its Content-Security-Policy violations into `violations`:
 * a listener added before any of the page's scripts runs (and again at each navigation), calling
 * back into the test through a binding, so a report survives the page navigating away.
 */
async function watch(context: BrowserContext, violations: PolicyViolation[]): Promise<void> {
  // Both sent at once, ahead of the journey's first page.
  await Promise.all([
    context.exposeBinding(BINDING, (_source, violation: PolicyViolation) => void violations.push(violation)),
    context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => Promise<void>>)[binding];
        void report?.({
          document: event.documentURI,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
          sample: event.sample,
        });
      });
    }, BINDING),
  ]);
}

/**
 * The journeys' `test`: Playwright's, failing any journey in whose pages the browser refused
 * something under the site's Content-Security-Policy (shell/server/security-headers.ts). It watches
 * every browser context the journey opens, its own `page`'s and those of `browser.newContext()`.
 * `policyViolations` lists what was reported so far: a journey that provokes one on purpose checks
 * it there and empties the list.
 */
export const test = base.extend<{ policyViolations: PolicyViolation[] }>({
  policyViolations: [
    async ({ browser }, use) => {
      const violations: PolicyViolation[] = [];
      const watching: Array<Promise<void>> = [];
      // Emitted as the context is made, before newContext() resolves: the listener is in before its first page.
      const onContext = (context: BrowserContext) => {
        watching.push(watch(context, violations).catch(() => undefined));
      };
      browser.on('context', onContext);
      await use(violations);
      browser.off('context', onContext);
      await Promise.all(watching);
      base.expect(violations, 'the pages reported Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
