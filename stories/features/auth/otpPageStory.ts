// What the stories of the OTP page ('Masuk/Kode OTP') share: the sign-in calls the page made,
// the meta without its title (each story file names the title itself, which decides the
// story ids), a moment relative to now, and the page's destination line, code entry and
// 'Verifikasi' button. The stories: OtpPage.stories.tsx (the code) and
// OtpPageDelivery.stories.tsx (the way it goes: SMS or e-mail, delivery reports).
import type { Meta } from '@storybook/react-vite';
import OtpPage from '../../../web/src/features/auth/pages/OtpPage';
import { signInHandlers, type RecordedCall } from '../../../web/src/features/auth/testing/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

export const calls: RecordedCall[] = [];
export const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

/** The OTP page after the password step, recording the sign-in calls in `calls`. */
export const otpPageMeta = {
  component: OtpPage,
  parameters: {
    portal: { path: '/login/otp', from: 'login-verify-password', flow: flowAt('OTP') },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof OtpPage>;

export const destination = () => page().findByText('+62 812-****-7890');
export const code = () => page().getByLabelText('Kode OTP (6 angka)');
export const verify = () => page().getByRole('button', { name: 'Verifikasi' });
