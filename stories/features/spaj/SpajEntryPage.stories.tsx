import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { isoToText } from '../../../web/src/components/date/dateText';
import { messages } from '../../../web/src/features/spaj/messages';
import SpajEntryPage from '../../../web/src/features/spaj/pages/SpajEntryPage';
import { DEWI_NO, RIGHT_CODE } from '../../../web/src/features/spaj/testing/fixtures';
import { BIRTH_DATES, spajServer } from '../../../web/src/features/spaj/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const e = messages.entry;
const c = messages.code;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * The SPAJ entry (/login/spaj, login layout): the number, the applicant's birth date and the
 * channel; then the sign-in's code form with words that never say whether the number exists.
 */
const meta = {
  title: 'SPAJ/Masuk Pantau SPAJ',
  component: SpajEntryPage,
  parameters: { portal: { path: '/login/spaj' } },
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...spajServer().handlers),
} satisfies Meta<typeof SpajEntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(userEvent: User, number = DEWI_NO, birth = BIRTH_DATES[DEWI_NO]!) {
  await userEvent.type(await page().findByLabelText(e.numberLabel), number);
  await userEvent.type(page().getByLabelText(e.birthLabel), isoToText(birth)); // dd/mm/yyyy
  await userEvent.click(page().getByRole('button', { name: e.submit }));
  return page().findByLabelText('Kode OTP (6 angka)');
}

/** The form on a phone: number, birth date, SMS or e-mail; the way for policy holders. */
export const Formulir: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: e.title })).toBeVisible();
    await expect(page().getByRole('radio', { name: messages.channel.SMS })).toBeChecked();
    await expect(page().getByRole('link', { name: e.policyHolderLink })).toBeVisible();
  },
};

export const FormulirDesktop: Story = { ...Formulir, globals: viewport('desktop') };

/** Nothing typed, then too short a number: said on the fields, nothing sent. */
export const IsianSalah: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: e.submit }));
    await expect(await page().findByText(e.numberRequired)).toBeVisible();
    await expect(page().getByText(e.birthRequired)).toBeVisible();
    await userEvent.type(page().getByLabelText(e.numberLabel), '2604 1730');
    await userEvent.click(page().getByRole('button', { name: e.submit }));
    await expect(await page().findByText(e.numberInvalid)).toBeVisible();
  },
};

/** After a SPAJ session ended: the number filled in, the birth date asked. */
export const SesiBerakhir: Story = {
  parameters: { portal: { path: '/login/spaj', state: { spajNumber: DEWI_NO } } },
  play: async () => {
    await expect(await page().findByLabelText(e.numberLabel)).toHaveValue(DEWI_NO);
    await expect(page().getByText(e.ended)).toBeVisible();
    await waitFor(() => expect(page().getByLabelText(e.birthLabel)).toHaveFocus());
  },
};

/** The code step: where it went, only 'if the data match'. */
export const KodeOtp: Story = {
  play: async ({ userEvent }) => {
    await send(userEvent);
    await expect(page().getByText(c.intro)).toBeVisible();
    await expect(page().getByText('nomor ponsel pada SPAJ')).toBeVisible();
    await expect(page().getByRole('button', { name: c.switchTo.EMAIL })).toBeDisabled();
    // 'Ubah' goes back to the form with what was typed.
    await userEvent.click(page().getByRole('button', { name: c.change }));
    await expect(await page().findByLabelText(e.numberLabel)).toHaveValue(DEWI_NO);
    await expect(page().getByLabelText(e.birthLabel)).toHaveValue('14/03/1992');
  },
};

export const KodeOtpDesktop: Story = { ...KodeOtp, globals: viewport('desktop') };

/** A wrong code: the attempts left. */
export const KodeSalah: Story = {
  play: async ({ userEvent }) => {
    const field = await send(userEvent);
    await userEvent.type(field, '000000');
    await userEvent.click(page().getByRole('button', { name: c.submit }));
    await expect(await page().findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeVisible();
  },
};

/** Five wrong codes: locked, with when to try again. */
export const KodeTerkunci: Story = {
  play: async ({ userEvent }) => {
    const field = await send(userEvent);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.clear(field);
      await userEvent.type(field, '000000');
      await userEvent.click(page().getByRole('button', { name: c.submit }));
      await waitFor(() => expect(page().getByRole('alert')).toHaveTextContent(/./));
    }
    await expect(
      await page().findByText('Terlalu banyak percobaan. Silakan coba lagi setelah 30 menit.'),
    ).toBeVisible();
    await expect(field).toBeDisabled();
    await expect(page().getByRole('button', { name: c.switchTo.EMAIL })).toBeDisabled();
  },
};

/** The right code: the follow-up of this application. */
export const KodeBenar: Story = {
  parameters: { portal: { path: '/login/spaj', storyAsScreen: false } },
  play: async ({ userEvent }) => {
    const field = await send(userEvent);
    await userEvent.type(field, RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: c.submit }));
    await expect(
      await page().findByRole('heading', { level: 1, name: messages.number(DEWI_NO) }),
    ).toBeVisible();
  },
};
