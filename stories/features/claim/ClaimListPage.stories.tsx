import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ClaimListPage from '../../../web/src/features/claim/ClaimListPage';
import { messages } from '../../../web/src/features/claim/messages';
import { manyClaims, REQUESTED_NO } from '../../../web/src/features/claim/testing/claims';
import {
  BUDI_UL,
  LAPSED_REASON,
  UNIT_LINK,
} from '../../../web/src/features/claim/testing/fixtures';
import { claimHandlers } from '../../../web/src/features/claim/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Riwayat Klaim': the customer's claims newest first, one in every status (status in words
 * and a mark), the one waiting for documents highlighted with 'Kirim Dokumen'; the status
 * filter; 'Ajukan Klaim' opens the chooser (policy, insured, benefit).
 */
const meta = {
  title: 'Klaim/Riwayat Klaim',
  component: ClaimListPage,
  parameters: { portal: { path: '/klaim', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...claimHandlers()),
} satisfies Meta<typeof ClaimListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => page().findByRole('region', { name: messages.list.heading });
const openChooser = async (user: { click: (el: Element) => Promise<void> }) => {
  await user.click(await page().findByRole('button', { name: messages.list.start }));
  return page().findByRole('region', { name: messages.chooser.heading });
};

/** Seven claims, one in every status; Dokumen Kurang stands out with its call to action. */
export const Daftar: Story = {
  play: async () => {
    const region = await list();
    const items = await within(region).findAllByRole('listitem');
    await expect(items).toHaveLength(7);
    for (const status of [
      'Diajukan',
      'Verifikasi Dokumen',
      'Dokumen Kurang',
      'Dianalisa',
      'Disetujui',
      'Ditolak',
      'Dibayar',
    ]) {
      await expect(within(region).getAllByText(status, { selector: '.kl-badge' }).length).toBe(1);
    }
    // Newest first: number, benefit, insured and amount; the number opens the detail.
    const first = items[0]!;
    await expect(within(first).getByText('Diajukan', { selector: '.kl-badge' })).toBeVisible();
    await expect(within(first).getByText('Rawat Jalan')).toBeVisible();
    await expect(first).toHaveTextContent('Budi Santoso');
    await expect(first).toHaveTextContent('Rp 650.000');
    await expect(within(first).getByRole('link', { name: /KLM-2026-001220/ })).toHaveAttribute(
      'href',
      '/klaim/submission-detail?claim_number=KLM-2026-001220',
    );
    const paid = items.find((item) => item.textContent?.includes('KLM-2026-001150'))!;
    await expect(within(paid).getByText('Dibayar', { selector: 'dt' })).toBeVisible();
    await expect(within(paid).getByText('Disetujui', { selector: 'dt' })).toBeVisible();
    // Only the claim waiting for documents stands out, in words, with the way to send them.
    const waiting = items.filter((item) => item.className.includes('kl-row--action'));
    await expect(waiting).toHaveLength(1);
    await expect(waiting[0]).toHaveTextContent(messages.list.needsAction);
    const send = within(region).getByRole('link', {
      name: `Kirim dokumen untuk klaim ${REQUESTED_NO}`,
    });
    await expect(send).toBeVisible();
    await expect(send).toHaveAttribute('href', `/klaim/support-docs?claim_number=${REQUESTED_NO}`);
  },
};

export const DaftarPonsel: Story = { ...Daftar, globals: viewport('phone') };

/** Only the approved ones. */
export const SaringStatus: Story = {
  parameters: { portal: { path: '/klaim?status=APPROVED', signedIn: true } },
  play: async () => {
    const region = await list();
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(1);
    await expect(within(region).getByLabelText(messages.list.filter)).toHaveValue('APPROVED');
  },
};

/** A long history: 10 a page. */
export const BanyakHalaman: Story = {
  beforeEach: ({ msw }) => msw.use(...claimHandlers({ claims: manyClaims(23) })),
  play: async ({ userEvent }) => {
    const region = await list();
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(page().getByRole('button', { name: /Berikutnya/ }));
    await expect(await page().findByText('Halaman 2 dari 3')).toBeVisible();
  },
};

/** No claim yet. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...claimHandlers({ claims: [] })),
  play: async () => {
    await expect(await page().findByRole('heading', { name: messages.list.empty })).toBeVisible();
    const start = page().getAllByRole('button', { name: messages.list.start });
    await expect(start).toHaveLength(1);
    await expect(start[0]).toBeVisible();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** While the list loads. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/api/claim/list')),
  play: async () => {
    await expect(await page().findByText(messages.list.loading)).toBeInTheDocument();
  },
};

/** The list could not be loaded: the server's message and 'Coba lagi'. */
export const GagalMemuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/api/claim/list',
        500,
        'Riwayat klaim tidak dapat dimuat saat ini. Silakan coba kembali.',
      ),
    ),
  play: async () => {
    await expect(await page().findByText(/tidak dapat dimuat/)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** 'Ajukan Klaim': the policies; the lapsed one shows why it cannot be claimed. */
export const Pemilih: Story = {
  play: async ({ userEvent }) => {
    const chooser = await openChooser(userEvent);
    const lapsed = await within(chooser).findByRole('radio', { name: /Sentosa Pendidikan Plus/ });
    await expect(lapsed).toBeDisabled();
    await expect(within(chooser).getByText(LAPSED_REASON)).toBeVisible();
    await expect(lapsed).toHaveAccessibleDescription(
      `${messages.chooser.notClaimable}: ${LAPSED_REASON}`,
    );
    const next = within(chooser).getByRole('button', { name: messages.chooser.next });
    await expect(next).toBeDisabled();
    await userEvent.click(within(chooser).getByRole('radio', { name: /Sentosa Medika Keluarga/ }));
    await userEvent.click(within(chooser).getByRole('radio', { name: 'Dimas Santoso (Anak)' }));
    await userEvent.click(within(chooser).getByRole('radio', { name: /^Rawat Inap/ }));
    // The claim form of that benefit, for that insured person.
    await userEvent.click(next);
    const claimed = await page().findByRole('region', { name: 'Yang diklaim' });
    await expect(within(claimed).getByText(/Dimas Santoso/)).toBeVisible();
  },
};

export const PemilihPonsel: Story = { ...Pemilih, globals: viewport('phone') };

/**
 * A benefit the server refuses (422): the navigation to the form is refused, the reason in
 * the popup, the customer stays on Riwayat Klaim with the chooser as it was.
 */
export const PemilihManfaatDitolak: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...claimHandlers({
        refusals: {
          [`${UNIT_LINK}:${BUDI_UL}:PENYAKIT_KRITIS`]:
            'Manfaat Penyakit Kritis baru dapat diklaim untuk kejadian mulai 31 Januari 2025 (masa tunggu 90 hari).',
        },
      }),
    ),
  play: async ({ userEvent }) => {
    const chooser = await openChooser(userEvent);
    await userEvent.click(
      await within(chooser).findByRole('radio', { name: /Sentosa Link Proteksi/ }),
    );
    // Its one insured person is chosen; the keyboard moves between the benefits.
    await expect(
      within(chooser).getByRole('radio', { name: 'Budi Santoso (Pemegang Polis)' }),
    ).toBeChecked();
    await userEvent.click(within(chooser).getByRole('radio', { name: /^Rawat Inap/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(chooser).getByRole('radio', { name: /^Penyakit Kritis/ })).toBeChecked();
    const next = within(chooser).getByRole('button', { name: messages.chooser.next });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    const dialog = await page().findByRole('dialog', { name: 'Peringatan' });
    await waitFor(() => expect(within(dialog).getByText(/masa tunggu 90 hari/)).toBeVisible());
    await expect(within(chooser).getByRole('radio', { name: /^Penyakit Kritis/ })).toBeChecked();
  },
};
