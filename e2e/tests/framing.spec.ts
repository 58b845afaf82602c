import { expect, test } from '@playwright/test';

/**
 * The site's pages may not be shown in another site's frame (clickjacking), and the policy that
 * says so breaks none of the inline scripts the pages carry (the startup data, the early requests).
 */

test("another site cannot frame the site's pages, and the pages' inline scripts still run", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  // The categories come from the request the inline script started with the HTML.
  await expect(page.getByRole('link', { name: 'Explore PlayStation' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)).toEqual([]);

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
