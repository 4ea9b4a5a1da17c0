// Budgets of what a phone downloads, measured in the browser on a cold load until the
// network is idle: the scripts and stylesheets of the login page and of a signed-in page
// (Data Polis), gzipped, within the budgets of web/build/budgets.ts (which the build checks
// on the bundle graph too), and every one of them sent compressed by the server (the
// build's Brotli copies). Sizes only, never times. What the login page's first submit
// loads on top (the form's validation code) is reported, not budgeted.
import { gzipSync } from 'node:zlib';
import type { Page, TestInfo } from '@playwright/test';
import { BUDGETS_KB } from '../build/budgets';
import { MIN_BYTES } from '../build/compress';
import { signIn, TEXT } from './support/portal';
import { expect, test } from './support/fixtures';

interface Download {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzip: number;
  encoding: string | undefined;
}

function collect(page: Page): Promise<Download>[] {
  const downloads: Promise<Download>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url()).pathname;
    const encoding = response.headers()['content-encoding'];
    downloads.push(
      response
        .body()
        .then((body) => ({ url, type, bytes: body.length, gzip: gzipSync(body).length, encoding })),
    );
  });
  return downloads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (items: Download[], type: Download['type']) =>
  items.filter((d) => d.type === type).reduce((sum, d) => sum + d.gzip, 0);
const list = (items: Download[]) =>
  [...items]
    .sort((a, b) => b.gzip - a.gzip)
    .map((d) => `${kb(d.gzip).padStart(9)}  ${d.encoding ?? 'identity'}  ${d.url}`)
    .join('\n');

async function report(testInfo: TestInfo, name: string, items: Download[], extra = '') {
  const summary =
    `${name}: JavaScript ${kb(total(items, 'script'))}, CSS ${kb(total(items, 'stylesheet'))} ` +
    `gzip in ${items.length} files`;
  testInfo.annotations.push({ type: 'budget', description: `${summary}${extra}` });
  await testInfo.attach(`${name}.txt`, { body: `${summary}\n${list(items)}\n${extra}\n` });
  console.warn(`e2e: ${summary}${extra}`);
  return summary;
}

/** Every script and stylesheet came compressed, but those too small to gain from it. */
function expectCompressed(items: Download[]) {
  const plain = items.filter((d) => !d.encoding && d.bytes >= MIN_BYTES);
  expect(
    plain.map((d) => d.url),
    'sent without compression',
  ).toEqual([]);
}

const PHONE_ONLY = 'measured on the phone';

test('the login page on a phone: JavaScript and CSS within budget, compressed', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  const downloads = collect(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByLabel(TEXT.identifier)).toBeVisible();
  const shown = await Promise.all(downloads);

  // Informational: the first submit loads the form's validation code.
  const before = downloads.length;
  await page.getByRole('button', { name: TEXT.next }).click();
  await expect(page.getByText('Masukkan nama pengguna atau NIK Anda.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const later = await Promise.all(downloads.slice(before));
  const summary = await report(
    testInfo,
    'login page',
    shown,
    `; first submit loads ${kb(total(later, 'script'))} gzip more in ${later.length} scripts`,
  );

  expect(total(shown, 'script'), summary).toBeGreaterThan(0);
  expect(total(shown, 'script'), `${summary}\n${list(shown)}`).toBeLessThanOrEqual(
    BUDGETS_KB.loginJs * 1024,
  );
  expect(total(shown, 'stylesheet'), `${summary}\n${list(shown)}`).toBeLessThanOrEqual(
    BUDGETS_KB.loginCss * 1024,
  );
  expectCompressed(shown);
});

test('Data Polis signed in on a phone: JavaScript and CSS within budget, compressed', async ({
  page,
  outbox,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  await signIn(page, outbox);
  // A cold load of the page, as a customer coming back to a bookmark: a new page, no cache.
  const cold = await page.context().newPage();
  const client = await page.context().newCDPSession(cold);
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const downloads = collect(cold);
  await cold.goto('/polis/detail', { waitUntil: 'networkidle' });
  await expect(cold.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  const shown = await Promise.all(downloads);
  const summary = await report(testInfo, 'Data Polis', shown);

  expect(total(shown, 'script'), `${summary}\n${list(shown)}`).toBeLessThanOrEqual(
    BUDGETS_KB.signedInJs * 1024,
  );
  expect(total(shown, 'stylesheet'), `${summary}\n${list(shown)}`).toBeLessThanOrEqual(
    BUDGETS_KB.signedInCss * 1024,
  );
  expectCompressed(shown);
});
