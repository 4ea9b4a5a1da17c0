// Banners (issue 14): an admin signs in, adds a banner with a picture uploaded from this test
// (a PNG made here), sees its 3:1 preview, saves it and moves it up the list; then Budi
// signs in and finds it in the carousel on Data Polis, which turns by itself every 5000 ms
// until he presses Jeda (the browser's clock is driven by the test, not waited for). Axe on
// every screen, on phone and desktop.
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';
import { ADMIN, BUDI, logoutFromHeader, signIn, signInAsAdmin, TEXT } from './support/portal';

const TITLE = 'Klaim rawat jalan kini lebih cepat';
const ALT = 'Ilustrasi dokter menyerahkan kuitansi kepada nasabah, ajakan mengajukan klaim';

/** A real PNG of `width` x `height`: blue with an orange band (no library needed). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = x > width * 0.6 && x < width * 0.8;
      rows.set(
        band ? [242, 169, 0] : [11, 79, 138 + Math.round((y / height) * 60)],
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pointer and focus out of the carousel (both stop its turning while inside). */
async function leaveCarousel(page: Page) {
  const heading = page.getByRole('heading', { name: TEXT.pageTitle, level: 1 });
  if (test.info().project.use.hasTouch) await heading.tap();
  else await heading.click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The banner the carousel shows now, by its current dot ('Tampilkan banner 2: <title>'). */
async function shownTitle(page: Page): Promise<string> {
  const dot = page.locator('.banner-carousel .carousel-indicators [aria-current="true"]');
  const label = (await dot.getAttribute('aria-label')) ?? '';
  return label.replace(/^Tampilkan banner \d+: /, '');
}

test('an admin adds a banner and a customer sees it in the carousel', async ({ page, outbox }) => {
  await test.step('the admin adds a banner with a picture', async () => {
    await signInAsAdmin(page, outbox);
    await page
      .getByRole('navigation', { name: 'Menu petugas' })
      .getByRole('link', { name: 'Banner' })
      .click();
    await expect(page.getByRole('heading', { name: 'Banner Carousel', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Daftar banner carousel' });
    await expect(table.getByRole('rowheader').first()).toContainText('rumah sakit rekanan');
    await expectNoHorizontalOverflow(page, 'banner list');
    await expectAccessible(page, 'banner list');
    await snap(page, '01-list');

    await page.getByRole('link', { name: 'Tambah banner' }).first().click();
    await expect(page.getByRole('heading', { name: 'Tambah Banner', level: 1 })).toBeVisible();
    await page.getByLabel('Judul').fill(TITLE);
    await page.getByLabel('Teks alternatif gambar').fill(ALT);
    await page.getByLabel('Gambar', { exact: true }).setInputFiles({
      name: 'klaim-cepat.png',
      mimeType: 'image/png',
      buffer: png(1600, 600),
    });
    const preview = page.getByRole('figure', { name: 'Pratinjau di carousel' });
    await expect(preview.getByRole('img', { name: ALT })).toHaveAttribute(
      'srcset',
      /-1280\.webp 1280w$/,
    );
    await expect(preview).toContainText('Disimpan dalam lebar 640 dan 1280 piksel (WebP).');
    // The phone's size beside it, and the rule for words drawn in the picture.
    await expect(preview).toContainText('Ponsel (343 × 114 piksel)');
    const rule = preview.getByRole('note', { name: 'Tulisan di dalam gambar' });
    await expect(rule).toContainText('tampil hanya 27% dari lebarnya (1280 piksel)');
    await expect(rule).toContainText('tinggi hurufnya paling sedikit 45 piksel');
    await page
      .getByRole('combobox', { name: 'Halaman yang dibuka' })
      .selectOption({ label: 'Riwayat Klaim' });
    await expectNoHorizontalOverflow(page, 'banner form');
    await expectAccessible(page, 'banner form');
    await snap(page, '02-form');
    await page.getByRole('button', { name: 'Simpan banner' }).click();

    await expect(page.getByRole('heading', { name: 'Banner Carousel', level: 1 })).toBeVisible();
    await expect(page.getByText(`Banner "${TITLE}" disimpan.`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toContainText('Tayang');
    await expect(row).toContainText(`oleh ${ADMIN.userName}`);
    await row.getByRole('button', { name: `Naikkan urutan ${TITLE}` }).click();
    await expect(page.getByText('Urutan banner disimpan.')).toBeVisible();
    await snap(page, '03-saved');
    await logoutFromHeader(page);
  });

  await test.step('Budi sees it in the carousel, and Jeda stops the turning', async () => {
    await page.clock.install();
    await signIn(page, outbox, BUDI);
    const carousel = page.getByRole('region', { name: 'Promo dan informasi' });
    await expect(carousel).toBeVisible();
    const dot = carousel.getByRole('button', {
      name: new RegExp(`^Tampilkan banner \\d+: ${TITLE}$`),
    });
    await dot.click();
    const slide = carousel.getByRole('group').filter({ has: page.getByRole('img', { name: ALT }) });
    await expect(slide.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/klaim');
    await expect(slide.getByRole('img', { name: ALT })).toBeVisible();
    await expectAccessible(page, 'Data Polis with the carousel');
    await snap(page, '04-carousel');

    // It turns by itself every 5000 ms once neither the pointer nor focus is inside (a tap
    // leaves the carousel paused for one interval more).
    await leaveCarousel(page);
    const before = await shownTitle(page);
    // A second at a time, so the page's own work (React's effects) runs in between.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          // Real time for what runs in real time: React's rendering, the slide's CSS transition.
          await page.waitForTimeout(250);
          return shownTitle(page);
        },
        { intervals: [100], timeout: 15_000 },
      )
      .not.toBe(before);

    await carousel.getByRole('button', { name: 'Jeda pergantian banner otomatis' }).click();
    await expect(
      carousel.getByRole('button', { name: 'Putar pergantian banner otomatis' }),
    ).toBeVisible();
    await leaveCarousel(page);
    const paused = await shownTitle(page);
    for (let step = 0; step < 6; step++) {
      await page.clock.runFor(2_000);
      await page.waitForTimeout(250);
    }
    expect(await shownTitle(page)).toBe(paused);
    expect(await page.evaluate(() => localStorage.getItem('banner'))).toBe(
      '{"paused":true,"hidden":[]}',
    );
  });
});
