// @vitest-environment jsdom
// Adding and editing a banner: the fields' rules before sending (the contract's, and the
// link and schedule rules the server keeps too), the picture checked, uploaded with its
// progress and previewed 3:1 (the chosen file first, then the server's WebP sizes), the
// server's refusals of a picture (413, 415, 422) under the field, the body sent in WIB, a
// 422 on its field, and on the edit page the history and a 409 naming who changed the
// banner, with a way to load it again. Nothing typed is lost on a refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { dateMessages } from '../../components/date/messages';
import { ToastHost } from '../../components/ToastHost';
import { companyProfileHandler, problem } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import BannerAddPage from './BannerAddPage';
import BannerEditPage from './BannerEditPage';
import { BANNER_NOW } from './testing/fixtures';
import { bannerDesk, conflictMessage, type BannerDesk } from './testing/handlers';

const server = setupServer(companyProfileHandler());
let desk: BannerDesk;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  desk = bannerDesk();
  server.use(...desk.handlers);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:banner'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/cms/banner" element={<p>daftar banner</p>} />
        <Route path="/cms/banner/add" element={<BannerAddPage now={BANNER_NOW} />} />
        <Route path="/cms/banner/:bannerId/edit" element={<BannerEditPage now={BANNER_NOW} />} />
      </Routes>
      <ToastHost />
    </>,
    { route: path },
  );
}

const picture = (type = 'image/png', size = 300_000) =>
  new File([new Uint8Array(size)], 'spanduk.png', { type });
const field = (name: string) => screen.getByLabelText(name);
/** Types over a field's text, as a person does. */
async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  await user.type(field(name), text);
}

async function fillBanner(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Judul'), 'Klaim rawat jalan lebih cepat');
  await user.type(field('Teks alternatif gambar'), 'Ilustrasi dokter dan kuitansi klaim');
  await user.upload(field('Gambar'), picture());
  await screen.findByRole('img', { name: 'Ilustrasi dokter dan kuitansi klaim' });
  await waitFor(() => expect(field('Gambar')).toBeEnabled());
}

describe('adding a banner', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/add');
    await user.type(await screen.findByLabelText('Judul'), ' Promo');
    await user.click(screen.getByRole('radio', { name: 'Alamat di luar portal (https)' }));
    await user.type(screen.getByLabelText('Alamat https'), 'http://contoh.co.id');
    // The schedule in WIB: a date typed dd/mm/yyyy and a 24-hour time.
    await retype(user, 'Tanggal mulai', '20/11/2026');
    await retype(user, 'Jam mulai', '0800');
    await retype(user, 'Tanggal selesai', '25/11/2026');
    await retype(user, 'Jam selesai', '10:00');
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    expect(field('Teks alternatif gambar')).toHaveAccessibleDescription(
      /Isi teks alternatif gambar/,
    );
    expect(screen.getByText('Unggah gambar banner.')).toBeVisible();
    expect(screen.getByLabelText('Alamat https')).toHaveAccessibleDescription(
      /Alamat harus lengkap, diawali https:\/\//,
    );
    // Both parts say it (the moment itself is past) and give their format.
    expect(field('Tanggal selesai')).toHaveAccessibleDescription(
      `Tanggal selesai sudah lewat. Pilih waktu yang akan datang. ${dateMessages.format}`,
    );
    expect(field('Jam selesai')).toHaveAccessibleDescription(
      `Tanggal selesai sudah lewat. Pilih waktu yang akan datang. ${dateMessages.timeFormat}`,
    );
    expect(field('Judul')).toHaveValue(' Promo'); // nothing typed is lost
    expect(desk.sent).toEqual([]);
    await retype(user, 'Tanggal selesai', '19/11/2026');
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    expect(await screen.findByText('Tanggal selesai harus setelah tanggal mulai.')).toBeVisible();
  });

  it('uploads the picture with its progress, previews it 3:1 and saves the banner in WIB', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/add');
    await user.type(await screen.findByLabelText('Judul'), 'Klaim rawat jalan lebih cepat');
    await user.type(field('Teks alternatif gambar'), 'Ilustrasi dokter dan kuitansi klaim');
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    server.use(
      http.post('*/admin/banner/image', async () => {
        await held;
        return undefined; // then the desk answers
      }),
    );
    await user.upload(field('Gambar'), picture());
    // While it uploads: the file itself as the preview, and the progress.
    expect(
      await screen.findByRole('progressbar', { name: 'Kemajuan unggahan gambar' }),
    ).toBeVisible();
    const preview = screen.getByRole('figure', { name: 'Pratinjau di carousel' });
    expect(within(preview).getByRole('img')).toHaveAttribute('src', 'blob:banner');
    expect(preview).toHaveTextContent('Klaim rawat jalan lebih cepat');
    release();
    // Then the server's own result: its WebP sizes.
    await waitFor(() =>
      expect(within(preview).getByRole('img')).toHaveAttribute(
        'srcset',
        expect.stringMatching(/-640\.webp 640w, .*-1280\.webp 1280w, .*-1920\.webp 1920w$/),
      ),
    );
    expect(preview).toHaveTextContent('Disimpan dalam lebar 640, 1280 dan 1920 piksel (WebP).');
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Halaman yang dibuka'), 'Riwayat Klaim');
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    expect(await screen.findByText('daftar banner')).toBeVisible();
    expect(
      await screen.findByText('Banner "Klaim rawat jalan lebih cepat" disimpan.'),
    ).toBeVisible();
    expect(desk.sent).toEqual([
      {
        path: '/admin/banner/create',
        body: {
          title: 'Klaim rawat jalan lebih cepat',
          alt_text: 'Ilustrasi dokter dan kuitansi klaim',
          image_id: 'DiunggahBaruGGGGGGGGG1',
          link_kind: 'ROUTE',
          link_route: 'klaim',
          link_url: null,
          start_at: '2026-11-26T10:00:00+07:00',
          end_at: '2026-12-26T23:59:00+07:00',
          active: true,
        },
      },
    ]);
  });

  it('refuses a file that is not a picture or too large before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/cms/banner/add');
    await user.upload(await screen.findByLabelText('Gambar'), picture('application/pdf'));
    expect(await screen.findByText('Gambar banner harus JPEG, PNG atau WebP.')).toBeVisible();
    await user.upload(field('Gambar'), picture('image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Ukuran gambar banner paling besar 2 MB.')).toBeVisible();
  });

  it.each([
    [413, 'Ukuran gambar banner paling besar 2 MB.'],
    [415, 'Gambar banner harus JPEG, PNG atau WebP.'],
    [
      422,
      'Gambar banner paling kecil 1280 x 427 piksel agar tetap tajam di layar lebar. Gunakan gambar yang lebih besar.',
    ],
  ])(
    'shows the server’s %s for a picture under the field, keeping the form',
    async (status, message) => {
      const user = userEvent.setup();
      renderAt('/cms/banner/add');
      await user.type(await screen.findByLabelText('Judul'), 'Promo baru');
      server.use(http.post('*/admin/banner/image', () => problem(status, message)));
      await user.upload(field('Gambar'), picture());
      expect(await screen.findByText(message)).toBeVisible();
      // (the file control's button, which assistive technology meets, carries the error)
      expect(screen.getByRole('button', { name: 'Pilih berkas' })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(screen.queryByRole('figure')).toBeNull();
      expect(field('Judul')).toHaveValue('Promo baru');
      expect(screen.queryByRole('dialog')).toBeNull(); // no popup: the field says it
    },
  );

  it('keeps a picture the server could not store (503) and sends it again with Coba lagi', async () => {
    const message =
      'Penyimpanan dokumen sedang tidak dapat dijangkau. Berkas Anda belum tersimpan; coba lagi beberapa saat lagi.';
    const user = userEvent.setup();
    renderAt('/cms/banner/add');
    await user.type(await screen.findByLabelText('Judul'), 'Promo baru');
    server.use(http.post('*/admin/banner/image', () => problem(503, message), { once: true }));
    await user.upload(field('Gambar'), picture());
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull(); // no popup: the field says it
    expect(screen.queryByRole('figure')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unggah ulang spanduk.png' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(await screen.findByRole('figure')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unggah ulang spanduk.png' })).toBeNull();
    expect(screen.getByText(/spanduk\.png/)).toBeVisible();
    expect(field('Judul')).toHaveValue('Promo baru');
  });

  it('the schedule: a time that is none is refused on its part; the calendar gives the date', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/add');
    await fillBanner(user);
    await user.selectOptions(screen.getByLabelText('Halaman yang dibuka'), 'Pengaturan');
    await retype(user, 'Jam selesai', '2460');
    expect(field('Jam selesai')).toHaveValue('24:60');
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    expect(await screen.findByText('Isi tanggal dan jam selesai.')).toBeVisible();
    expect(field('Jam selesai')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Tanggal selesai')).not.toHaveAttribute('aria-invalid');
    expect(field('Jam selesai')).toHaveFocus();
    expect(desk.sent).toEqual([]);

    await retype(user, 'Jam selesai', '17.30');
    expect(field('Jam selesai')).toHaveValue('17:30');
    // A new banner ends thirty days after today (26 November 2026): the calendar opens there.
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal selesai di kalender' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender tanggal selesai' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('Desember 2026');
    expect(document.activeElement).toHaveAccessibleName('Sabtu, 26 Desember 2026');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(field('Tanggal selesai')).toHaveValue('27/12/2026');
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    await waitFor(() => expect(desk.sent).toHaveLength(1));
    expect(desk.sent[0]).toMatchObject({
      path: '/admin/banner/create',
      body: { end_at: '2026-12-27T17:30:00+07:00' },
    });
  });

  it('puts a 422 of the server on its field', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/add');
    await fillBanner(user);
    await user.selectOptions(screen.getByLabelText('Halaman yang dibuka'), 'Pengaturan');
    const message = 'Tanggal selesai sudah lewat. Pilih waktu yang akan datang.';
    server.use(
      http.post('*/admin/banner/create', () =>
        problem(422, message, { errors: [{ field: 'end_at', message }] }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan banner' }));
    await waitFor(() =>
      expect(field('Tanggal selesai')).toHaveAccessibleDescription(
        `${message} ${dateMessages.format}`,
      ),
    );
    expect(field('Tanggal selesai')).toHaveFocus();
    expect(field('Judul')).toHaveValue('Klaim rawat jalan lebih cepat');
  });
});

describe('editing a banner', () => {
  it('fills the form from the banner, shows its history and saves with the version read', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/BNR-000001/edit');
    expect(await screen.findByLabelText('Judul')).toHaveValue(
      'Cek rumah sakit rekanan cashless terdekat',
    );
    // In WIB, as Indonesians write them.
    expect(field('Tanggal mulai')).toHaveValue('12/11/2026');
    expect(field('Jam mulai')).toHaveValue('00:00');
    expect(field('Tanggal selesai')).toHaveValue('10/02/2027');
    expect(field('Jam selesai')).toHaveValue('23:59');
    expect(screen.getByLabelText('Halaman yang dibuka')).toHaveValue('hospital-partner');
    const history = screen.getByRole('region', { name: 'Riwayat perubahan' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Diubah oleh dewi.marketing');
    expect(items[0]).toHaveTextContent('20 Nov 2026, 15.40 WIB');
    expect(items[0]).toHaveTextContent('Yang berubah: judul, jadwal');
    expect(items[1]).toHaveTextContent('Dibuat oleh admin.portal');

    await user.clear(field('Judul'));
    await user.type(field('Judul'), 'Rumah sakit rekanan cashless di dekat Anda');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('daftar banner')).toBeVisible();
    expect(desk.sent[0]).toMatchObject({
      path: '/admin/banner/update',
      body: {
        banner_id: 'BNR-000001',
        version: 2,
        title: 'Rumah sakit rekanan cashless di dekat Anda',
        image_id: 'RumahSakitRekananAAAAA',
        start_at: '2026-11-12T00:00:00+07:00',
        end_at: '2027-02-10T23:59:00+07:00',
      },
    });
  });

  it('names who changed the banner meanwhile (409) and loads it again on request', async () => {
    const user = userEvent.setup();
    renderAt('/cms/banner/BNR-000002/edit');
    await user.clear(await screen.findByLabelText('Judul'));
    await user.type(field('Judul'), 'QRIS untuk semua premi');
    const entry = desk.banners.find((b) => b.banner.banner_id === 'BNR-000002')!;
    entry.banner = {
      ...entry.banner,
      version: 2,
      title: 'Bayar premi dengan QRIS',
      updated_by: 'rina.marketing',
      updated_at: '2026-11-26T09:41:00+07:00',
    };
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflictMessage(entry.banner));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Banner ini baru saja diubah oleh rina.marketing pada 26-11-2026 09.41 WIB.',
    );
    expect(field('Judul')).toHaveValue('QRIS untuk semua premi'); // still what was typed
    await user.click(screen.getByRole('button', { name: 'Muat ulang banner' }));
    await waitFor(() => expect(field('Judul')).toHaveValue('Bayar premi dengan QRIS'));
  });

  it('says so when the banner cannot be loaded', async () => {
    renderAt('/cms/banner/BNR-000404/edit');
    expect(await screen.findByText('Banner tidak ditemukan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar banner' })).toHaveAttribute(
      'href',
      '/cms/banner',
    );
  });
});
