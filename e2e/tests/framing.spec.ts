import { expect, test } from '../support/test.js';

/**
 * The site's pages may not be shown in another site's frame (clickjacking), and the policy that
 * says so lets the pages run only their own scripts: the inline one by its hash (the startup data
 * is JSON, not a script), the remotes' code from their origins. The journeys' `test` fails any
 * journey in which the browser refused something under it (../support/test.ts).
 */

test("another site cannot frame the site's pages, and the pages' own scripts still run", async ({
  page,
  policyViolations,
}) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' http:\/\/localhost:3001 /);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  // The categories come from the request the inline script started with the HTML.
  await expect(page.getByRole('link', { name: 'Explore PlayStation' })).toBeVisible();
  expect(policyViolations).toEqual([]);

  // Framed, a page is refused; a file that is not a page (a remote's configuration) is not.
  await page.setContent(
    '<iframe title="site" src="http://localhost:3000/blog"></iframe><iframe title="data" src="http://localhost:3001/config.json"></iframe>',
  );
  const frameUrls = () =>
    page
      .frames()
      .slice(1)
      .map((frame) => frame.url());
  await expect.poll(frameUrls).toEqual(['chrome-error://chromewebdata/', 'http://localhost:3001/config.json']);
  await expect(page.frameLocator('iframe[title="site"]').getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('an inline script the server did not write is refused', async ({ page, policyViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Explore PlayStation' })).toBeVisible();
  // As an injected <script> would be (the page's own code never writes one).
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => policyViolations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  policyViolations.splice(0); // provoked on purpose: the journey passes
});
