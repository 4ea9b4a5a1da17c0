// SPAJ end to end (issue 14), on the real server with its demo applications, at phone and
// desktop widths with axe: Dewi follows her application from the sign-in page with its number,
// her birth date and the code the outbox caught, uploads the medical check-up asked of her and
// answers the agent's question, and her application is back in risk selection. Rina opens the
// underwriter's decision (a 50% loading, an exclusion), approves it with a code, pays the
// first premium by virtual account through the sandbox gateway's simulator, sees 'Polis
// terbit', signs in for the first time with her NIK, birth date, a code and a new password and
// finds the new policy on Data Polis. Budi, a policy holder, signs in from the SPAJ page of
// policy holders, comes back to it and opens his son's application without a new code. At the
// underwriting desk an admin takes Fajar's new application into review and decides it with a
// loading and an exclusion.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';
import type { Outbox } from './support/outbox';
import {
  acceptTermsGate,
  BUDI,
  staffDesk,
  submitOtp,
  submitPassword,
  termsCheck,
  TEXT,
  typedDate,
} from './support/portal';

const { dewi, rina, budi, fajar } = DEMO.spaj;
const rupiah = (amount: number) => `Rp\u00a0${amount.toLocaleString('id-ID')}`;
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessible(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

/** A small real PDF, as a clinic's scanner writes one. */
function scan(title: string): { name: string; mimeType: string; buffer: Buffer } {
  const text = `BT /F1 18 Tf 40 760 Td (${title}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${text.length}>>stream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return {
    name: 'hasil-mcu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(body, 'latin1'),
  };
}

/** The SPAJ entry: number, birth date, SMS; the code the outbox caught; the follow-up. */
async function enterSpaj(
  page: Page,
  outbox: Outbox,
  who: { spajNumber: string; birthDate: string; phone: string },
  shot?: string,
) {
  await expect(
    page.getByRole('heading', { name: 'Pantau Pengajuan SPAJ', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Nomor SPAJ').fill(who.spajNumber);
  await page.getByLabel('Tanggal lahir pemohon').fill(typedDate(who.birthDate));
  if (shot) await check(page, `${shot} entry`);
  const mark = outbox.mark();
  await page.getByRole('button', { name: 'Kirim kode OTP' }).click();
  await expect(page.getByText(/Bila data cocok, kode 6 angka dikirim ke/)).toBeVisible();
  if (shot) await check(page, `${shot} code`);
  const sent = await outbox.code(mark, { purpose: 'SPAJ_LOGIN', to: who.phone });
  await page.getByLabel(TEXT.otp).fill(sent.code);
  await page.getByRole('button', { name: TEXT.verify }).click();
  await expect(page).toHaveURL(/\/spaj\/follow-up$/);
  await expect(
    page.getByRole('heading', { name: `SPAJ ${grouped(who.spajNumber)}`, level: 1 }),
  ).toBeVisible();
}

test('Dewi sends the medical check-up and her answer; the application is back in review', async ({
  page,
  outbox,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Pantau pengajuan SPAJ' }).click();
  await enterSpaj(page, outbox, dewi, '00');
  await expect(page.locator('.spaj-head [data-status]')).toHaveText('Menunggu Dokumen');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Menunggu Dokumen, tahap sekarang' }),
  ).toBeVisible();
  await check(page, '01 follow-up waiting');

  const document = page.getByRole('form', { name: dewi.documentTitle });
  await document.getByLabel(`Tambah berkas ${dewi.documentTitle}`).setInputFiles(scan('MCU'));
  await expect(document.getByText('Terunggah')).toBeVisible({ timeout: 20_000 });
  await check(page, '02 document uploaded');
  await document.getByRole('button', { name: 'Kirim dokumen' }).click();
  await expect(page.getByRole('form', { name: dewi.documentTitle })).toHaveCount(0);

  const question = page.getByRole('form', { name: dewi.questionTitle });
  await question.getByLabel('Jawaban Anda').fill('Tidak merokok.');
  await question.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(page.locator('.spaj-head [data-status]')).toHaveText('Seleksi Risiko');
  await expect(page.getByText(/Jawaban Anda:\s*Tidak merokok\./)).toBeVisible();
  await expect(page.getByText('hasil-mcu.pdf')).toBeVisible();
  await check(page, '03 follow-up back in review');

  // 'Keluar': the SPAJ session ends; the follow-up is not reachable without a number.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login\/spaj$/);
  await page.goto('/spaj/follow-up');
  await expect(page).toHaveURL(/\/login$/);
});

test('Rina approves the decision with a code, pays the first premium and signs in to her new policy', async ({
  page,
  outbox,
  serverURL,
}) => {
  await page.goto('/login/spaj');
  await enterSpaj(page, outbox, rina);
  await page.getByRole('link', { name: 'Periksa keputusan underwriter' }).click();

  // The decision: the final premium and how it is made, the exclusion.
  await expect(page).toHaveURL(new RegExp(`/SPAJ_approved/${rina.spajNumber}$`));
  await expect(
    page.getByRole('heading', { name: 'Keputusan Underwriting', level: 1 }),
  ).toBeVisible();
  // Headed by the decision: nothing is paid until the applicant agrees.
  await expect(page.getByRole('banner')).toHaveText(/Keputusan SPAJ/);
  await expect(page.getByRole('banner')).not.toContainText('Pembayaran');
  await expect(page.locator('.spaj-final__value')).toHaveText(rupiah(rina.offer.finalPremium));
  const breakdown = page.getByRole('table', { name: 'Rincian premi' });
  await expect(breakdown).toContainText(
    `Ekstra premi ${rina.offer.loadingPercent}% dari premi produk utama`,
  );
  await expect(breakdown).toContainText(rina.offer.loadingReason);
  await expect(page.getByText(rina.offer.exclusionTitle)).toBeVisible();
  await check(page, '10 decision');

  // 'Setujui' with a code sent by SMS; a wrong code first.
  await page.getByRole('button', { name: 'Setujui', exact: true }).click();
  const mark = outbox.mark();
  await page.getByRole('button', { name: 'Kirim kode OTP' }).click();
  const sent = await outbox.code(mark, { purpose: 'SPAJ_APPROVAL', to: rina.phone });
  const wrong = sent.code === '000000' ? '111111' : '000000';
  await page.getByLabel(TEXT.otp).fill(wrong);
  await page.getByRole('button', { name: 'Setujui keputusan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Sisa percobaan/ })).toBeVisible();
  await check(page, '11 approval code wrong');
  await page.getByLabel(TEXT.otp).fill(sent.code);
  await page.getByRole('button', { name: 'Setujui keputusan' }).click();

  // The first premium, by BCA virtual account.
  await expect(page).toHaveURL(new RegExp(`/SPAJ_payment/${rina.spajNumber}$`));
  await expect(
    page.getByRole('heading', { name: 'Pembayaran Premi Pertama', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Pembayaran TManKu');
  await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
  await check(page, '12 first premium');
  await page.getByRole('button', { name: `Bayar ${rupiah(rina.offer.finalPremium)}` }).click();
  const va = (await page.locator('.pay-va__number').innerText()).replace(/\s/g, '');
  expect(va).toMatch(/^\d{16}$/);
  await check(page, '13 virtual account');

  const bank = await page.context().newPage();
  await bank.goto(`${serverURL}/sandbox-gateway/`);
  await bank.getByLabel('Nomor virtual account').fill(va);
  await bank.getByRole('button', { name: 'Bayar virtual account' }).click();
  await expect(bank.getByText(/berhasil|SETTLED|Lunas/i).first()).toBeVisible();
  await bank.close();

  const issued = page.getByRole('heading', { name: 'Polis terbit' });
  await expect(issued).toBeVisible({ timeout: 20_000 });
  const policy = (await page.locator('.pay-facts dd.pay-mono').first().innerText()).trim();
  expect(policy).toMatch(/^[A-Z0-9]{8,16}$/);
  await check(page, '14 policy issued');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Bukti-Pembayaran-PAY-/);

  // The first sign-in: NIK, birth date, code, a new password; the policy on Data Polis.
  await page.getByRole('link', { name: 'Masuk ke TManKu' }).click();
  await page.getByLabel(TEXT.identifier).fill(rina.nik);
  await page.getByRole('button', { name: TEXT.next }).click();
  await page.getByLabel(TEXT.birthDate).fill(typedDate(rina.birthDate));
  const signInMark = outbox.mark();
  await page.getByRole('button', { name: TEXT.verify }).click();
  await submitOtp(page, outbox, signInMark, rina.phone);
  await page.getByLabel(TEXT.newPassword, { exact: true }).fill('Kartika#Polis2026');
  await page.getByLabel(TEXT.confirmPassword, { exact: true }).fill('Kartika#Polis2026');
  const terms = termsCheck(page);
  await page.getByRole('button', { name: TEXT.savePassword }).click();
  const validity = (await (await terms).json()) as { valid: boolean };
  if (!validity.valid) await acceptTermsGate(page, { first: true });
  await expect(page.getByRole('heading', { name: TEXT.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(policy).first()).toBeVisible();
  await check(page, '15 data polis');
});

test("Budi signs in from the policy holders' SPAJ page, comes back to it and opens his son's application", async ({
  page,
  outbox,
}) => {
  await page.goto('/login/spaj-polis');
  await page.getByRole('button', { name: 'Masuk dengan akun TManKu' }).click();
  await page.getByLabel(TEXT.identifier).fill(BUDI.userName);
  await page.getByRole('button', { name: TEXT.next }).click();
  const mark = outbox.mark();
  await submitPassword(page, BUDI.password);
  const terms = termsCheck(page);
  await submitOtp(page, outbox, mark, BUDI.phone);
  // Back where he started, signed in: his applications (the same NIK).
  await expect(page).toHaveURL(/\/login\/spaj-polis$/);
  const validity = (await (await terms).json()) as { valid: boolean };
  if (!validity.valid) await acceptTermsGate(page);
  const list = page.getByRole('list', { name: 'Pengajuan SPAJ Anda' });
  await expect(list).toContainText(budi.insuredName);
  await check(page, '30 policy holder list');
  await list
    .getByRole('button', { name: new RegExp(`Buka SPAJ ${grouped(budi.spajNumber)}`) })
    .click();
  await expect(page).toHaveURL(/\/spaj\/follow-up$/);
  await expect(page.locator('.spaj-head [data-status]')).toHaveText('Seleksi Risiko');
  await check(page, '31 policy holder follow-up');
});

test("the underwriting desk takes Fajar's new application into review and decides it", async ({
  browser,
  outbox,
}) => {
  const page = await staffDesk(browser, outbox);
  const desk = page.getByRole('region', { name: 'Underwriting SPAJ' });
  await expect(desk).toContainText(/SPAJ menunggu tindakan underwriter/);
  await desk.getByRole('link', { name: 'Lihat antrean SPAJ' }).click();
  await expect(page.getByRole('heading', { name: 'Antrean SPAJ', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(fajar.spajNumber) })).toContainText(
    fajar.name,
  );
  await check(page, '20 desk queue');
  await page.getByRole('link', { name: `Periksa SPAJ ${fajar.spajNumber}, ${fajar.name}` }).click();
  const article = page.getByRole('article');
  await expect(article).toContainText(fajar.nik);
  await check(page, '21 desk application');

  await page.getByRole('button', { name: 'Mulai seleksi risiko' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, mulai seleksi risiko' }).click();
  await expect(article.locator('header [data-status]')).toHaveText('Seleksi Risiko');

  await page.getByRole('button', { name: 'Terbitkan keputusan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terbitkan keputusan underwriter' });
  await dialog.getByRole('button', { name: 'Tambah ekstra premi' }).click();
  await dialog.getByLabel('Persen premi produk utama').selectOption('25');
  await dialog.getByLabel('Alasan').fill('Indeks massa tubuh 31 pada pemeriksaan kesehatan.');
  await dialog.getByRole('button', { name: 'Tambah pengecualian' }).click();
  await dialog.getByLabel('Risiko yang tidak ditanggung').fill('Cedera akibat olahraga bela diri');
  await dialog.getByLabel('Alasan').nth(1).fill('Atlet bela diri aktif sejak 2015.');
  const preview = (await dialog.getByTestId('final-premium').innerText()).trim();
  await check(page, '22 desk decision form');
  await dialog.getByRole('button', { name: 'Terbitkan keputusan' }).click();
  await expect(dialog.getByText(/dengan premi akhir/)).toContainText(preview);
  await dialog.getByRole('button', { name: 'Terbitkan keputusan' }).click();
  await expect(dialog).toBeHidden();
  await expect(article.locator('header [data-status]')).toHaveText('Keputusan');
  // The server's premium is the one the preview showed.
  await expect(article.getByRole('region', { name: 'Keputusan' })).toContainText(
    preview.split(' / ')[0]!,
  );
  await check(page, '23 desk decided');
  await page.context().close();
});
