// @vitest-environment jsdom
// The claims desk's actions that move a claim through its checks: start verification and
// documents complete (each after a confirmation), request documents (which, with notes), reject
// (a reason the customer reads), and an action another staff member beat (409: the server's
// message, the claim reloaded). Every action recorded with the staff member and the moment.
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
import { BUDI_CLAIM, SITI_CLAIM } from './testing/claimFixtures';
import { claimConflictMessage } from './testing/claimHandlers';

const t = setupClaimDeskTest();
const history = async () =>
  within(await claimArticle()).getByRole('list', { name: 'Riwayat klaim' });
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('verification and analysis', () => {
  it("'Mulai verifikasi' asks first; cancelling sends nothing; confirming moves the claim", async () => {
    renderClaim(BUDI_CLAIM);
    await userEvent.click(await screen.findByRole('button', { name: 'Mulai verifikasi' }));
    const ask = await dialog('Mulai verifikasi dokumen?');
    expect(ask).toHaveTextContent(`Klaim ${BUDI_CLAIM} Anda ambil untuk verifikasi dokumen`);
    await userEvent.click(within(ask).getByRole('button', { name: 'Batal' }));
    expect(t.actions).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Mulai verifikasi' }));
    await userEvent.click(
      within(await dialog('Mulai verifikasi dokumen?')).getByRole('button', {
        name: 'Ya, mulai verifikasi',
      }),
    );
    await waitFor(async () => expect(await statusShown()).toContain('Verifikasi Dokumen'));
    expect(t.actions).toEqual([
      { path: '/admin/claim/verify', body: { claim_number: BUDI_CLAIM } },
    ]);
    expect(await history()).toHaveTextContent(
      'Verifikasi Dokumen24 November 2026 pukul 13.40 WIBoleh admin.portal',
    );
    expect(await actionButtons()).toEqual([
      'Dokumen lengkap, lanjut analisa',
      'Minta dokumen',
      'Tolak',
    ]);
    expect(
      await screen.findByText(`Klaim ${BUDI_CLAIM} sedang diverifikasi dokumennya.`),
    ).toBeVisible();
    // Once the modal has gone, the focus is on the claim (the button pressed is gone).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Klaim ${BUDI_CLAIM}` })).toHaveFocus(),
    );
  });

  it("'Dokumen lengkap, lanjut analisa' moves a claim under verification to Dianalisa", async () => {
    renderClaim(SITI_CLAIM);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dokumen lengkap, lanjut analisa' }),
    );
    await userEvent.click(
      within(await dialog('Dokumen sudah lengkap?')).getByRole('button', {
        name: 'Ya, lanjut analisa',
      }),
    );
    await waitFor(async () => expect(await statusShown()).toContain('Dianalisa'));
    expect(t.actions).toEqual([
      { path: '/admin/claim/analyse', body: { claim_number: SITI_CLAIM } },
    ]);
    expect(await actionButtons()).toEqual(['Setujui', 'Minta dokumen', 'Tolak']);
  });

  it("409: another staff member was first; the server's message shows and the claim reloads", async () => {
    renderClaim(BUDI_CLAIM);
    await screen.findByRole('button', { name: 'Mulai verifikasi' });
    t.desk.moveElsewhere(BUDI_CLAIM, 'DOCUMENT_VERIFICATION', 'dian.klaim');
    await userEvent.click(screen.getByRole('button', { name: 'Mulai verifikasi' }));
    await userEvent.click(
      within(await dialog('Mulai verifikasi dokumen?')).getByRole('button', {
        name: 'Ya, mulai verifikasi',
      }),
    );
    const claim = t.desk.claims.find((c) => c.claim.claim_number === BUDI_CLAIM)!;
    const message = claimConflictMessage(claim, 'VERIFY');
    expect(message).toBe(
      `Klaim ${BUDI_CLAIM} berstatus Verifikasi Dokumen; tindakan ini hanya untuk klaim berstatus Diajukan. Muat ulang untuk melihat keadaan terkini.`,
    );
    expect(
      await screen.findByText(`${message} Klaim dimuat ulang dengan status terbaru.`),
    ).toBeVisible();
    await waitFor(async () => expect(await statusShown()).toContain('Verifikasi Dokumen'));
    expect(await history()).toHaveTextContent('oleh dian.klaim');
    expect(await actionButtons()).toEqual([
      'Dokumen lengkap, lanjut analisa',
      'Minta dokumen',
      'Tolak',
    ]);
  });
});

describe('request documents', () => {
  it('at least one type; each with an optional note, plus one for the customer', async () => {
    renderClaim(SITI_CLAIM);
    await userEvent.click(await screen.findByRole('button', { name: 'Minta dokumen' }));
    const form = await dialog('Minta dokumen kepada nasabah');
    const receipt = within(form).getByRole('checkbox', { name: 'Kwitansi asli rumah sakit' });
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(receipt).toHaveAccessibleDescription('1 berkas sudah dilampirkan');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim permintaan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Pilih setidaknya satu dokumen yang diminta.',
    );
    // The form's setFocus gives the focus in a task of its own.
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(t.actions).toHaveLength(0);

    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Hasil laboratorium atau pemeriksaan penunjang' }),
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Surat keterangan dokter' }));
    await userEvent.type(
      within(form).getByRole('textbox', {
        name: 'Catatan untuk Hasil laboratorium atau pemeriksaan penunjang (opsional)',
      }),
      'Hasil darah lengkap selama dirawat.',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Catatan umum untuk nasabah (opsional)' }),
      'Mohon lengkapi agar klaim dapat kami analisa.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(t.actions).toHaveLength(1));
    expect(t.actions[0]).toEqual({
      path: '/admin/claim/document/request',
      body: {
        claim_number: SITI_CLAIM,
        items: [
          { type: 'HASIL_LAB', note: 'Hasil darah lengkap selama dirawat.' },
          { type: 'SURAT_DOKTER', note: null },
        ],
        note: 'Mohon lengkapi agar klaim dapat kami analisa.',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await statusShown()).toContain('Dokumen Kurang');
    const request = within(await claimArticle()).getByRole('region', {
      name: 'Dokumen yang diminta',
    });
    expect(request).toHaveTextContent('Surat keterangan dokter');
    expect(
      await screen.findByText(
        `Permintaan dokumen klaim ${SITI_CLAIM} terkirim. Klaim menunggu dokumen dari nasabah.`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Klaim ${SITI_CLAIM}` })).toHaveFocus(),
    );
  });
});

describe('reject', () => {
  it('the reason is checked before sending, then sent trimmed; the customer reads it', async () => {
    renderClaim(BUDI_CLAIM);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const form = await dialog('Tolak klaim');
    const reason = within(form).getByRole('textbox', { name: 'Alasan penolakan (dibaca nasabah)' });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim penolakan' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Isi alasan penolakan\./);
    await userEvent.type(reason, 'Tidak jelas');
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Kurang.');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim penolakan' }));
    expect(reason).toHaveAccessibleDescription(/paling sedikit 10 karakter/);
    expect(t.actions).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Perawatan terjadi dalam masa tunggu 30 hari.  ');
    expect(within(form).getByText('44/500')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim penolakan' }));
    await waitFor(() => expect(t.actions).toHaveLength(1));
    expect(t.actions[0]).toEqual({
      path: '/admin/claim/reject',
      body: { claim_number: BUDI_CLAIM, reason: 'Perawatan terjadi dalam masa tunggu 30 hari.' },
    });
    await waitFor(async () => expect(await statusShown()).toContain('Ditolak'));
    expect(
      within(await claimArticle()).getByRole('region', { name: 'Alasan penolakan' }),
    ).toHaveTextContent('Perawatan terjadi dalam masa tunggu 30 hari.');
    expect(await actionButtons()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Klaim ${BUDI_CLAIM}` })).toHaveFocus(),
    );
  });

  it('409 in a form: the form closes, the message shows, the claim reloads', async () => {
    renderClaim(BUDI_CLAIM);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const form = await dialog('Tolak klaim');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Alasan penolakan/ }),
      'Perawatan terjadi dalam masa tunggu 30 hari.',
    );
    t.desk.moveElsewhere(BUDI_CLAIM, 'REJECTED');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim penolakan' }));
    expect(
      await screen.findByText(/berstatus Ditolak; tindakan ini hanya untuk klaim berstatus/),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await statusShown()).toContain('Ditolak'));
    expect(await actionButtons()).toEqual([]);
  });
});
