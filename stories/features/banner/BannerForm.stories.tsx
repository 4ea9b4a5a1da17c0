import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import BannerAddPage from '../../../web/src/features/banner/BannerAddPage';
import { bannerEditPath } from '../../../web/src/features/banner/paths';
import { bannerDesk, conflictMessage } from '../../../web/src/features/banner/testing/handlers';
import { bannerPicture } from '../../../web/src/test/bannerPicture';
import { pending, problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Adding a banner (/cms/banner/add) and editing one (/cms/banner/:bannerId/edit): title,
 * alternative text, the picture uploaded with its progress and previewed 3:1 as customers
 * will see it, the link, the schedule in WIB and whether it is active; the server's
 * refusals on their fields, and on editing a 409 naming who changed the banner.
 */
const meta = {
  title: 'Admin/Banner Carousel/Formulir',
  component: BannerAddPage,
  parameters: { portal: { path: '/cms/banner/add', signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof BannerAddPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type User = Parameters<Play>[0]['userEvent'];

const TOO_LARGE = 'Ukuran gambar banner paling besar 2 MB.';
const UNSUPPORTED = 'Gambar banner harus JPEG, PNG atau WebP.';
const TOO_SMALL =
  'Gambar banner paling kecil 1280 x 427 piksel agar tetap tajam di layar lebar. Gunakan gambar yang lebih besar.';

async function pictureFile(): Promise<File> {
  const blob = await bannerPicture(1600, 0, 'Klaim rawat jalan lebih cepat');
  return new File([blob], 'klaim-cepat.png', { type: 'image/png' });
}

async function fill(user: User) {
  await user.type(await page().findByLabelText('Judul'), 'Klaim rawat jalan lebih cepat');
  await user.type(
    page().getByLabelText('Teks alternatif gambar'),
    'Ilustrasi dokter menyerahkan kuitansi kepada nasabah',
  );
  await user.selectOptions(page().getByRole('combobox', { name: 'Halaman yang dibuka' }), 'klaim');
}

const upload = async (user: User) =>
  user.upload(await page().findByLabelText('Gambar'), await pictureFile());
const preview = () => page().findByRole('figure', { name: 'Pratinjau di carousel' });

/** A new banner: active from now for thirty days, leading to a portal page. */
export const Kosong: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Tambah Banner' }),
    ).toBeInTheDocument();
    await expect(await page().findByRole('radio', { name: 'Halaman portal' })).toBeChecked();
    await expect(
      page().getByRole('switch', { name: 'Aktif (tayang sesuai jadwal)' }),
    ).toBeChecked();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** Saved without what is needed: each field says what is wrong; nothing is sent. */
export const TidakValid: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await page().findByLabelText('Judul'), 'Pr');
    await userEvent.click(page().getByRole('radio', { name: 'Alamat di luar portal (https)' }));
    await userEvent.type(page().getByLabelText('Alamat https'), 'http://contoh.co.id');
    await userEvent.click(page().getByRole('button', { name: 'Simpan banner' }));
    await expect(await page().findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await expect(page().getByText('Isi judul banner (3 sampai 80 karakter).')).toBeVisible();
    await expect(page().getByText('Unggah gambar banner.')).toBeVisible();
    await expect(
      page().getByText('Alamat harus lengkap, diawali https:// dan tanpa spasi.'),
    ).toBeVisible();
  },
};

export const TidakValidPonsel: Story = { ...TidakValid, globals: viewport('phone') };

/** The picture on its way: its progress, and the file itself as the preview meanwhile. */
export const Mengunggah: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/admin/banner/image')),
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await upload(userEvent);
    await expect(
      await page().findByRole('progressbar', { name: 'Kemajuan unggahan gambar' }),
    ).toBeVisible();
    await expect(await preview()).toHaveTextContent('Pratinjau dari berkas Anda');
  },
};

/** The server's own result: cropped 3:1, in its WebP sizes, with the title under it. */
export const Pratinjau: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await upload(userEvent);
    const figure = await preview();
    await waitFor(() =>
      expect(within(figure).getByRole('img')).toHaveAttribute(
        'srcset',
        expect.stringMatching(/-1920\.webp 1920w$/),
      ),
    );
    // The file control names the picture's file and offers to replace it.
    await expect(page().getByText(/^klaim-cepat\.png · \d+(,\d)? [KM]B$/)).toBeVisible();
    await expect(page().getByRole('button', { name: uploadMessages.replace })).toBeVisible();
    await expect(figure).toHaveTextContent('Klaim rawat jalan lebih cepat');
    await expect(figure).toHaveTextContent('Disimpan dalam lebar 640, 1280 dan 1920 piksel');
    // Beside it, the phone's size and the rule for words drawn in the picture.
    await expect(figure).toHaveTextContent('Ponsel (343 × 114 piksel)');
    const rule = within(figure).getByRole('note', { name: 'Tulisan di dalam gambar' });
    await expect(rule).toHaveTextContent(
      'Di ponsel gambar ini tampil hanya 18% dari lebarnya (1920 piksel).',
    );
    await expect(rule).toHaveTextContent('tinggi hurufnya paling sedikit 68 piksel');
    await expect(rule).toHaveTextContent(
      'Pesan banner disampaikan lewat judul dan teks alternatif',
    );
  },
};

/** On a desktop the phone's preview is the phone's own size: 343 px wide. */
export const PratinjauDesktop: Story = {
  play: async (context) => {
    await Pratinjau.play?.(context);
    const phone = (await preview()).querySelector('.cms-preview__pane--phone .cms-preview__frame');
    await expect(phone?.getBoundingClientRect().width).toBe(343);
  },
};

export const PratinjauPonsel: Story = { ...Pratinjau, globals: viewport('phone') };

const refused = (status: number, message: string): Story => ({
  beforeEach: ({ msw }) =>
    msw.use(http.post('*/admin/banner/image', () => problem(status, message))),
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await upload(userEvent);
    await expect(await page().findByText(message)).toBeVisible();
    await expect(page().getByLabelText('Judul')).toHaveValue('Klaim rawat jalan lebih cepat');
  },
});

/** More than 2 MB: refused while it streams in. */
export const Gagal413: Story = refused(413, TOO_LARGE);
/** Not a picture by its content (a PDF renamed .png). */
export const Gagal415: Story = refused(415, UNSUPPORTED);
/** Smaller than 1280 x 427. */
export const Gagal422: Story = refused(422, TOO_SMALL);
export const Gagal422Ponsel: Story = { ...Gagal422, globals: viewport('phone') };

/** Saved: back on the list, with the notice and the new banner last. */
export const Tersimpan: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await upload(userEvent);
    await waitFor(async () =>
      expect(within(await preview()).getByRole('img')).toHaveAttribute('srcset'),
    );
    await userEvent.click(page().getByRole('button', { name: 'Simpan banner' }));
    await expect(
      await page().findByText('Banner "Klaim rawat jalan lebih cepat" disimpan.'),
    ).toBeVisible();
    const table = await page().findByRole('table', { name: 'Daftar banner carousel' });
    await expect(within(table).getByText('Klaim rawat jalan lebih cepat')).toBeVisible();
  },
};

/** Editing: the banner as it is, and its history (who, when, which fields). */
export const Ubah: Story = {
  parameters: { portal: { path: bannerEditPath('BNR-000001'), signedIn: 'admin' } },
  play: async () => {
    await expect(await page().findByLabelText('Judul')).toHaveValue(
      'Cek rumah sakit rekanan cashless terdekat',
    );
    const history = page().getByRole('region', { name: 'Riwayat perubahan' });
    await expect(history).toHaveTextContent('Diubah oleh dewi.marketing');
    await expect(history).toHaveTextContent('Yang berubah: judul, jadwal');
    // The schedule in WIB as Indonesians write it: dd/mm/yyyy and a 24-hour time.
    await expect(page().getByLabelText('Tanggal mulai')).toHaveValue('12/11/2026');
    await expect(page().getByLabelText('Jam mulai')).toHaveValue('00:00');
    await expect(page().getByLabelText('Tanggal selesai')).toHaveValue('10/02/2027');
    await expect(page().getByLabelText('Jam selesai')).toHaveValue('23:59');
  },
};

export const UbahPonsel: Story = { ...Ubah, globals: viewport('phone') };

/** The end date's calendar: the month in Indonesian, Monday first, on the banner's end. */
export const JadwalKalender: Story = {
  parameters: { portal: { path: bannerEditPath('BNR-000001'), signedIn: 'admin' } },
  play: async ({ userEvent }) => {
    await page().findByLabelText('Tanggal selesai');
    await userEvent.click(
      page().getByRole('button', { name: 'Pilih tanggal selesai di kalender' }),
    );
    const calendar = await page().findByRole('dialog', { name: 'Kalender tanggal selesai' });
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('Februari 2027');
    await expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((day) => day.textContent),
    ).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Rabu, 10 Februari 2027/),
    );
    const box = calendar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const JadwalKalenderPonsel: Story = { ...JadwalKalender, globals: viewport('phone') };

/** Someone else changed it since it was read: who and when, and 'Muat ulang banner'. */
export const Konflik409: Story = {
  parameters: { portal: { path: bannerEditPath('BNR-000002'), signedIn: 'admin' } },
  beforeEach: ({ msw }) => {
    const desk = bannerDesk();
    const banner = {
      ...desk.banners[1]!.banner,
      updated_by: 'rina.marketing',
      updated_at: '2026-11-26T09:41:00+07:00',
    };
    msw.use(http.post('*/admin/banner/update', () => problem(409, conflictMessage(banner))));
  },
  play: async ({ userEvent }) => {
    const title = await page().findByLabelText('Judul');
    await userEvent.clear(title);
    await userEvent.type(title, 'QRIS untuk semua premi');
    await userEvent.click(page().getByRole('button', { name: 'Simpan perubahan' }));
    await expect(
      await page().findByText(/diubah oleh rina\.marketing pada 26-11-2026 09\.41 WIB/),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: 'Muat ulang banner' })).toBeVisible();
    await expect(page().getByLabelText('Judul')).toHaveValue('QRIS untuk semua premi');
  },
};

export const Konflik409Ponsel: Story = { ...Konflik409, globals: viewport('phone') };
