// A complaint (POJK 22/2023) across the tiers, on the desktop with axe in both colour
// schemes: Budi files one from Hubungi Kami with a scan attached and reads its acknowledgement
// (register number, the deadline in working days) in the portal and in his e-mail; a staff
// member finds it on the complaint desk, where the demo's late complaint already stands out,
// and answers it before its deadline; Budi reads the answer. Then the server's clock moves
// three weeks on (CLOCK_FILE): every complaint still unanswered is past its deadline, and the
// desk flags each one. The clock is put back whatever happens.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { projectDir, type ProjectName } from './support/run';
import { BUDI, signIn, staffDesk } from './support/portal';

const NUMBER = /ADU-\d{4}-\d{6}/;
const SUBJECT = 'Klaim rawat inap belum ada kabar';
const STORY =
  'Klaim rawat inap saya diajukan tiga minggu lalu dengan dokumen lengkap, tetapi belum ada kabar sama sekali.';
const ANSWER =
  'Klaim Bapak sudah kami analisa dan disetujui hari ini; dana ditransfer dalam 3 hari kerja.';

async function check(page: Page, screen: string): Promise<void> {
  await expectNoHorizontalOverflow(page, screen);
  await expectAccessibleInBothSchemes(page, screen);
  await snap(page, screen.replace(/\s+/g, '-'));
}

/** A one-page PDF, as a scanner writes one. */
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
    name: 'surat-klaim.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(body, 'latin1'),
  };
}

/** Moves the project's server clock by `days` (CLOCK_FILE holds the offset in seconds). */
function moveServerClock(project: ProjectName, days: number): void {
  writeFileSync(join(projectDir(project), 'clock'), `${days * 86_400}\n`);
}

test('Budi files a complaint, staff answer it in time; unanswered ones are flagged late', async ({
  page,
  browser,
  outbox,
}) => {
  const project = test.info().project.name as ProjectName;
  test.setTimeout(180_000);
  await signIn(page, outbox, BUDI);

  const mark = outbox.mark();
  const number = await test.step('the form from Hubungi Kami, with a scan', async () => {
    await openMenu(page, 'Hubungi Kami');
    await page
      .getByRole('region', { name: 'Sampaikan pengaduan' })
      .getByRole('link', { name: 'Ajukan Pengaduan' })
      .click();
    await expect(page).toHaveURL(/\/pengaduan\/baru$/);
    await page.getByLabel('Pokok pengaduan').selectOption({ label: 'Klaim' });
    await page.getByLabel('Polis').selectOption({ index: 1 });
    await page.getByLabel('Judul').fill(SUBJECT);
    await page.getByLabel('Uraian').fill(STORY);
    await page.getByLabel('Tambah berkas lampiran pengaduan').setInputFiles(scan('Surat klaim'));
    await expect(page.getByText('Terunggah')).toBeVisible({ timeout: 20_000 });
    await check(page, '01 complaint form');
    await page.getByRole('button', { name: 'Kirim Pengaduan' }).click();

    // The acknowledgement: the register number and the deadline in working days.
    await expect(page).toHaveURL(/\/pengaduan\/detail\?complaint_number=ADU-/);
    const receipt = page.getByRole('region', { name: 'Pengaduan Anda kami terima' });
    await expect(receipt).toContainText(/Kami menjawab paling lambat .+ \(5 hari kerja\)\./);
    await expect(page.getByText('surat-klaim.pdf')).toBeVisible();
    await check(page, '02 complaint acknowledged');
    const found = NUMBER.exec(await receipt.innerText());
    expect(found, 'the acknowledgement names the register number').not.toBeNull();
    return found?.[0] ?? '';
  });

  await test.step('the acknowledgement in his e-mail too', async () => {
    const mail = await outbox.code(mark, { purpose: 'COMPLAINT_RECEIVED' });
    expect(mail.to).toBe(BUDI.email);
  });

  const staff = await staffDesk(browser, outbox);
  await test.step("the complaint desk: the new complaint, the demo's late one flagged", async () => {
    const card = staff.getByRole('region', { name: 'Pengaduan Nasabah' });
    await card.getByRole('link', { name: 'Lihat antrean pengaduan' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Antrean Pengaduan' })).toBeVisible();
    await expect(
      staff.getByText(/1 pengaduan lewat batas waktu dan belum dijawab\./),
    ).toBeVisible();
    const row = staff.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('Budi Santoso');
    await expect(row).toContainText(/Sisa [1-5] hari kerja/);
    await expect(row).not.toContainText('Lewat batas waktu');
    await expect(staff.getByRole('row').filter({ hasText: 'Lewat batas waktu' })).toHaveCount(1);
    await check(staff, '03 complaint queue');
    await row.getByRole('link', { name: /^Periksa pengaduan / }).click();
    await expect(staff.getByText(STORY)).toBeVisible();
    await check(staff, '04 complaint review');
  });

  await test.step("'Jawab' before the deadline", async () => {
    await staff.getByRole('button', { name: 'Jawab', exact: true }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Jawaban untuk nasabah').fill(ANSWER);
    await dialog.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText('Dijawab').first()).toBeVisible();
    await snap(staff, '05-complaint-answered');
  });

  await test.step('Budi reads the answer', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Jawaban kami' })).toContainText(ANSWER);
    await check(page, '06 complaint answer');
  });

  try {
    await test.step('three weeks later, every unanswered complaint is flagged late', async () => {
      moveServerClock(project, 21);
      await staff.context().close();
      const later = await staffDesk(browser, outbox);
      await later.getByRole('region', { name: 'Pengaduan Nasabah' }).getByRole('link').click();
      const rows = later.getByRole('row').filter({ hasText: /ADU-\d{4}-\d{6}/ });
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      await expect(later.getByRole('row').filter({ hasText: 'Lewat batas waktu' })).toHaveCount(
        count,
      );
      await expect(
        later.getByRole('status').filter({ hasText: 'lewat batas waktu' }),
      ).toContainText(`${count} pengaduan lewat batas waktu dan belum dijawab.`);
      await check(later, '07 complaint queue late');
      await later.context().close();
    });
  } finally {
    moveServerClock(project, 0);
  }
});
