// The installable app (issue 27 part 5): Chromium finds the manifest and the service worker
// installable; the worker keeps the app shell and the offline page, never an API answer;
// without a connection a page of the portal shows "Anda sedang offline" (accessible in the
// light and the dark colour scheme), and 'Coba lagi' brings the portal back once online.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';

test("installable: manifest and worker pass Chromium's checks; offline, the offline page", async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Selamat datang di TManKu' })).toBeVisible();
  // The worker is registered after the page loaded, and installs the shell.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[];
    data?: string;
  };
  expect(manifest.errors, 'manifest errors').toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as { name: string; lang: string };
  expect(data.name).toBe('TManKu — Portal Nasabah Sentosa Raya');
  expect(data.lang).toBe('id');
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's browser contexts are off the record, which Chromium reports as
      // 'in-incognito': a property of the test's browser, not of the app.
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    }, "Chromium's installability errors")
    .toEqual([]);

  // What the worker keeps: the shell and the offline page, nothing of the API.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/offline.html');
  expect(
    kept.some((path) => /^\/assets\/index-.*\.js$/.test(path)),
    'the entry script',
  ).toBe(true);
  expect(
    kept.filter(
      (path) =>
        path.startsWith('/customer/api') || (path.endsWith('.html') && path !== '/offline.html'),
    ),
  ).toEqual([]);

  // Offline: a page of the portal shows the offline page, in both colour schemes.
  await context.setOffline(true);
  await page.goto('/polis/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByText('data polis Anda tidak disimpan di perangkat ini')).toBeVisible();
  await expectAccessible(page, 'offline page');
  await snap(page, 'offline');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'offline page, dark');
  await snap(page, 'offline-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Back online, 'Coba lagi' opens the portal again.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: 'Selamat datang di TManKu' })).toBeVisible();
});
