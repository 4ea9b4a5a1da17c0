import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IdleWarningModal } from '../../web/src/app/IdleWarningModal';
import { page, sleep } from '../support/page';

/**
 * 'Sesi Anda akan segera berakhir': the idle warning before the automatic logout, counting
 * down to the deadline; 'Tetap Masuk' keeps the session, 'Keluar' ends it.
 */
const meta = {
  title: 'Komponen/Popup/Peringatan Sesi',
  component: IdleWarningModal,
  args: { deadline: 0, onStay: fn(), onLeave: fn() },
  // The deadline is relative to the moment the story renders.
  beforeEach: ({ args }) => {
    args.deadline = Date.now() + 120_000;
  },
} satisfies Meta<typeof IdleWarningModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => page().findByRole('dialog', { name: 'Sesi Anda akan segera berakhir' });

/** Two minutes left, counting down every second. */
export const DuaMenit: Story = {
  play: async () => {
    const timer = within(await dialog()).getByRole('timer');
    await expect(timer).toHaveTextContent(/^1(20|19) detik$/);
    const before = timer.textContent;
    await sleep(1100);
    await expect(timer.textContent).not.toBe(before);
  },
};

/** 'Tetap Masuk' and 'Keluar'. */
export const Pilihan: Story = {
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Tetap Masuk' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    await userEvent.click(within(modal).getByRole('button', { name: 'Keluar' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The last seconds. */
export const HampirBerakhir: Story = {
  beforeEach: ({ args }) => {
    args.deadline = Date.now() + 5_000;
  },
  play: async () => {
    await expect(within(await dialog()).getByRole('timer')).toHaveTextContent(/^[45] detik$/);
  },
};
