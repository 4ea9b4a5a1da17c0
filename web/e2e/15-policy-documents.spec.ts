// 'Dokumen Polis' on a phone and a desktop: Budi downloads his e-policy (named after the
// policy, its size as listed), a stranger opens the verification address the document carries
// (its QR code's link) without signing in and sees it is genuine with no personal data, and
// Budi downloads a year of his transactions as CSV for an Indonesian spreadsheet.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const POLICY = 'UL24000123';
const PRODUCT = 'Sentosa Link Proteksi Maksima';

async function saved(downloading: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('Budi downloads his e-policy and a statement; anyone verifies the e-policy', async ({
  page,
  outbox,
  browser,
  serverURL,
}) => {
  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Dokumen Polis');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumen Polis' })).toBeVisible();
  const card = page.getByRole('region', { name: PRODUCT, exact: true });
  // No size before the e-policy's first download (the list prints nothing): the other
  // project's run may have downloaded it already on this server.
  const button = card.getByRole('button', { name: /^Unduh E-Polis \(PDF(, [\d,]+ KB)?\)$/ });
  await expect(button).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Dokumen Polis');
  await expectAccessible(page, 'Dokumen Polis');
  await snap(page, '01-papers');

  // The e-policy; once downloaded, the list gives its size; its verification link is the QR
  // code's.
  const downloading = page.waitForEvent('download');
  await button.click();
  const { name, bytes } = await saved(downloading);
  expect(name).toBe(`e-polis-${POLICY}.pdf`);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(`Tersimpan sebagai e-polis-${POLICY}.pdf.`)).toBeVisible();
  await page.reload();
  const sized = card.getByRole('button', { name: /^Unduh E-Polis \(PDF, [\d,]+ KB\)$/ });
  await expect(sized).toBeVisible();
  const listed = /PDF, ([\d,]+) KB/.exec((await sized.getAttribute('aria-label')) ?? '');
  const kilobytes = Number((listed?.[1] ?? 'NaN').replace(',', '.'));
  expect(Math.abs(bytes.length / 1000 - kilobytes)).toBeLessThan(1); // 1 KB = 1000 bytes
  const link = /\/URI \((https?:\/\/[^)]+\/verifikasi-dokumen\/([0-9A-Z-]{19}))\)/.exec(
    bytes.toString('latin1'),
  );
  expect(link, 'the e-policy links its verification page').not.toBeNull();
  const code = link?.[2] ?? '';

  // A stranger (a new browser, nobody signed in) opens the QR code's address on this server.
  const stranger = await browser.newContext({
    baseURL: serverURL,
    viewport: page.viewportSize(),
    timezoneId: 'Asia/Jakarta',
  });
  const other = await stranger.newPage();
  await other.goto(`/verifikasi-dokumen/${code}`);
  await expect(other.getByRole('heading', { name: 'Dokumen asli' })).toBeVisible();
  await expect(other.getByText(code).first()).toBeVisible();
  await expect(other.getByText('UL24****23')).toBeVisible();
  await expect(other.getByText(PRODUCT)).toBeVisible();
  await expect(other.getByText('Budi')).toHaveCount(0); // no personal data
  await expectNoHorizontalOverflow(other, 'Verifikasi Dokumen');
  await expectAccessible(other, 'Verifikasi Dokumen');
  await snap(other, '02-verified');
  // A code typed in lower case without dashes on the form finds the same document.
  await other.goto('/verifikasi-dokumen');
  await other.getByLabel('Kode verifikasi').fill(code.replaceAll('-', '').toLowerCase());
  await other.getByRole('button', { name: 'Periksa Dokumen' }).click();
  await expect(other).toHaveURL(new RegExp(`/verifikasi-dokumen/${code}$`));
  await expect(other.getByRole('heading', { name: 'Dokumen asli' })).toBeVisible();
  await stranger.close();

  // A year of transactions as CSV: UTF-8 with BOM, ';' between fields, whole rupiah.
  const statement = card.getByRole('region', { name: 'Laporan Transaksi' });
  await statement.getByRole('radio', { name: 'CSV (lembar kerja)' }).check();
  const csvDownload = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Unduh Laporan' }).click();
  const csv = await saved(csvDownload);
  expect(csv.name).toMatch(new RegExp(`^laporan-transaksi-${POLICY}-\\d{8}-\\d{8}\\.csv$`));
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csv.bytes
    .toString('utf-8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  expect(rows[0]).toEqual([
    'Tanggal',
    'Nomor Transaksi',
    'Jenis',
    'Keterangan',
    'Dibayar (Rp)',
    'Diterima (Rp)',
  ]);
  const premium = rows.find((row) => row[2] === 'Pembayaran Premi');
  expect(premium?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(premium?.[4]).toBe('750000');
  await snap(page, '03-statement');
});
