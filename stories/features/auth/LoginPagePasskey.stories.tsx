import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import LoginPage from '../../../web/src/features/auth/pages/LoginPage';
import { signInHandlers } from '../../../web/src/features/auth/testing/handlers';
import {
  NOT_RECOGNISED_MESSAGE,
  passkeyServer,
  type PasskeyServerOptions,
} from '../../../web/src/features/passkey/testing/handlers';
import { stubWebAuthn, withoutWebAuthn, type WebAuthnStub } from '../../../web/src/test/webauthn';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Masuk dengan passkey' below the login form (which stays as it is): the device offers the
 * portal's passkeys it holds, no user name first. The browser's passkey API is stubbed
 * (web/src/test/webauthn.ts). Signing in and what is sent: PasskeySignIn.test.tsx.
 */
const meta = {
  title: 'Masuk/Passkey',
  component: LoginPage,
  parameters: { portal: { path: '/login' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve =
  (options: PasskeyServerOptions = {}, device: WebAuthnStub = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...signInHandlers([]), ...passkeyServer(options).handlers);
    return stubWebAuthn(device).restore;
  };

const passkeyButton = () => page().findByRole('button', { name: 'Masuk dengan passkey' });

/** The button under the form and its 'atau'; the form itself unchanged. */
export const Tombol: Story = {
  beforeEach: serve(),
  play: async () => {
    const button = await passkeyButton();
    await expect(button).toBeEnabled();
    await expect(page().getByText('atau')).toBeVisible();
    await expect(page().getByLabelText('Nama pengguna atau NIK')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Lanjutkan' })).toBeVisible();
    // Below the form: after 'Lanjutkan' in the page's order.
    const submit = page().getByRole('button', { name: 'Lanjutkan' });
    await expect(
      submit.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const TombolPonsel: Story = { ...Tombol, globals: viewport('phone') };

/** The device's passkey is not one the server knows (401): the server's message. */
export const TidakDikenali: Story = {
  beforeEach: serve({ notRecognised: true }),
  play: async ({ userEvent }) => {
    await userEvent.click(await passkeyButton());
    await expect(await page().findByRole('alert')).toHaveTextContent(NOT_RECOGNISED_MESSAGE);
    await expect(await passkeyButton()).toBeEnabled();
  },
};

export const TidakDikenaliPonsel: Story = { ...TidakDikenali, globals: viewport('phone') };

/** Too many failures (429): the server's message with the time, the button locked until then. */
export const Terkunci: Story = {
  beforeEach: serve({ lockedForMs: 30 * 60_000 }),
  play: async ({ userEvent }) => {
    await userEvent.click(await passkeyButton());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      /Terlalu banyak percobaan\. Silakan coba lagi setelah pukul \d\d\.\d\d WIB\./,
    );
    await expect(await passkeyButton()).toBeDisabled();
    // The password journey stays open.
    await expect(page().getByRole('button', { name: 'Lanjutkan' })).toBeEnabled();
  },
};

/** The customer closed the device's prompt: nothing said, the button ready again. */
export const Dibatalkan: Story = {
  beforeEach: serve({}, { get: 'NotAllowedError' }),
  play: async ({ userEvent }) => {
    await userEvent.click(await passkeyButton());
    await waitFor(async () => expect(await passkeyButton()).toBeEnabled());
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

/** The device's prompt is open: the button waits. */
export const MenungguPerangkat: Story = {
  beforeEach: serve({}, { get: 'pending' }),
  play: async ({ userEvent }) => {
    await userEvent.click(await passkeyButton());
    await waitFor(async () => expect(await passkeyButton()).toBeDisabled());
    await expect(await passkeyButton()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The browser could not use a passkey (SecurityError, say): the way in by password. */
export const GagalPeramban: Story = {
  beforeEach: serve({}, { get: 'SecurityError' }),
  play: async ({ userEvent }) => {
    await userEvent.click(await passkeyButton());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Passkey tidak dapat digunakan di peramban ini saat ini.',
    );
  },
};

/** A browser without passkeys: no button, the login page as before. */
export const TanpaDukungan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signInHandlers([]));
    return withoutWebAuthn();
  },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Lanjutkan' })).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Masuk dengan passkey' })).toBeNull();
    await expect(page().queryByText('atau')).toBeNull();
  },
};

export const TanpaDukunganPonsel: Story = { ...TanpaDukungan, globals: viewport('phone') };
