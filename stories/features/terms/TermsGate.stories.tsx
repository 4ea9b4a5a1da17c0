// The gate's header styles come from components/modals.css, which the default layout always
// loads (IdleWarningModal); the gate alone does not import it.
import '../../../web/src/components/modals.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TermsGate } from '../../../web/src/features/terms/TermsGate';
import {
  accepted,
  neverAccepted,
  newServerState,
  termsHandlers,
  type TermsServerState,
} from '../../../web/src/features/terms/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page, sleep } from '../../support/page';
import { viewport } from '../../support/viewports';

let server: TermsServerState = newServerState();

/**
 * The static modal the default layout shows while the customer has not accepted the terms
 * in force. Alone with its `onLogout` (`shell: false`), and over Data Polis in the portal.
 */
const meta = {
  title: 'Syarat dan Ketentuan/Persetujuan (TermsGate)',
  component: TermsGate,
  args: { onLogout: fn() },
  parameters: { portal: { path: '/polis/detail', signedIn: true, shell: false } },
  beforeEach: ({ msw }) => {
    server = newServerState();
    msw.use(...termsHandlers(server));
  },
} satisfies Meta<typeof TermsGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const gate = () => page().findByRole('dialog', { name: 'Pembaruan Syarat dan Ketentuan' });

/** Open: version, the scrollable text, 'Keluar' and 'Setuju' (disabled), no close button. */
export const Terbuka: Story = {
  play: async () => {
    const modal = await gate();
    await expect(
      within(modal).getByText(/telah diperbarui sejak versi 2025\.1 yang Anda setujui/),
    ).toBeInTheDocument();
    await expect(within(modal).getByText('Versi 2026.1')).toBeInTheDocument();
    const text = within(modal).getByRole('region', { name: 'Teks syarat dan ketentuan' });
    await expect(
      await within(text).findByText('Syarat dan Ketentuan Penggunaan TManKu'),
    ).toBeInTheDocument();
    // The text scrolls from the keyboard too.
    await expect(text).toHaveAttribute('tabindex', '0');
    await expect(within(modal).queryByRole('button', { name: /tutup|close/i })).toBeNull();
    await expect(within(modal).getByRole('button', { name: 'Setuju' })).toBeDisabled();
  },
};

/** A first-time customer (never accepted any version): a first acceptance, not an update. */
export const PertamaKali: Story = {
  beforeEach: () => {
    server.validity = neverAccepted;
  },
  play: async () => {
    const modal = await page().findByRole('dialog', {
      name: 'Persetujuan Syarat dan Ketentuan',
    });
    await expect(within(modal).getByText(/untuk pertama kali/)).toBeInTheDocument();
    await expect(within(modal).queryByText(/diperbarui/)).toBeNull();
  },
};

/** Escape does not close it (static modal). */
export const TidakBisaDitutup: Story = {
  play: async ({ userEvent, args }) => {
    const modal = await gate();
    await sleep(350); // end of the fade-in
    await userEvent.keyboard('{Escape}');
    await sleep(400);
    await expect(page().getByRole('dialog')).toBe(modal);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Ticking and 'Setuju' stores the version and closes the gate. */
export const Menyetujui: Story = {
  play: async ({ userEvent }) => {
    const modal = await gate();
    await within(modal).findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Setuju' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(server.stored).toEqual([{ tnc_version: '2026.1' }]);
    // Closed without asking the server again.
    await expect(server.validityRequests).toBe(1);
  },
};

/** 'Keluar' signs out instead. */
export const Keluar: Story = {
  play: async ({ userEvent, args }) => {
    const modal = await gate();
    await userEvent.click(within(modal).getByRole('button', { name: 'Keluar' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(server.stored).toEqual([]);
  },
};

/** The text is loading inside the gate. */
export const MemuatTeks: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/termscondition/load')),
  play: async () => {
    const modal = await gate();
    await expect(
      await within(modal).findByText('Memuat syarat dan ketentuan…'),
    ).toBeInTheDocument();
  },
};

/** Storing fails: the gate stays open and says so. */
export const GagalMenyimpan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('post', '*/termscondition/store', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async ({ userEvent }) => {
    const modal = await gate();
    await within(modal).findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Setuju' }));
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(
      await within(modal).findByText('Persetujuan Anda belum tersimpan. Silakan coba lagi.'),
    ).toBeInTheDocument();
    await expect(page().getByRole('dialog', { name: 'Pembaruan Syarat dan Ketentuan' })).toBe(
      modal,
    );
  },
};

/** Already accepted: no gate at all, the terms text is not even loaded. */
export const SudahDisetujui: Story = {
  beforeEach: () => {
    server.validity = accepted;
  },
  play: async () => {
    await waitFor(() => expect(server.validityRequests).toBe(1));
    await sleep(100);
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(server.textRequests).toBe(0);
  },
};

/** In the portal: the gate holds Data Polis until the customer accepts. */
export const DiAtasDataPolis: Story = {
  parameters: {
    portal: { path: '/polis/detail', signedIn: true, shell: true, storyAsScreen: false },
  },
  play: async ({ userEvent }) => {
    const modal = await gate();
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis', hidden: true }),
    ).toBeInTheDocument();
    await within(modal).findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await userEvent.click(within(modal).getByRole('checkbox'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Setuju' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      await page().findByRole('heading', { level: 2, name: 'Sentosa Link Proteksi Maksima' }),
    ).toBeInTheDocument();
  },
};

/** On a phone the gate fills the screen. */
export const Ponsel: Story = {
  ...Terbuka,
  globals: viewport('phone'),
};
