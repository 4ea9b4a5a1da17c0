import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PrivacyPage from '../../../web/src/features/privacy/PrivacyPage';
import {
  answeredRequest,
  dataExport,
  emptyOverview,
  EXPIRED_EXPORT,
  FAILED_EXPORT,
  overdueRequest,
  overview,
  PARTIAL_ANSWER,
  PREPARING_EXPORT,
} from '../../../web/src/features/privacy/testing/fixtures';
import {
  NO_PHONE,
  privacyServer,
  TOO_MANY_EXPORTS,
  type PrivacyServerOptions,
} from '../../../web/src/features/privacy/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Privasi dan Data Pribadi (/privasi; the server's notices link here): the copies of the
 * customer's data ('Minta salinan data', each copy's status, a ready one's PDF and JSON), the
 * consents with their proof (the terms required, each product offer a switch with 'Lihat
 * bukti') and the requests on their personal data with their deadlines.
 */
const meta = {
  title: 'Privasi/Privasi dan Data Pribadi',
  component: PrivacyPage,
  parameters: { portal: { path: '/privasi', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve =
  (options: PrivacyServerOptions = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...privacyServer(options).handlers);
  };

const section = (name: string) => page().findByRole('region', { name });
const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';

/** What the loaded page shows at any width. */
async function loaded() {
  await expect(
    await page().findByRole('heading', { level: 1, name: 'Privasi dan Data Pribadi' }),
  ).toBeInTheDocument();
  const copies = await section('Salinan data pribadi');
  await expect(within(copies).getByText('Siap diunduh')).toBeVisible();
  await expect(
    within(copies).getByRole('button', { name: 'Unduh salinan data pribadi (PDF, 48 KB)' }),
  ).toHaveTextContent('Unduh PDF · 48 KB');
  await expect(
    within(copies).getByRole('button', { name: 'Unduh salinan data pribadi (JSON, 23 KB)' }),
  ).toBeVisible();
  await expect(
    within(copies).getByText('Tersedia sampai 6 Desember 2026 pukul 09.00 WIB'),
  ).toBeVisible();

  const consents = await section('Persetujuan');
  const terms = consents.querySelector('[data-consent="TERMS"]')!;
  await expect(within(terms as HTMLElement).getByText('Wajib')).toBeVisible();
  await expect(within(terms as HTMLElement).getByText('Versi 2026.1')).toBeVisible();
  await expect(text(terms)).toContain(
    'Disetujui 05-01-2026 10.12 WIB lewat Portal TManKu dari 203.0.113.24',
  );
  await expect(text(terms)).toContain('tidak dapat ditarik di sini');
  await expect(within(terms as HTMLElement).queryByRole('switch')).not.toBeInTheDocument();
  await expect(
    within(consents).getByRole('switch', { name: 'Penawaran produk lewat email' }),
  ).toBeChecked();
  await expect(
    within(consents).getByRole('switch', { name: 'Penawaran produk lewat SMS' }),
  ).not.toBeChecked();

  const requests = await section('Permintaan atas data pribadi');
  const reviewed = within(requests).getByRole('article', {
    name: 'PDP-2026-000017 · Perbaikan data',
  });
  await expect(within(reviewed).getByText('Sedang ditinjau')).toBeVisible();
  await expect(text(reviewed)).toContain('Dijawab paling lambat 10 Desember 2026');
  const answered = within(requests).getByRole('article', {
    name: 'PDP-2026-000009 · Penghapusan data',
  });
  await expect(within(answered).getByText('Dilaksanakan sebagian')).toBeVisible();
  await expect(within(answered).getByText(PARTIAL_ANSWER)).toBeVisible();
  await expect(within(requests).getByRole('link', { name: 'Ajukan permintaan' })).toHaveAttribute(
    'href',
    '/privasi/permintaan',
  );
}

/** Everything in it: a ready copy, the consents, a request being reviewed and one answered. */
export const Lengkap: Story = {
  beforeEach: serve(),
  play: async () => {
    await loaded();
    const menu = page().getByRole('navigation', { name: 'Menu utama' });
    await expect(within(menu).getByRole('link', { name: 'Privasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LengkapPonsel: Story = {
  beforeEach: serve(),
  globals: viewport('phone'),
  play: loaded,
};

/** Nothing asked yet: no copies and no requests, said plainly. */
export const BelumAda: Story = {
  beforeEach: serve({ overview: emptyOverview() }),
  play: async () => {
    await expect(
      await page().findByText('Belum ada salinan yang diminta dalam 30 hari terakhir.'),
    ).toBeVisible();
    await expect(page().getByText('Belum ada permintaan atas data pribadi.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Minta salinan data' })).toBeEnabled();
  },
};

export const BelumAdaPonsel: Story = { ...BelumAda, globals: viewport('phone') };

/** 'Minta salinan data': a notice, and the copy being prepared at the top of the list. */
export const MintaSalinan: Story = {
  beforeEach: serve({ overview: emptyOverview(), prepareAfter: 1000 }),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Minta salinan data' }));
    await expect(await page().findByText(/Salinan data Anda sedang disiapkan/)).toBeVisible();
    const copies = await section('Salinan data pribadi');
    await expect(await within(copies).findByText('Sedang disiapkan')).toBeVisible();
    await expect(within(copies).getByRole('status')).toHaveTextContent(
      'Halaman ini diperbarui sendiri',
    );
  },
};

/** A copy being prepared: the page asks again by itself until it is ready. */
export const Disiapkan: Story = {
  beforeEach: serve({
    overview: overview({ exports: [dataExport(PREPARING_EXPORT, 'PREPARING')] }),
    // Ready from the second look on: the page's next look (4 s) shows it.
    prepareAfter: 0,
  }),
  play: async () => {
    const copies = await section('Salinan data pribadi');
    await expect(await within(copies).findByText('Sedang disiapkan')).toBeVisible();
    await expect(
      await within(copies).findByRole(
        'button',
        { name: 'Unduh salinan data pribadi (PDF, 48 KB)' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const DisiapkanPonsel: Story = {
  beforeEach: serve({
    overview: overview({ exports: [dataExport(PREPARING_EXPORT, 'PREPARING')] }),
    prepareAfter: 1000,
  }),
  globals: viewport('phone'),
  play: async () => {
    const copies = await section('Salinan data pribadi');
    await expect(await within(copies).findByText(/Sedang disiapkan, biasanya/)).toBeVisible();
  },
};

/** Expired and failed copies said plainly, without a download. */
export const KedaluwarsaDanGagal: Story = {
  beforeEach: serve({
    overview: overview({
      exports: [
        dataExport(FAILED_EXPORT, 'FAILED'),
        dataExport(EXPIRED_EXPORT, 'EXPIRED', '2026-11-10T02:00:00Z'),
      ],
    }),
  }),
  play: async () => {
    const copies = await section('Salinan data pribadi');
    await expect(await within(copies).findByText('Kedaluwarsa')).toBeVisible();
    await expect(within(copies).getByText(/sudah dihapus 7 hari setelah siap/)).toBeVisible();
    await expect(within(copies).getByText('Gagal disiapkan')).toBeVisible();
    await expect(
      within(copies).getByText('Salinan ini gagal disiapkan. Silakan minta salinan baru.'),
    ).toBeVisible();
    await expect(within(copies).queryByRole('button', { name: /^Unduh/ })).not.toBeInTheDocument();
  },
};

export const KedaluwarsaDanGagalPonsel: Story = {
  ...KedaluwarsaDanGagal,
  globals: viewport('phone'),
};

/** Three copies in 24 hours: the server's words with the time, beside the button. */
export const TerlaluSering: Story = {
  beforeEach: serve({ exportLimitReached: true }),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Minta salinan data' }));
    const copies = await section('Salinan data pribadi');
    await expect(await within(copies).findByRole('alert')).toHaveTextContent(TOO_MANY_EXPORTS);
    await expect(within(copies).getByText('Siap diunduh')).toBeVisible();
  },
};

export const TerlaluSeringPonsel: Story = { ...TerlaluSering, globals: viewport('phone') };

/** A ready copy downloaded: the progress, then where it was saved. */
export const Unduh: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    const copies = await section('Salinan data pribadi');
    await userEvent.click(
      await within(copies).findByRole('button', {
        name: 'Unduh salinan data pribadi (JSON, 23 KB)',
      }),
    );
    await expect(
      await within(copies).findByText(
        'Tersimpan sebagai data-pribadi-budi.santoso-2026-11-29.json.',
      ),
    ).toBeVisible();
  },
};

/** An offer given: the switch on, the new proof. */
export const PersetujuanDiberikan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    const sms = await page().findByRole('switch', { name: 'Penawaran produk lewat SMS' });
    await userEvent.click(sms);
    await waitFor(() => expect(sms).toBeChecked());
    const item = sms.closest('li')!;
    await waitFor(() =>
      expect(text(item)).toContain('Disetujui 29-11-2026 10.00 WIB lewat Portal TManKu'),
    );
    await expect(within(item).getByText('Aktif')).toBeVisible();
  },
};

/** No mobile number: the server's 422 under the switch, which returns to off. */
export const PersetujuanGagal: Story = {
  beforeEach: serve({ noPhone: true }),
  play: async ({ userEvent }) => {
    const sms = await page().findByRole('switch', { name: 'Penawaran produk lewat SMS' });
    await userEvent.click(sms);
    const item = sms.closest('li')!;
    await expect(await within(item).findByRole('alert')).toHaveTextContent(NO_PHONE);
    await waitFor(() => expect(sms).not.toBeChecked());
    await expect(sms).toHaveAccessibleDescription(new RegExp(NO_PHONE.slice(0, 30)));
  },
};

export const PersetujuanGagalPonsel: Story = { ...PersetujuanGagal, globals: viewport('phone') };

/** 'Lihat bukti': each time the offer was given or withdrawn, when, through what, from where. */
export const LihatBukti: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    const sms = await page().findByRole('switch', { name: 'Penawaran produk lewat SMS' });
    const item = sms.closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Lihat bukti' }));
    const history = within(item).getByRole('list', {
      name: 'Bukti persetujuan penawaran produk lewat sms',
    });
    const steps = within(history).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(text(steps[0]!)).toContain('Ditarik 14-06-2026 15.40 WIB');
    await expect(text(steps[0]!)).toContain('Lewat Portal TManKu · Alamat IP 198.51.100.7');
    await expect(text(steps[1]!)).toContain('Lewat Formulir SPAJ · Alamat IP Tidak tercatat');
    await expect(within(item).getByRole('button', { name: 'Sembunyikan bukti' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LihatBuktiPonsel: Story = { ...LihatBukti, globals: viewport('phone') };

/** A request past its deadline: said plainly, with the apology. */
export const PermintaanLewatBatas: Story = {
  beforeEach: serve({ overview: overview({ requests: [overdueRequest(), answeredRequest()] }) }),
  play: async () => {
    const request = await page().findByRole('article', {
      name: 'PDP-2026-000021 · Pembatasan pemrosesan',
    });
    await expect(within(request).getByText('Lewat batas waktu')).toBeVisible();
    await expect(within(request).getByText('Diterima')).toBeVisible();
    await expect(text(request)).toContain(
      'Ditinjau paling lambat 28 November 2026 pukul 08.00 WIB',
    );
    await expect(within(request).getByRole('note')).toHaveTextContent(
      'Batas waktu permintaan ini sudah lewat.',
    );
  },
};

export const PermintaanLewatBatasPonsel: Story = {
  ...PermintaanLewatBatas,
  globals: viewport('phone'),
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/privacy/overview')),
  play: async () => {
    await expect(await page().findByText('Memuat data privasi…')).toBeInTheDocument();
  },
};

/** The page cannot be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/privacy/overview',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().getByRole('alert')).toHaveTextContent('Proses tidak dapat dilanjutkan.');
  },
};
