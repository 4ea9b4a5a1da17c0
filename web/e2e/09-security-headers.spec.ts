// The browser defences the server sends (security.md): a strict Content-Security-Policy
// without inline script and without framing on the web app, nosniff, no referrer, and
// no-store on API answers; every test of the suite also fails on a CSP violation the browser
// reports (support/fixtures.ts).
import { expect, test } from './support/fixtures';

const STRICT = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
];

test('the web app and the API answer with the browser defences', async ({ page, csp }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  for (const directive of STRICT) expect(headers['content-security-policy']).toContain(directive);
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const api = page.waitForResponse((r) => r.url().includes('/customer/api/login/checkUser'));
  await page.locator('#identifier').fill('budi.santoso');
  await page.locator('#identifier').press('Enter');
  const answer = (await api).headers();
  expect(answer['cache-control']).toBe('no-store');
  expect(answer['x-content-type-options']).toBe('nosniff');
  // Framing is refused: a page that embeds the portal gets nothing.
  await page.setContent(`<iframe src="${page.url()}" title="portal"></iframe>`);
  const frame = page.frame({ url: /\/login/ });
  expect(await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '')).toBeFalsy();
  await expect.poll(() => csp.some((v) => v.includes("frame-ancestors 'none'"))).toBe(true);
  csp.splice(0); // provoked on purpose
});
