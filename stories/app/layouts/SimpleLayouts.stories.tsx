import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import AdminLayout from '../../../web/src/app/layouts/AdminLayout';
import PaymentLayout from '../../../web/src/app/layouts/PaymentLayout';
import { portalRoutes } from '../../../web/src/app/routes';
import { page } from '../../support/page';

/** The admin shell (signed in: the staff member's name and 'Keluar') and the payment shell. */
const meta = {
  title: 'Tata Letak/Admin dan Pembayaran',
  component: AdminLayout,
  args: { routes: portalRoutes, children: <p>Isi halaman.</p> },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  parameters: { portal: { path: '/admin', signedIn: 'admin', shell: false } },
  play: async () => {
    await expect(page().getByText('Admin TManKu')).toBeVisible();
    await expect(page().getByText('admin.portal')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Keluar' })).toBeVisible();
  },
};

export const Pembayaran: Story = {
  render: (args) => <PaymentLayout {...args} />,
  play: async () => {
    await expect(page().getByText('Pembayaran TManKu')).toBeVisible();
  },
};

/** The SPAJ decision in the payment layout: headed by the decision, not by a payment. */
export const KeputusanSpaj: Story = {
  render: (args) => (
    <PaymentLayout {...args} route={portalRoutes.find((r) => r.name === 'spaj-approved')} />
  ),
  play: async () => {
    await expect(page().getByText('Keputusan SPAJ')).toBeVisible();
    await expect(page().queryByText('Pembayaran TManKu')).toBeNull();
  },
};
