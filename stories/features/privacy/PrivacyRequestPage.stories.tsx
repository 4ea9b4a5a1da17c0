import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PrivacyRequestPage from '../../../web/src/features/privacy/PrivacyRequestPage';
import {
  CORRECT_TEXT,
  emptyOverview,
  ERASE_TEXT,
  overview,
} from '../../../web/src/features/privacy/testing/fixtures';
import {
  alreadyOpen,
  privacyServer,
  type PrivacyServerOptions,
} from '../../../web/src/features/privacy/testing/handlers';
import { pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The request form (/privasi/permintaan, from 'Ajukan permintaan' on Privasi): the kind as
 * cards with a line each, for an erasure the data the law makes us keep, the description with
 * its count; sent once, then back to Privasi with a notice naming the number and the deadlines.
 */
const meta = {
  title: 'Privasi/Ajukan Permintaan',
  component: PrivacyRequestPage,
  parameters: { portal: { path: '/privasi/permintaan', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof PrivacyRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const serve =
  (options: PrivacyServerOptions = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...privacyServer({ overview: emptyOverview(), ...options }).handlers);
  };

const kind = (name: RegExp) => page().findByRole('radio', { name });
const description = () => page().getByRole('textbox', { name: 'Uraian permintaan' });
const send = () => page().getByRole('button', { name: 'Kirim permintaan' });
const RETENTION = 'Data yang wajib kami simpan walau Anda minta dihapus';

async function choose(userEvent: User, name: RegExp) {
  await userEvent.click(await kind(name));
}

/** The three kinds, each with what it does; nothing chosen yet, no retention list. */
export const Bawaan: Story = {
  beforeEach: serve(),
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Permintaan atas Data Pribadi' }),
    ).toBeInTheDocument();
    const group = await page().findByRole('group', { name: 'Jenis permintaan' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(await kind(/Perbaikan data/)).toHaveAccessibleDescription(
      /Data Anda salah atau tidak lengkap/,
    );
    await expect(await kind(/Pembatasan pemrosesan/)).toHaveAccessibleDescription(
      /menunda atau membatasi pemrosesan/,
    );
    await expect(await kind(/Penghapusan data/)).toHaveAccessibleDescription(
      /kecuali data yang wajib kami simpan/,
    );
    await expect(page().queryByRole('region', { name: RETENTION })).not.toBeInTheDocument();
    await expect(page().getByText('0/2000')).toBeVisible();
  },
};

export const BawaanPonsel: Story = { ...Bawaan, globals: viewport('phone') };

/** Perbaikan data: its hint under the description. */
export const Perbaikan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Perbaikan data/);
    await expect(description()).toHaveAccessibleDescription(
      /Sebutkan data yang salah dan data yang benar\. 20 sampai 2000 karakter\./,
    );
    await userEvent.type(description(), CORRECT_TEXT);
    await expect(page().getByText(`${CORRECT_TEXT.length}/2000`)).toBeVisible();
  },
};

/** Pembatasan pemrosesan: its hint. */
export const Pembatasan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Pembatasan pemrosesan/);
    await expect(description()).toHaveAccessibleDescription(
      /Sebutkan data dan pemrosesan yang ingin Anda batasi/,
    );
    await expect(page().queryByRole('region', { name: RETENTION })).not.toBeInTheDocument();
  },
};

/** Penghapusan data: what the law makes us keep, how long and why, before the description. */
export const Penghapusan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Penghapusan data/);
    const retention = await page().findByRole('region', { name: RETENTION });
    await expect(within(retention).getByText('Polis, premi, klaim dan transaksi')).toBeVisible();
    await expect(
      within(retention).getByText('Masa simpan: 10 tahun setelah polis berakhir'),
    ).toBeVisible();
    await expect(
      within(retention).getByText('Dasar hukum: UU 8/1997 tentang Dokumen Perusahaan'),
    ).toBeVisible();
    await expect(
      within(retention).getByText('Data identitas dan Pengkinian Data (APU-PPT)'),
    ).toBeVisible();
    // Before the description.
    await expect(
      retention.compareDocumentPosition(description()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const PenghapusanPonsel: Story = { ...Penghapusan, globals: viewport('phone') };

/** Sent with nothing chosen or written, then too short: the form says what is missing. */
export const Validasi: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Kirim permintaan' }));
    await expect(page().getByText('Pilih jenis permintaan.')).toBeVisible();
    await expect(page().getByText('Uraikan permintaan Anda.')).toBeVisible();
    await expect(await kind(/Perbaikan data/)).toHaveFocus();
    await choose(userEvent, /Perbaikan data/);
    await userEvent.type(description(), 'Tanggal lahir');
    await expect(page().queryByText('Pilih jenis permintaan.')).not.toBeInTheDocument();
    await expect(description()).toHaveAccessibleDescription(/Uraian paling sedikit 20 karakter\./);
    await expect(description()).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidasiPonsel: Story = { ...Validasi, globals: viewport('phone') };

/** One of the same kind still open: the server's 422 in its words, everything kept. */
export const MasihAdaYangSama: Story = {
  beforeEach: serve({ overview: overview() }),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Perbaikan data/);
    await userEvent.type(description(), CORRECT_TEXT);
    await userEvent.click(send());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      alreadyOpen('Perbaikan data', 'PDP-2026-000017'),
    );
    await expect(description()).toHaveValue(CORRECT_TEXT);
    await expect(await kind(/Perbaikan data/)).toBeChecked();
  },
};

export const MasihAdaYangSamaPonsel: Story = {
  ...MasihAdaYangSama,
  globals: viewport('phone'),
};

/** Sending: the button waits. */
export const Mengirim: Story = {
  beforeEach: ({ msw }) => {
    // The first matching handler answers: the pending submission before the server's.
    msw.use(
      pending('post', '*/privacy/request/submit'),
      ...privacyServer({ overview: emptyOverview() }).handlers,
    );
  },
  play: async ({ userEvent }) => {
    await choose(userEvent, /Penghapusan data/);
    await userEvent.type(description(), ERASE_TEXT);
    await userEvent.click(send());
    await expect(await page().findByRole('button', { name: 'Mengirim…' })).toBeDisabled();
  },
};

/** Received: back on Privasi with the number and the deadlines, the request listed. */
export const Terkirim: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Penghapusan data/);
    await userEvent.type(description(), ERASE_TEXT);
    await userEvent.click(send());
    await expect(
      await page().findByText(
        'Permintaan PDP-2026-000031 diterima. Kami meninjaunya paling lambat 2 Desember 2026 pukul 10.00 WIB dan menjawabnya paling lambat 13 Desember 2026.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        page().getByRole('article', { name: 'PDP-2026-000031 · Penghapusan data' }),
      ).toBeVisible(),
    );
  },
};

export const TerkirimPonsel: Story = { ...Terkirim, globals: viewport('phone') };

/** Leaving with a description typed asks first. */
export const TinggalkanFormulir: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await choose(userEvent, /Perbaikan data/);
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('dialog', { name: 'Tinggalkan formulir?' });
    await expect(dialog).toHaveTextContent('belum dikirim dan akan hilang');
  },
};
