import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ContactPage from '../../../web/src/features/contact/ContactPage';
import { companyProfileHandler } from '../../../web/src/features/contact/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const meta = {
  title: 'Hubungi Kami/Halaman',
  component: ContactPage,
  parameters: { portal: { path: '/contact-us', signedIn: true } },
  beforeEach: ({ msw }) => msw.use(companyProfileHandler()),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => page().getByRole('region', { name });

/** Every contact channel of the company profile, as links where they can be. */
export const Lengkap: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Hubungi Kami' }),
    ).toBeInTheDocument();
    await expect(
      await page().findByRole('heading', { level: 2, name: 'PT Asuransi Jiwa Sentosa Raya' }),
    ).toBeInTheDocument();
    const whatsapp = within(card('WhatsApp')).getByRole('link', { name: /\+62 811-1500-789/ });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/628111500789');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(whatsapp).toHaveTextContent('(membuka tab baru)');
    await expect(
      within(card('Call Center')).getByRole('link', { name: '1500 789' }),
    ).toHaveAttribute('href', 'tel:1500789');
    await expect(
      within(card('Email')).getByRole('link', { name: 'cs@sentosaraya.co.id' }),
    ).toHaveAttribute('href', 'mailto:cs@sentosaraya.co.id');
    await expect(within(card('Faks')).getByText('(021) 2554 7890')).toBeInTheDocument();
    await expect(
      within(card('Jam Operasional')).getByText('Senin–Jumat 08.00–17.00 WIB'),
    ).toBeVisible();
    await expect(
      within(card('Situs Web')).getByRole('link', { name: /www\.sentosaraya\.co\.id/ }),
    ).toHaveAttribute('href', 'https://www.sentosaraya.co.id');
    const address = card('Alamat Kantor Pusat');
    await expect(within(address).getByText(/Menara Sentosa Lt\. 12/)).toBeVisible();
    await expect(within(address).getByRole('link', { name: /Lihat di peta/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/search/?api=1&query=Menara%20Sentosa'),
    );
    // A written complaint (POJK 22/2023) has its own form.
    await expect(
      within(card('Sampaikan pengaduan')).getByRole('link', { name: 'Ajukan Pengaduan' }),
    ).toHaveAttribute('href', '/pengaduan/baru');
  },
};

/** The profile is loading: placeholder cards. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/companyProfile')),
  play: async () => {
    await expect(await page().findByText('Memuat informasi kontak…')).toBeInTheDocument();
    await expect(page().getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(page().queryByRole('region', { name: 'WhatsApp' })).toBeNull();
  },
};

/** The profile cannot load: popup, then the inline error; 'Coba lagi' loads it. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/policy/companyProfile', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async ({ userEvent, context }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Informasi kontak tidak dapat dimuat saat ini.');
    // The service is back: 'Coba lagi' shows the channels.
    context.msw.use(companyProfileHandler());
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(
      await page().findByRole('link', { name: /\+62 811-1500-789/ }),
    ).toBeInTheDocument();
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

/** On a phone the channels stack in one column. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await page().findByRole('region', { name: 'WhatsApp' });
    const whatsapp = card('WhatsApp').getBoundingClientRect();
    const phone = card('Call Center').getBoundingClientRect();
    await expect(phone.top).toBeGreaterThanOrEqual(whatsapp.bottom);
  },
};
