import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginLayout } from '../../../web/src/app/layouts/LoginLayout';
import { findRoute, portalRoutes } from '../../../web/src/app/routes';
import { SignInCard } from '../../../web/src/features/auth/components/SignInCard';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/** The signed-out layout: the brand panel and the page in a white card. */
const meta = {
  title: 'Tata Letak/Masuk',
  component: LoginLayout,
  args: {
    route: findRoute('login'),
    routes: portalRoutes,
    children: (
      <SignInCard
        title="Selamat datang di TManKu"
        intro="Masuk untuk melihat polis, membayar premi, dan mengajukan klaim."
      >
        <p className="mb-0">Isi halaman masuk.</p>
      </SignInCard>
    ),
  },
} satisfies Meta<typeof LoginLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const brand = () => page().getByText('Portal Nasabah PT Asuransi Jiwa Sentosa Raya');
const card = () => page().getByRole('heading', { name: 'Selamat datang di TManKu' });

/** Desktop: the brand panel beside the card. */
export const Desktop: Story = {
  globals: viewport('desktop'),
  play: async () => {
    await expect(brand().getBoundingClientRect().right).toBeLessThanOrEqual(
      card().getBoundingClientRect().left,
    );
    await expect(page().getByText('Lihat data polis Anda kapan saja')).toBeVisible();
    await expect(document.title).toBe('Masuk | TManKu');
  },
};

export const Tablet: Story = {
  globals: viewport('tablet'),
  play: async () => {
    await expect(brand()).toBeVisible();
    await expect(card()).toBeVisible();
  },
};

/** Phone: the brand panel above the card. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await expect(brand().getBoundingClientRect().bottom).toBeLessThanOrEqual(
      card().getBoundingClientRect().top,
    );
  },
};
