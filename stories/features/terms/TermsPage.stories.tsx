import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import TermsPage from '../../../web/src/features/terms/TermsPage';
import {
  accepted,
  newServerState,
  termsHandlers,
  type TermsServerState,
} from '../../../web/src/features/terms/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/** The terms server of the story: what the customer accepted, what the page stored. */
let server: TermsServerState = newServerState();

/**
 * The page on its own (`shell: false`): in the portal, a customer who has not accepted the
 * version in force sees the terms gate over every page, this one included (see
 * 'Syarat dan Ketentuan/Persetujuan'); the page's own form is catalogued here.
 */
const meta = {
  title: 'Syarat dan Ketentuan/Halaman',
  component: TermsPage,
  parameters: { portal: { path: '/term-condition', signedIn: true, shell: false } },
  beforeEach: ({ msw }) => {
    server = newServerState();
    msw.use(...termsHandlers(server));
  },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsHeading = () =>
  page().findByRole('heading', { level: 2, name: 'Syarat dan Ketentuan Penggunaan TManKu' });
const setuju = () => page().getByRole('button', { name: 'Setuju' });
const agree = () => page().getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ });

/** In the portal (menu 'Syarat dan Ketentuan'): the customer accepted version 2026.1. */
export const SudahDisetujui: Story = {
  parameters: { portal: { path: '/term-condition', signedIn: true, shell: true } },
  beforeEach: () => {
    server.validity = accepted;
  },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' }),
    ).toBeInTheDocument();
    await termsHeading();
    await expect(
      await page().findByText('Anda telah menyetujui Syarat dan Ketentuan versi 2026.1.'),
    ).toBeInTheDocument();
    await expect(page().queryByRole('checkbox')).toBeNull();
    await expect(
      page().getByRole('link', { name: 'www.sentosaraya.co.id/privasi' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Version 2026.1 not accepted yet: 'Setuju' waits for the checkbox. */
export const BelumDisetujui: Story = {
  play: async ({ userEvent }) => {
    await termsHeading();
    await expect(await page().findByText(/Mohon baca dan setujui/)).toBeInTheDocument();
    await expect(page().getByText('Versi 2026.1')).toBeInTheDocument();
    await expect(setuju()).toBeDisabled();
    await userEvent.click(agree());
    await expect(setuju()).toBeEnabled();
  },
};

/** Ticking and 'Setuju' stores the acceptance of the version in force. */
export const Menyetujui: Story = {
  play: async ({ userEvent }) => {
    await termsHeading();
    await userEvent.click(await page().findByRole('checkbox'));
    await userEvent.click(setuju());
    await expect(
      await page().findByText('Anda telah menyetujui Syarat dan Ketentuan versi 2026.1.'),
    ).toBeInTheDocument();
    await expect(server.stored).toEqual([{ tnc_version: '2026.1' }]);
  },
};

/** The acceptance is being stored: 'Menyimpan…'. */
export const Menyimpan: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/termscondition/store')),
  play: async ({ userEvent }) => {
    await termsHeading();
    await userEvent.click(await page().findByRole('checkbox'));
    await userEvent.click(setuju());
    await expect(await page().findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};

/** Storing fails: the popup, then the form says so and 'Setuju' can be pressed again. */
export const GagalMenyimpan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('post', '*/termscondition/store', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async ({ userEvent }) => {
    await termsHeading();
    await userEvent.click(await page().findByRole('checkbox'));
    await userEvent.click(setuju());
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByText('Persetujuan Anda belum tersimpan. Silakan coba lagi.'),
    ).toBeInTheDocument();
    await expect(setuju()).toBeEnabled();
  },
};

/** The text is loading: placeholder lines, the article busy, nothing to agree to. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/termscondition/load')),
  play: async () => {
    await expect(await page().findByText('Memuat syarat dan ketentuan…')).toBeInTheDocument();
    await expect(page().getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The text cannot load: inline error with 'Coba lagi'; the checkbox stays disabled. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/termscondition/load', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Syarat dan ketentuan tidak dapat dimuat saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    await expect(await page().findByRole('checkbox')).toBeDisabled();
  },
};

/** The server answers something that is not a string: the error 'invalid return value'. */
export const JawabanBukanTeks: Story = {
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/termscondition/load', () => HttpResponse.json({ html: '<p>Syarat</p>' }))),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Syarat dan ketentuan tidak dapat dimuat saat ini.',
    );
    await expect(page().queryByText('Syarat')).toBeNull();
  },
};

/** On a phone, in the portal. */
export const Ponsel: Story = {
  ...SudahDisetujui,
  globals: viewport('phone'),
};
