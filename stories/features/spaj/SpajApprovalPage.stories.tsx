import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../../web/src/features/spaj/messages';
import SpajApprovalPage from '../../../web/src/features/spaj/pages/SpajApprovalPage';
import {
  AGUS_NO,
  DECLINED_NO,
  DEWI_NO,
  EXPIRED_NO,
  ISSUED_NO,
  REJECTED_NO,
  RIGHT_CODE,
  RINA_NO,
} from '../../../web/src/features/spaj/testing/fixtures';
import { spajServer } from '../../../web/src/features/spaj/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const o = messages.offer;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
// The route has a parameter (/SPAJ_approved/:id): the app renders its own screen.
const at = (spaj: string) => ({
  portal: { path: `/SPAJ_approved/${spaj}`, spaj, storyAsScreen: false },
});

/**
 * The underwriter's decision (/SPAJ_approved/{spaj_number}, payment layout): the premium and
 * how it is made, the exclusion, the coverage; approving with a code (wrong, locked, right),
 * declining with a reason behind OK / TIDAK; and the decision in its other states.
 */
const meta = {
  title: 'SPAJ/Keputusan Underwriting',
  component: SpajApprovalPage,
  parameters: at(RINA_NO),
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...spajServer().handlers),
} satisfies Meta<typeof SpajApprovalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = () => page().findByRole('table', { name: o.breakdownTitle });
const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
async function code(userEvent: User) {
  await ready();
  await userEvent.click(page().getByRole('button', { name: o.approve }));
  await userEvent.click(await page().findByRole('button', { name: o.sendCode }));
  return page().findByLabelText('Kode OTP (6 angka)');
}

/** Open: the final premium, a 50% loading with its reason, one exclusion; the header names
 * the decision (nothing is paid on this page). */
export const Terbuka: Story = {
  play: async () => {
    const table = await ready();
    // The final premium and each part of it; the exclusion; until when it may be approved.
    const final = page().getByText(o.finalPremium, { selector: '.spaj-final__label' });
    await expect(text(final.nextElementSibling!)).toBe('Rp 760.000');
    await expect(within(table).getAllByRole('row').map(text)).toEqual([
      'Premi Sentosa Proteksi Jiwa 20Rp 450.000',
      'Premi Sentosa Penyakit KritisRp 85.000',
      `${o.basePremium}Rp 535.000`,
      `${o.loadingLine(50)}Rp 225.000`,
      'Alasan: Tekanan darah di atas normal pada pemeriksaan kesehatan (150/95 mmHg).',
      `${o.extraPremium}Rp 225.000`,
      `${o.finalPremium}Rp 760.000`,
    ]);
    await expect(page().getByText(o.amountsPer('Bulanan'))).toBeVisible();
    await expect(page().getByRole('region', { name: o.exclusionsTitle })).toHaveTextContent(
      /batu ginjal.*Alasan: Riwayat batu ginjal/,
    );
    await expect(page().getByText(/Berlaku untuk disetujui sampai \d+ \w+ \d{4}\./)).toBeVisible();
    await expect(page().getByText('Keputusan SPAJ')).toBeVisible();
    await expect(page().queryByText('Pembayaran TManKu')).toBeNull();
    await expect(page().getByText(o.exclusionsIntro)).toBeVisible();
    await expect(page().getByRole('button', { name: o.decline })).toBeVisible();
  },
};

export const TerbukaDesktop: Story = { ...Terbuka, globals: viewport('desktop') };

/** 'Setujui': where the code goes (the masked phone or e-mail on the SPAJ). */
export const PilihSaluranKode: Story = {
  play: async ({ userEvent }) => {
    await ready();
    await userEvent.click(page().getByRole('button', { name: o.approve }));
    await expect(
      await page().findByRole('radio', { name: o.channelSms('+62 812-****-4410') }),
    ).toBeChecked();
  },
};

/** The code form after a wrong code: told once, as the field's error. */
export const KodeSalah: Story = {
  play: async ({ userEvent }) => {
    const field = await code(userEvent);
    await userEvent.type(field, '111111');
    await userEvent.click(page().getByRole('button', { name: o.approveSubmit }));
    await expect(await page().findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Kode OTP salah. Sisa percobaan 4 kali.');
    await expect(page().getAllByText(/Sisa percobaan/)).toHaveLength(1);
  },
};

export const KodeSalahDesktop: Story = { ...KodeSalah, globals: viewport('desktop') };

/** Five wrong codes: locked until the time it says. */
export const KodeTerkunci: Story = {
  play: async ({ userEvent }) => {
    const field = await code(userEvent);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.clear(field);
      await userEvent.type(field, '000000');
      await userEvent.click(page().getByRole('button', { name: o.approveSubmit }));
      await page().findByRole('alert');
    }
    await expect(
      await page().findByText('Terlalu banyak percobaan. Silakan coba lagi setelah 30 menit.'),
    ).toBeVisible();
    await expect(field).toBeDisabled();
  },
};

/** The right code: on to the first premium. */
export const Disetujui: Story = {
  play: async ({ userEvent }) => {
    const field = await code(userEvent);
    await userEvent.type(field, RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: o.approveSubmit }));
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pembayaran Premi Pertama' }),
    ).toBeVisible();
  },
};

/** 'Tolak': 'Alasan lain' needs a note. */
export const FormulirTolak: Story = {
  play: async ({ userEvent }) => {
    await ready();
    await userEvent.click(page().getByRole('button', { name: o.decline }));
    await userEvent.selectOptions(await page().findByLabelText(o.reasonLegend), 'OTHER');
    await userEvent.click(page().getByRole('button', { name: o.declineSubmit }));
    await expect(await page().findByText(o.noteRequired)).toBeVisible();
  },
};

export const FormulirTolakDesktop: Story = { ...FormulirTolak, globals: viewport('desktop') };

/** The confirmation before declining (OK / TIDAK). */
export const KonfirmasiTolak: Story = {
  play: async ({ userEvent }) => {
    await ready();
    await userEvent.click(page().getByRole('button', { name: o.decline }));
    await userEvent.selectOptions(await page().findByLabelText(o.reasonLegend), 'PREMIUM_TOO_HIGH');
    await userEvent.click(page().getByRole('button', { name: o.declineSubmit }));
    const dialog = await page().findByRole('dialog', { name: o.declineConfirmTitle });
    // The modal fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toBeVisible(),
    );
  },
};

/** Declined here: the application ends. */
export const Ditolak: Story = {
  play: async ({ userEvent }) => {
    await ready();
    await userEvent.click(page().getByRole('button', { name: o.decline }));
    await userEvent.selectOptions(await page().findByLabelText(o.reasonLegend), 'PREMIUM_TOO_HIGH');
    await userEvent.click(page().getByRole('button', { name: o.declineSubmit }));
    const dialog = await page().findByRole('dialog', { name: o.declineConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await page().findByRole('heading', { name: o.state.declinedTitle })).toBeVisible();
  },
};

/** The decision in another state: said, with the way on (to pay only when `pay`), no 'Setujui'. */
const state = (spaj: string, title: string, pay?: boolean): Story => ({
  parameters: at(spaj),
  play: async () => {
    const status = await page().findByRole('status', { name: title });
    await expect(status).toBeVisible();
    if (pay === undefined) return;
    await expect(within(status).getByRole('link', { name: o.state.toFollowUp })).toHaveAttribute(
      'href',
      '/spaj/follow-up',
    );
    await expect(within(status).queryByRole('link', { name: o.state.pay }) !== null).toBe(pay);
    await expect(page().queryByRole('button', { name: o.approve })).toBeNull();
  },
});

/** Approved earlier: the first premium to pay. */
export const SudahDisetujui = state(AGUS_NO, o.state.approvedTitle, true);
export const SudahDitolakPemohon = state(DECLINED_NO, o.state.declinedTitle, false);
export const SudahKedaluwarsa = state(EXPIRED_NO, o.state.expiredTitle, false);
export const BelumAdaKeputusan = state(DEWI_NO, o.state.noneTitle, false);
export const PolisSudahTerbit = state(ISSUED_NO, o.state.issuedTitle);
export const PengajuanDitolakUnderwriter = state(REJECTED_NO, o.state.rejectedTitle);
