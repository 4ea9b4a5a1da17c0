// @vitest-environment jsdom
// The money actions of the claims desk: approve (whole rupiah with thousand separators, at most
// the claimed amount and the remaining limit, deduction lines adding up to the difference with
// a live check; the server's 422 on its field) and mark paid (a transfer date between the
// approval and today, the bank reference uppercased as typed).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  actionButtons,
  claimArticle,
  renderClaim,
  setupClaimDeskTest,
  statusShown,
} from './testing/claimDeskTest';
import { HENDRA_CLAIM, RINA_CLAIM, RUDI_CLAIM } from './testing/claimFixtures';

const t = setupClaimDeskTest();
const openForm = async (button: string, title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
};
const amountField = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: 'Jumlah disetujui' });

describe('approve', () => {
  it('below the claimed amount: deduction lines must add up to the difference, checked live', async () => {
    renderClaim(RUDI_CLAIM);
    const form = await openForm('Setujui', 'Setujui klaim');
    expect(form).toHaveTextContent('Jumlah diklaimRp 12.500.000');
    expect(form).toHaveTextContent('Sisa limit manfaatRp 80.000.000');
    expect(form).toHaveTextContent('Paling banyak disetujuiRp 12.500.000');
    const amount = amountField(form);
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.type(amount, 'Rp11750000');
    expect(amount).toHaveValue('11.750.000');

    const lines = within(form).getByRole('group', { name: 'Potongan' });
    expect(lines).toHaveTextContent('Jelaskan potongan sebesar Rp 750.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    const label1 = within(lines).getByRole('textbox', { name: 'Keterangan potongan 1' });
    expect(label1).toHaveAccessibleDescription('Isi keterangan potongan.');
    expect(label1).toHaveFocus();
    await userEvent.type(label1, 'Biaya administrasi rumah sakit');
    await userEvent.type(
      within(lines).getByRole('textbox', { name: 'Jumlah potongan 1' }),
      '500000',
    );
    expect(lines).toHaveTextContent('Jumlah potonganRp 500.000');
    expect(lines).toHaveTextContent('Belum dijelaskanRp 250.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    expect(within(lines).getByRole('alert')).toHaveTextContent(
      'Jumlah potongan Rp 500.000 harus sama dengan selisih Rp 750.000.',
    );
    expect(t.actions).toHaveLength(0);

    await userEvent.click(within(lines).getByRole('button', { name: 'Tambah potongan' }));
    await userEvent.type(
      within(lines).getByRole('textbox', { name: 'Keterangan potongan 2' }),
      'Kamar di atas hak kelas',
    );
    await userEvent.type(
      within(lines).getByRole('textbox', { name: 'Jumlah potongan 2' }),
      '250000',
    );
    expect(lines).toHaveTextContent('Potongan sama dengan selisihnya.');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Catatan untuk nasabah (opsional)' }),
      'Sesuai rincian biaya rumah sakit.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    await waitFor(() => expect(t.actions).toHaveLength(1));
    expect(t.actions[0]).toEqual({
      path: '/admin/claim/approve',
      body: {
        claim_number: RUDI_CLAIM,
        approved_amount: 11_750_000,
        deductions: [
          { label: 'Biaya administrasi rumah sakit', amount: 500_000 },
          { label: 'Kamar di atas hak kelas', amount: 250_000 },
        ],
        note: 'Sesuai rincian biaya rumah sakit.',
      },
    });
    await waitFor(async () => expect(await statusShown()).toContain('Disetujui'));
    const a = await claimArticle();
    const decision = within(a).getByRole('region', { name: 'Keputusan' });
    expect(decision).toHaveTextContent('Jumlah disetujuiRp 11.750.000');
    expect(decision).toHaveTextContent('Kamar di atas hak kelasRp 250.000');
    expect(within(a).getByRole('region', { name: 'Batas manfaat saat ini' })).toHaveTextContent(
      'Terpakai (disetujui/dibayar)Rp 31.750.000',
    );
    expect(await actionButtons()).toEqual(['Tandai dibayar']);
    expect(
      await screen.findByText(
        new RegExp(`Klaim ${RUDI_CLAIM} disetujui sebesar Rp\\s11\\.750\\.000\\.`),
      ),
    ).toBeVisible();
  });

  it('the whole claimed amount needs no deductions and sends none', async () => {
    renderClaim(RUDI_CLAIM);
    const form = await openForm('Setujui', 'Setujui klaim');
    await userEvent.type(amountField(form), '12500000');
    expect(within(form).queryByRole('group', { name: 'Potongan' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    await waitFor(() => expect(t.actions).toHaveLength(1));
    expect(t.actions[0]!.body).toEqual({
      claim_number: RUDI_CLAIM,
      approved_amount: 12_500_000,
      deductions: [],
      note: null,
    });
  });

  it('above the remaining limit or the claimed amount is refused before sending', async () => {
    renderClaim(RINA_CLAIM);
    const form = await openForm('Setujui', 'Setujui klaim');
    expect(form).toHaveTextContent('Sisa limit manfaatRp 2.500.000');
    expect(form).toHaveTextContent('Paling banyak disetujuiRp 2.500.000');
    const amount = amountField(form);
    await userEvent.type(amount, '3000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    expect(amount).toHaveAccessibleDescription(
      /Jumlah disetujui melebihi sisa limit manfaat, Rp\s2\.500\.000\./,
    );
    expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3500000');
    expect(amount).toHaveAccessibleDescription(
      /paling banyak jumlah yang diklaim, Rp\s3\.200\.000\./,
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(amount).toHaveAccessibleDescription(/paling sedikit Rp\s1/);
    expect(t.actions).toHaveLength(0);
  });

  it("the server's 422 (the limit changed meanwhile) shows on the amount; the form stays", async () => {
    renderClaim(RINA_CLAIM);
    const form = await openForm('Setujui', 'Setujui klaim');
    // Another claim on the same benefit was approved since the page loaded.
    t.desk.claims.find((c) => c.claim.claim_number === RINA_CLAIM)!.limit.remaining_amount =
      1_000_000;
    await userEvent.type(amountField(form), '2500000');
    const lines = within(form).getByRole('group', { name: 'Potongan' });
    await userEvent.type(
      within(lines).getByRole('textbox', { name: 'Keterangan potongan 1' }),
      'Melebihi limit rawat jalan tahunan',
    );
    await userEvent.type(
      within(lines).getByRole('textbox', { name: 'Jumlah potongan 1' }),
      '700000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui klaim' }));
    // The server's message on the field it names (not repeated above the form).
    await waitFor(() =>
      expect(amountField(form)).toHaveAccessibleDescription(
        /Jumlah disetujui melebihi sisa limit manfaat \(Rp\s1\.000\.000\)\./,
      ),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(amountField(form)).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Setujui klaim' })).toBeVisible();
    expect(await statusShown()).toContain('Dianalisa');
  });
});

describe('mark paid', () => {
  it('a transfer date between the approval and today, the bank reference in capitals', async () => {
    renderClaim(HENDRA_CLAIM);
    const form = await openForm('Tandai dibayar', 'Tandai klaim dibayar');
    expect(form).toHaveTextContent('Transfer Rp 8.250.000 ke rekening nasabah:');
    expect(form).toHaveTextContent('Bank Mandiri (008) 1270004455667');
    expect(form).toHaveTextContent('a.n. Hendra Gunawan');
    const date = within(form).getByLabelText('Tanggal transfer');
    // Its calendar offers only the days from the approval to today; Esc closes the calendar,
    // not the form around it.
    await userEvent.click(
      within(form).getByRole('button', { name: 'Pilih tanggal transfer di kalender' }),
    );
    const calendar = await screen.findByRole('dialog', { name: 'Kalender tanggal transfer' });
    expect(document.activeElement).toHaveAccessibleName('Selasa, 24 November 2026, hari ini');
    for (const day of ['Sabtu, 21 November 2026', 'Rabu, 25 November 2026']) {
      expect(
        within(calendar).getByRole('button', { name: `${day}, tidak dapat dipilih` }),
      ).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kalender tanggal transfer' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Tandai klaim dibayar' })).toBeVisible();
    const reference = within(form).getByRole('textbox', { name: 'Referensi transfer bank' });

    await userEvent.click(within(form).getByRole('button', { name: 'Tandai dibayar' }));
    expect(date).toHaveAccessibleDescription(/Isi tanggal transfer\./);
    expect(reference).toHaveAccessibleDescription(/Isi referensi transfer bank\./);
    expect(date).toHaveFocus();
    await userEvent.type(date, '25/11/2026');
    expect(date).toHaveAccessibleDescription(/tidak boleh di masa depan/);
    await userEvent.clear(date);
    await userEvent.type(date, '21/11/2026');
    expect(date).toHaveAccessibleDescription(/sebelum klaim disetujui \(22 November 2026\)/);
    await userEvent.type(reference, 'trf1');
    expect(reference).toHaveValue('TRF1');
    expect(reference).toHaveAccessibleDescription(/6 sampai 40 karakter/);
    expect(t.actions).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, '23/11/2026');
    await userEvent.clear(reference);
    await userEvent.type(reference, 'mdr-trf-55012977');
    expect(reference).toHaveValue('MDR-TRF-55012977');
    await userEvent.click(within(form).getByRole('button', { name: 'Tandai dibayar' }));
    await waitFor(() => expect(t.actions).toHaveLength(1));
    expect(t.actions[0]).toEqual({
      path: '/admin/claim/pay',
      body: {
        claim_number: HENDRA_CLAIM,
        transfer_date: '2026-11-23',
        transfer_reference: 'MDR-TRF-55012977',
      },
    });
    await waitFor(async () => expect(await statusShown()).toContain('Dibayar'));
    const payout = within(await claimArticle()).getByRole('region', { name: 'Pembayaran' });
    expect(payout).toHaveTextContent('23 November 2026');
    expect(payout).toHaveTextContent('MDR-TRF-55012977');
    expect(payout).toHaveTextContent('TRX-20261123-100733');
    expect(await actionButtons()).toEqual([]);
    expect(
      within(await claimArticle()).getByRole('list', { name: 'Riwayat klaim' }),
    ).toHaveTextContent('Transfer MDR-TRF-55012977.');
  });
});
