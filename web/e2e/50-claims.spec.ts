// Claims end to end (issue 13), on the real server with its demo data: Budi opens Riwayat
// Klaim (his demo claims, the one waiting for a document marked), picks a benefit in the
// chooser (the route check validates it before the form opens), fills the outpatient claim
// for one of his family with a partner clinic, the amount and his account, uploads the
// documents the benefit needs and submits: the claim number at once. Staff at the claims
// desk start the verification and ask for the laboratory result; Budi sends exactly that;
// staff see the documents complete, approve less than claimed with the deduction explained
// and mark it paid. Budi sees 'Dibayar' with the deduction and the transfer, and the payout
// in Riwayat Transaksi; the header's bell counts the claim's notices, and the paid one in
// Notifikasi opens the claim and is then read. Every screen is checked with axe and for
// horizontal overflow.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn, staffDesk, typedDate } from './support/portal';

const CLINIC = 'Klinik Pratama Sehat Sentosa Tebet';
const CLAIM_NUMBER = /KLM-\d{4}-\d{6}/;

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessible(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

/** A small real PDF, as a scanner writes one. */
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
  const name = `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

async function attach(page: Page, document: string): Promise<void> {
  await page.getByLabel(`Tambah berkas ${document}`).setInputFiles(scan(document));
  const slot = page.getByRole('list', { name: `Berkas ${document}` });
  await expect(slot.getByText('Terunggah')).toBeVisible({ timeout: 20_000 });
}

/** An action of the desk: its button, then the modal's own submit. */
async function act(page: Page, action: string, submit: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The claim's status as its badge says it (a mark may come before the words). */
async function statusIs(page: Page, status: string): Promise<void> {
  await expect(page.getByText(new RegExp(`^\\W*${status}$`)).first()).toBeVisible();
}

test('a claim from the chooser to its payout, with a document staff asked for', async ({
  page,
  browser,
  outbox,
}) => {
  test.setTimeout(300_000);
  const phone = test.info().project.name === 'phone';
  // One claim per project server; another family member each, so they never meet.
  const insured = phone ? 'Dimas Santoso' : 'Rina Santoso';
  const day = new Date(`${DEMO.today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  const visit = day.toISOString().slice(0, 10);

  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Klaim');
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Klaim' })).toBeVisible();
  await expect(page.getByText(DEMO.budi.claims.DOCUMENTS_REQUESTED).first()).toBeVisible();
  await expect(page.getByText(/Perlu tindakan Anda/).first()).toBeVisible();
  await check(page, 'riwayat klaim');

  // The chooser: policy, insured person, benefit; the route check opens the form.
  await page.getByRole('button', { name: 'Ajukan Klaim' }).first().click();
  await page.getByRole('radio', { name: new RegExp(DEMO.budi.healthPolicy) }).check();
  await page.getByRole('radio', { name: new RegExp(insured) }).check();
  await page.getByRole('radio', { name: /Rawat Jalan/ }).check();
  await check(page, 'pilih manfaat');
  await page.getByRole('button', { name: 'Lanjut ke Formulir' }).click();
  await expect(page).toHaveURL(/\/klaim\/pengajuan\?/);
  await expect(page.getByText(insured).first()).toBeVisible();

  // What is left to claim is the limit less what was paid and what is still in process.
  const summary = page.getByRole('region', { name: 'Yang diklaim' });
  const rupiah = async (term: string) =>
    Number(
      (
        await summary
          .locator('dt', { hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd')
          .innerText()
      ).replace(/\D/g, ''),
    );
  const [limit, used, inProcess, left] = await Promise.all(
    ['Limit manfaat', 'Terpakai', 'Sedang diproses', 'Sisa limit yang dapat diajukan'].map(rupiah),
  );
  if (phone) expect(inProcess).toBe(650_000); // Dimas's bronchitis visit, still in process
  expect(left).toBe(Math.max(0, limit! - used! - inProcess!));

  // The form: the visit at a partner clinic, the amount, the account, the documents.
  await page.getByRole('textbox', { name: 'Tanggal berobat' }).fill(typedDate(visit));
  await page.getByLabel('Diagnosis atau uraian kejadian').fill('Faringitis akut');
  const hospital = page.getByRole('combobox', { name: 'Rumah sakit/klinik' });
  await hospital.fill('Pratama Sehat');
  await page.getByRole('option', { name: new RegExp(CLINIC) }).click();
  await expect(page.getByText(`Rekanan dipilih: ${CLINIC}`)).toBeVisible();
  await page.getByLabel('Jumlah yang diklaim').fill('1250000');
  // The banks of today under their names of today, and the day the list was checked.
  const bank = page.getByLabel('Bank', { exact: true });
  await expect(bank.getByRole('option', { name: 'Bank Maybank Indonesia' })).toHaveCount(1);
  await expect(bank.getByRole('option', { name: 'MUFG Bank, Ltd.' })).toHaveCount(1);
  await expect(
    bank.getByRole('option', { name: /Internasional Indonesia$|Scotland|Raharja/ }),
  ).toHaveCount(0);
  await expect(bank).toHaveAccessibleDescription(/diperiksa \d{1,2} \w+ \d{4}/);
  await bank.selectOption({ label: 'Bank Central Asia (BCA)' });
  await page.getByLabel('Nomor rekening').fill('5230984521');
  await page.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  await attach(page, 'Kwitansi asli');
  await attach(page, 'Surat keterangan dokter');
  await check(page, 'formulir klaim');
  await page.getByRole('button', { name: 'Ajukan Klaim', exact: true }).click();
  const done = page.getByRole('heading', { name: 'Klaim berhasil diajukan' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByText(CLAIM_NUMBER).first().textContent())!.match(
    CLAIM_NUMBER,
  )![0];
  await check(page, 'klaim diajukan');

  // Staff start the verification and ask for the laboratory result.
  const desk = await staffDesk(browser, outbox);
  await desk.getByRole('link', { name: 'Lihat antrean klaim' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Antrean Klaim' })).toBeVisible();
  await check(desk, 'antrean klaim');
  await desk.getByRole('link', { name: new RegExp(`Periksa klaim ${number}`) }).click();
  await expect(desk.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();
  await check(desk, 'periksa klaim');
  await act(desk, 'Mulai verifikasi', 'Ya, mulai verifikasi');
  await statusIs(desk, 'Verifikasi Dokumen');
  await desk.getByRole('button', { name: 'Minta dokumen', exact: true }).click();
  const request = desk.getByRole('dialog');
  await request.getByRole('checkbox', { name: /Hasil laboratorium/ }).check();
  await request.getByLabel(/Catatan untuk Hasil laboratorium/).fill('Hasil tes darah lengkap.');
  await check(desk, 'minta dokumen');
  await request.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(request).toBeHidden();
  await statusIs(desk, 'Dokumen Kurang');

  // Budi sends exactly what was asked.
  await page.goto(`/klaim/submission-detail?claim_number=${number}`);
  await expect(page.getByText('Hasil tes darah lengkap.').first()).toBeVisible();
  await check(page, 'klaim dokumen kurang');
  await page.getByRole('link', { name: 'Kirim Dokumen' }).first().click();
  await expect(page).toHaveURL(/\/klaim\/support-docs\?/);
  await attach(page, 'Hasil laboratorium atau pemeriksaan penunjang');
  await check(page, 'kirim dokumen');
  await page.getByRole('button', { name: 'Kirim Dokumen' }).click();
  await expect(page.getByText(/Dokumen terkirim/)).toBeVisible({ timeout: 20_000 });
  await statusIs(page, 'Verifikasi Dokumen');

  // Staff: documents complete, approved less than claimed with the deduction, paid.
  await desk.reload();
  await act(desk, 'Dokumen lengkap, lanjut analisa', 'Ya, lanjut analisa');
  await statusIs(desk, 'Dianalisa');
  await desk.getByRole('button', { name: 'Setujui', exact: true }).click();
  const approve = desk.getByRole('dialog');
  await approve.getByLabel('Jumlah disetujui').fill('1100000');
  await approve.getByLabel('Keterangan potongan 1').fill('Vitamin di luar resep dokter');
  await approve.getByLabel('Jumlah potongan 1').fill('150000');
  await expect(approve.getByText('Potongan sama dengan selisihnya.')).toBeVisible();
  await check(desk, 'setujui klaim');
  await approve.getByRole('button', { name: 'Setujui klaim' }).click();
  await expect(approve).toBeHidden();
  await statusIs(desk, 'Disetujui');
  await desk.getByRole('button', { name: 'Tandai dibayar', exact: true }).click();
  const pay = desk.getByRole('dialog');
  await pay.getByRole('textbox', { name: 'Tanggal transfer' }).fill(typedDate(DEMO.today));
  await pay.getByLabel('Referensi transfer bank').fill('bca-trf-e2e2026');
  await pay.getByRole('button', { name: 'Tandai dibayar' }).click();
  await expect(pay).toBeHidden();
  await statusIs(desk, 'Dibayar');
  await check(desk, 'klaim dibayar petugas');
  await desk.context().close();

  // Budi: paid, with the deduction explained, and the payout in the history.
  await page.goto(`/klaim/submission-detail?claim_number=${number}`);
  await statusIs(page, 'Dibayar');
  await expect(page.getByText('Vitamin di luar resep dokter').first()).toBeVisible();
  await expect(page.getByText('BCA-TRF-E2E2026').first()).toBeVisible();
  await check(page, 'klaim dibayar');
  // The history needs a selected policy (kept in memory, so chosen again after the reload).
  await openMenu(page, 'Data Polis');
  await page.getByText(DEMO.budi.healthPolicy).first().click();
  await openMenu(page, 'Riwayat Transaksi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Riwayat Transaksi TManKu' }),
  ).toBeVisible();
  const switcher = page.getByRole('button', { name: /^Ganti polis/ });
  if (!((await switcher.textContent()) ?? '').includes(DEMO.budi.healthPolicy)) {
    await switcher.click();
    await page.getByRole('option', { name: new RegExp(DEMO.budi.healthPolicy) }).click();
  }
  const payout = page.getByRole('button', { name: new RegExp(`Klaim rawat jalan ${insured}`) });
  await expect(payout.first()).toBeVisible();
  await payout.first().click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Rp 1.100.000');
  await expect(detail).toContainText(number);
  await check(page, 'riwayat transaksi klaim');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Every notice of the claim is in Budi's inbox too: the bell counts the unread ones, and
  // the payment, newest, opens the claim and is then read.
  const bell = page.locator('.portal-header').getByRole('link', { name: /^Notifikasi/ });
  await expect(bell).toHaveAccessibleName(/^Notifikasi, \d+ belum dibaca$/);
  const unread = Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')![0]);
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Daftar notifikasi' });
  const paid = inbox.getByRole('listitem').filter({ hasText: 'Klaim dibayar' }).filter({
    hasText: number,
  });
  await expect(paid).toHaveCount(1);
  await expect(paid.getByRole('link')).toHaveAccessibleName(/^Belum dibaca: /);
  await expect(inbox.getByRole('listitem').filter({ hasText: number })).not.toHaveCount(0);
  await check(page, 'notifikasi');
  await paid.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/klaim/submission-detail\\?claim_number=${number}$`));
  await statusIs(page, 'Dibayar');
  await expect(bell).toHaveAccessibleName(
    unread > 1 ? `Notifikasi, ${unread - 1} belum dibaca` : 'Notifikasi',
  );
  await page.goBack();
  await expect(paid.getByRole('link')).toHaveAccessibleName(new RegExp(`^Klaim ${number}`));
  await page.getByRole('link', { name: 'Pengaturan notifikasi' }).click();
  await expect(page.getByRole('switch', { name: 'Email untuk Keamanan akun' })).toBeDisabled();
  await check(page, 'pengaturan notifikasi');
});
