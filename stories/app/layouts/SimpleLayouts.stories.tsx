import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import AdminLayout from '../../../web/src/app/layouts/AdminLayout';
import PaymentLayout from '../../../web/src/app/layouts/PaymentLayout';
import { portalRoutes } from '../../../web/src/app/routes';
import { page } from '../../support/page';

/** The admin and SPAJ payment shells (their pages come in later issues). */
const meta = {
  title: 'Tata Letak/Admin dan Pembayaran',
  component: AdminLayout,
  args: { routes: portalRoutes, children: <p>Isi halaman.</p> },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async () => {
    await expect(page().getByText('Admin TManKu')).toBeVisible();
  },
};

export const Pembayaran: Story = {
  render: (args) => <PaymentLayout {...args} />,
  play: async () => {
    await expect(page().getByText('Pembayaran TManKu')).toBeVisible();
  },
};
