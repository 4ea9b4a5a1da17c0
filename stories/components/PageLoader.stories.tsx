import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from '../../web/src/components/PageLoader';

/** While a screen's code or data loads. */
const meta = {
  title: 'Komponen/Memuat',
  component: PageLoader,
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bawaan: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const DenganLabel: Story = {
  args: { label: 'Mengirim kode OTP…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mengirim kode OTP…');
  },
};
