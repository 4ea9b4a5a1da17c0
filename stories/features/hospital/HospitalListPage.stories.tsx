import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import HospitalListPage from '../../../web/src/features/hospital/HospitalListPage';
import { TEBET } from '../../../web/src/features/hospital/testing/fixtures';
import {
  fakeGeolocation,
  type GeolocationAnswer,
} from '../../../web/src/features/hospital/testing/geolocation';
import { regionHandlers } from '../../../web/src/features/hospital/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Rumah Sakit Rekanan': partner hospitals and clinics by name, region and service, 20 per
 * page, ordered by name or, after 'Gunakan lokasi saya', by distance. Filters in the URL.
 */
const meta = {
  title: 'Rumah Sakit Rekanan/Daftar',
  component: HospitalListPage,
  parameters: { portal: { path: '/hospital-partner', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...regionHandlers()),
} satisfies Meta<typeof HospitalListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (search: string) => ({ portal: { path: `/hospital-partner${search}`, signedIn: true } });
const results = () => page().findByRole('region', { name: 'Daftar rumah sakit rekanan' });
const rows = async () => within(await results()).findAllByRole('article');
const locationButton = () => page().findByRole('button', { name: 'Gunakan lokasi saya' });
/** The browser's location for this story, put back after it. */
const withGeolocation = (answer: GeolocationAnswer) => () => fakeGeolocation(answer).restore;

/** Every partner by name: kind, place, services, cashless mark, phone, detail. */
export const Daftar: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Rumah Sakit Rekanan' }),
    ).toBeInTheDocument();
    const list = await rows();
    await expect(list).toHaveLength(20);
    await expect(list.slice(0, 3).map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Klinik Gigi Senyum Braga',
      'Klinik Pratama Darmo Sehat',
      'Klinik Pratama Kuningan Sehat',
    ]);
    await expect(page().getByText('24 rumah sakit dan klinik')).toBeVisible();
    await expect(page().getByText('Halaman 1 dari 2')).toBeInTheDocument();
    const row = page().getByRole('article', { name: 'RS Cipta Husada Menteng' });
    await expect(within(row).getByText('Rumah Sakit')).toBeInTheDocument();
    await expect(
      within(row).getByText('Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta'),
    ).toBeInTheDocument();
    await expect(
      within(within(row).getByRole('list', { name: 'Layanan' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rawat Inap', 'Rawat Jalan', 'IGD 24 Jam', 'Cashless']);
    await expect(within(row).getByText('Cashless untuk polis Anda')).toBeVisible();
    await expect(
      within(row).getByRole('link', { name: 'Telepon RS Cipta Husada Menteng, (021) 3154422' }),
    ).toHaveAttribute('href', 'tel:+62213154422');
    for (const name of ['RS Cipta Husada Menteng', 'Lihat detail RS Cipta Husada Menteng']) {
      await expect(within(row).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/hospital-partner/detail?id=RS310085',
      );
    }
    // No distance without a location; a partner not in the policy's network has no mark.
    await expect(within(row).queryByText(/km/)).toBeNull();
    const kemang = page().getByRole('article', { name: 'RS Bunda Mulia Kemang' });
    await expect(within(kemang).queryByText('Cashless untuk polis Anda')).toBeNull();
    // A mobile number reads as one.
    await expect(
      page().getByRole('link', { name: /^Telepon Klinik Utama Cilandak Sehat, 0812-9001-1234$/ }),
    ).toBeInTheDocument();
  },
};

export const Ponsel: Story = {
  globals: viewport('phone'),
  play: Daftar.play,
};

/** Search, province, city and service from the address. */
export const DenganFilter: Story = {
  parameters: at('?q=sentosa&province=31&city=31.74&service=CASHLESS'),
  play: async () => {
    await expect(await rows()).toHaveLength(1);
    await waitFor(() =>
      expect(page().getByRole('combobox', { name: 'Kabupaten/Kota' })).toHaveDisplayValue(
        'Kota Administrasi Jakarta Selatan',
      ),
    );
    await expect(page().getByRole('button', { name: 'Hapus semua filter' })).toBeVisible();
  },
};

/** A new province empties the city. */
export const GantiProvinsi: Story = {
  parameters: at('?province=31&city=31.74'),
  play: async ({ userEvent }) => {
    const city = page().getByRole('combobox', { name: 'Kabupaten/Kota' });
    await waitFor(() => expect(city).toHaveDisplayValue('Kota Administrasi Jakarta Selatan'));
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Provinsi' }), 'Bali');
    await waitFor(() => expect(city).toHaveValue(''));
    await expect(await page().findByText('3 rumah sakit dan klinik')).toBeVisible();
  },
};

/** Location allowed: nearest first, with the distance. */
export const Terdekat: Story = {
  parameters: at('?province=31'),
  beforeEach: withGeolocation(TEBET),
  play: async ({ userEvent }) => {
    await userEvent.click(await locationButton());
    await expect(
      await page().findByText('Daftar diurutkan dari yang terdekat dengan lokasi Anda.'),
    ).toBeVisible();
    await waitFor(async () => expect(within((await rows())[0]!).getByText('0,6 km')).toBeVisible());
    await expect(page().getByRole('combobox', { name: 'Urutkan' })).toHaveDisplayValue('Terdekat');
  },
};

export const TerdekatPonsel: Story = {
  ...Terdekat,
  globals: viewport('phone'),
};

/** Location refused: a short message; the list stays, by name. */
export const LokasiDitolak: Story = {
  beforeEach: withGeolocation({ code: 1 }),
  play: async ({ userEvent }) => {
    await rows();
    await userEvent.click(await locationButton());
    await expect(await page().findByText(/Izin lokasi tidak diberikan/)).toBeVisible();
    await expect(await rows()).toHaveLength(20);
    await expect(page().getByRole('option', { name: 'Terdekat' })).toBeDisabled();
  },
};

export const LokasiDitolakPonsel: Story = {
  ...LokasiDitolak,
  globals: viewport('phone'),
};

/** Nothing matches the search. */
export const Kosong: Story = {
  parameters: at('?q=tidak+ada'),
  play: async () => {
    await expect(
      await page().findByText('Tidak ada rumah sakit rekanan yang sesuai dengan pencarian Anda.'),
    ).toBeVisible();
  },
};

/** Page 2 of 2. */
export const HalamanKedua: Story = {
  parameters: at('?page=2'),
  play: async () => {
    await expect(await rows()).toHaveLength(4);
    await expect(page().getByText('Halaman 2 dari 2')).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/hospital/list')),
  play: async () => {
    await expect(await page().findByText('Memuat daftar rumah sakit rekanan…')).toBeInTheDocument();
    await expect(await results()).toHaveAttribute('aria-busy', 'true');
  },
};

export const Gagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/hospital/list', 503, 'Layanan sedang dalam pemeliharaan.')),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan sedang dalam pemeliharaan.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
