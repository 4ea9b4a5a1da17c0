// Pengkinian Data end to end (issue 11), on the real server with its demo data: Budi's
// earlier submission is still being reviewed, so the portal refuses a new one and shows the
// history; staff reject it at the review desk; Budi then moves house and changes his mobile
// number, proves the new number and confirms with a code to the registered one, and sees the
// submission pending; staff approve it; Budi's form now holds the new data and the history
// says 'Disetujui'. Every screen is checked with axe and for horizontal overflow.
// It runs last in its project (files run in name order on one server): Budi's registered
// mobile number is another one afterwards, and the other journeys sign in with the demo's.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';
import {
  ADMIN,
  BUDI,
  logoutFromHeader,
  signIn,
  signInAsAdmin,
  TEXT,
  URL_PATH,
} from './support/portal';

const NEW_PHONE = '081398765432';
const NEW_PHONE_E164 = '+6281398765432';
const NEW_STREET = 'Jl. Margonda Raya No. 358, Perumahan Pesona Khayangan Blok C/12';

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessible(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

/** The desk: open the queue from the admin home, then the submission `number`. */
async function openReview(page: Page, number: string): Promise<void> {
  await page.getByRole('link', { name: 'Buka antrean' }).click();
  await expect(
    page.getByRole('heading', { name: 'Verifikasi Pengkinian Data', level: 1 }),
  ).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`Periksa pengajuan .*${number}`) }).click();
  await expect(page.getByRole('heading', { name: `Pengajuan ${number}` })).toBeVisible();
}

async function openPengkinian(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Perbarui Data Nasabah' })
    .or(page.getByRole('link', { name: 'Perbarui Data Nasabah' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/polis\/pengkinian-data$/);
  await expect(
    page.getByRole('heading', { name: 'Pengkinian Data Nasabah', level: 1 }),
  ).toBeVisible();
}

/** A step of the form by its button in the stepper. */
async function toStep(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Langkah pengisian' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
}

test('a customer updates address and phone, staff approve, the new data is in place', async ({
  page,
  outbox,
}) => {
  test.setTimeout(180_000);
  const { pending, approved } = DEMO.budi.kyc;

  await test.step('an update under review: no new one, the history shows it', async () => {
    await signIn(page, outbox, BUDI);
    await openPengkinian(page);
    await expect(
      page.getByRole('heading', { name: 'Pengkinian Data belum dapat dilakukan' }),
    ).toBeVisible();
    await expect(page.getByText(pending).first()).toBeVisible();
    await check(page, '01 refused while under review');
    await page.getByRole('link', { name: 'Lihat Riwayat Pengajuan Pengkinian Data' }).click();
    await expect(page).toHaveURL(/\/transaction-history\/detail-kyc/);
    const list = page.getByRole('region', { name: 'Daftar pengajuan' });
    await expect(list.getByRole('link', { name: new RegExp(pending) })).toContainText(
      'Menunggu Verifikasi',
    );
    await expect(list.getByRole('link', { name: new RegExp(approved) })).toContainText('Disetujui');
    await check(page, '02 history with demo submissions');
    await logoutFromHeader(page);
  });

  await test.step('staff reject the pending submission with a reason', async () => {
    await signInAsAdmin(page, outbox);
    await openReview(page, pending);
    await check(page, '03 desk review');
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    await page
      .getByLabel('Alasan penolakan (dibaca nasabah)')
      .fill('Bukti domisili tidak terbaca. Silakan ajukan kembali dengan alamat lengkap.');
    const mark = outbox.mark();
    await page.getByRole('button', { name: 'Kirim penolakan' }).click();
    await expect(page.getByText(`Pengajuan ${pending} ditolak.`)).toBeVisible();
    const notice = outbox
      .lines()
      .slice(mark)
      .find((l) => l.purpose === 'KYC_REJECTED');
    expect(notice?.to).toBe(BUDI.email);
    await logoutFromHeader(page);
  });

  let registration = '';
  await test.step('the customer changes the home address and the mobile number', async () => {
    await signIn(page, outbox, BUDI);
    await openPengkinian(page);
    await check(page, '04 form identity');
    await toStep(page, 'Alamat Domisili');
    const form = page.locator('form');
    // The home was the KTP address; now it is elsewhere.
    await form.getByLabel('Sama dengan alamat KTP').uncheck();
    await form.getByLabel('Alamat', { exact: true }).fill(NEW_STREET);
    await form.getByLabel('RT', { exact: true }).fill('002');
    await form.getByLabel('RW', { exact: true }).fill('011');
    await form.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
    await form.getByLabel('Kabupaten/Kota').selectOption({ label: 'Kota Depok' });
    await form.getByLabel('Kecamatan').selectOption({ label: 'Pancoran Mas' });
    await form.getByLabel('Kelurahan/Desa').selectOption({ label: 'Depok Jaya' });
    await expect(form.getByLabel('Kode pos')).toHaveValue('16432');
    await expect(form.getByText('Diubah').first()).toBeVisible();
    await check(page, '05 form changed address');
    await toStep(page, 'Kontak');
    await form.getByLabel('Nomor ponsel').fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Periksa Perubahan' }).click();

    await expect(page.getByRole('heading', { name: 'Ringkasan Perubahan' })).toBeVisible();
    await expect(page.getByText('Depok Jaya').first()).toBeVisible();
    await check(page, '06 summary');
    let mark = outbox.mark();
    await page.getByRole('button', { name: 'Lanjut ke Verifikasi' }).click();

    // The new number first (a code sent to it), then the registered one confirms.
    await expect(page.getByRole('heading', { name: 'Verifikasi nomor ponsel baru' })).toBeVisible();
    let sent = await outbox.code(mark, { purpose: 'PENGKINIAN_HP' });
    expect(sent.to).toBe(NEW_PHONE_E164);
    await check(page, '07 code to the new number');
    mark = outbox.mark();
    await page.getByLabel(TEXT.otp).fill(sent.code);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('heading', { name: 'Konfirmasi pengajuan' })).toBeVisible();
    sent = await outbox.code(mark, { purpose: 'PENGKINIAN' });
    expect(sent.to).toBe(BUDI.phone);
    await page.getByLabel(TEXT.otp).fill(sent.code);
    await page.getByRole('button', { name: 'Verifikasi' }).click();

    await expect(page.getByRole('heading', { name: 'Pengajuan Terkirim' })).toBeVisible();
    registration =
      (await page
        .getByText(/^KYC-\d{8}-[0-9A-Z]{6}$/)
        .first()
        .textContent()) ?? '';
    expect(registration).toMatch(/^KYC-\d{8}-[0-9A-Z]{6}$/);
    await check(page, '08 receipt');
    await page.getByRole('link', { name: 'Riwayat Pengajuan Pengkinian Data' }).click();
    const row = page
      .getByRole('region', { name: 'Daftar pengajuan' })
      .getByRole('link', { name: new RegExp(registration) });
    await expect(row).toContainText('Menunggu Verifikasi');
    await logoutFromHeader(page);
  });

  await test.step('staff approve it: old and new side by side, then the decision', async () => {
    await signInAsAdmin(page, outbox);
    await openReview(page, registration);
    await expect(page.getByText('Depok Jaya').first()).toBeVisible();
    await expect(page.getByText(NEW_PHONE_E164).first()).toBeVisible();
    await page.getByRole('button', { name: 'Setujui', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Setujui pengajuan?' });
    await confirm.getByRole('button', { name: 'Ya, setujui' }).click();
    await expect(page.getByText(`Pengajuan ${registration} disetujui.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jejak audit' })).toContainText(ADMIN.userName);
    await check(page, '09 desk approved');
    await logoutFromHeader(page);
  });

  await test.step('the customer sees the new data and the approval', async () => {
    // The registered number is now the new one: the sign-in code goes there.
    await signIn(page, outbox, { ...BUDI, phone: NEW_PHONE_E164 });
    await openPengkinian(page);
    await toStep(page, 'Alamat Domisili');
    const form = page.locator('form');
    await expect(form.getByLabel('Alamat', { exact: true })).toHaveValue(NEW_STREET);
    await expect(form.getByLabel('Kode pos')).toHaveValue('16432');
    await toStep(page, 'Kontak');
    await expect(form.getByLabel('Nomor ponsel')).toHaveValue(NEW_PHONE_E164);
    await page.goto('/transaction-history/detail-kyc');
    const row = page
      .getByRole('region', { name: 'Daftar pengajuan' })
      .getByRole('link', { name: new RegExp(registration) });
    await expect(row).toContainText('Disetujui');
    await row.click();
    await expect(page.getByRole('article', { name: `Pengajuan ${registration}` })).toContainText(
      'Depok Jaya',
    );
    await check(page, '10 history detail approved');
  });
  void URL_PATH;
});
