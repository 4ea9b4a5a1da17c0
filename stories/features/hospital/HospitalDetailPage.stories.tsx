import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HospitalDetailPage from '../../../web/src/features/hospital/HospitalDetailPage';
import {
  CASHLESS_PARTNER,
  NOT_CASHLESS_PARTNER,
} from '../../../web/src/features/hospital/testing/fixtures';
import { regionHandlers } from '../../../web/src/features/hospital/testing/handlers';
import { pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * A partner's detail: address with 'Buka di Peta', phone to call, opening hours, services,
 * cashless benefits, and the customer's policies usable cashless there.
 */
const meta = {
  title: 'Rumah Sakit Rekanan/Detail',
  component: HospitalDetailPage,
  parameters: {
    portal: { path: `/hospital-partner/detail?id=${CASHLESS_PARTNER}`, signedIn: true },
  },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...regionHandlers()),
} satisfies Meta<typeof HospitalDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: string) => ({
  portal: { path: `/hospital-partner/detail?id=${id}`, signedIn: true },
});
const policies = () =>
  page().getByRole('region', { name: 'Polis Anda yang dapat dipakai cashless di sini' });

/** Cashless for the customer's health policy. */
export const DenganPolisCashless: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 2, name: 'RS Sentosa Medika Tebet' }),
    ).toBeVisible();
    await expect(within(policies()).getByText('KS23000456')).toBeVisible();
    await expect(within(policies()).getByText('Sentosa Medika Keluarga')).toBeVisible();
    const mine = within(policies()).getByRole('list', { name: 'Manfaat cashless KS23000456' });
    await expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rawat Inap', 'Rawat Jalan']);
    const section = (title: string) => page().getByRole('region', { name: title });
    await expect(
      within(section('Alamat')).getByText(/Jl\. Prof\. Dr\. Soepomo No\. 45/),
    ).toHaveTextContent(
      'Jl. Prof. Dr. Soepomo No. 45Kel./Desa Tebet Barat, Kec. TebetKota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12810',
    );
    const map = page().getByRole('link', { name: 'Buka di Peta (membuka tab baru)' });
    await expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-6.2297,106.8531',
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map.getAttribute('rel')).toContain('noopener');
    const call = page().getByRole('link', { name: 'Telepon (021) 8290011' });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+62218290011');
    await expect(within(section('Telepon')).getByText('Setiap hari')).toBeVisible();
    await expect(within(section('Telepon')).getByText('24 jam (IGD)')).toBeVisible();
    const services = page().getByRole('list', { name: 'Layanan' });
    await expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(section('Manfaat cashless di rekanan ini')).getByText('Rawat Inap'),
    ).toBeVisible();
  },
};

export const DenganPolisCashlessPonsel: Story = {
  ...DenganPolisCashless,
  globals: viewport('phone'),
};

/** Not in the network of the customer's policies: a sentence says so. */
export const TanpaPolisCashless: Story = {
  parameters: at(NOT_CASHLESS_PARTNER),
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 2, name: 'RS Bunda Mulia Kemang' }),
    ).toBeVisible();
    await expect(within(policies()).getByText(/Belum ada polis Anda/)).toBeVisible();
    await expect(
      within(page().getByRole('region', { name: 'Manfaat cashless di rekanan ini' })).getByText(
        /tidak melayani cashless/,
      ),
    ).toBeVisible();
  },
};

export const TanpaPolisCashlessPonsel: Story = {
  ...TanpaPolisCashless,
  globals: viewport('phone'),
};

/** No partner chosen: back to the list. */
export const TanpaPilihan: Story = {
  parameters: { portal: { path: '/hospital-partner/detail', signedIn: true } },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Rumah Sakit Rekanan' }),
    ).toBeVisible();
    await expect(
      page().queryByRole('heading', { level: 1, name: 'Detail Rumah Sakit Rekanan' }),
    ).toBeNull();
    await expect(await page().findByText('24 rumah sakit dan klinik')).toBeVisible();
  },
};

/** An unknown partner: the server's message. */
export const TidakDitemukan: Story = {
  parameters: at('RS999999'),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Rumah sakit rekanan tidak ditemukan.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/hospital/detail')),
  play: async () => {
    await expect(await page().findByText('Memuat detail rumah sakit rekanan…')).toBeInTheDocument();
  },
};
