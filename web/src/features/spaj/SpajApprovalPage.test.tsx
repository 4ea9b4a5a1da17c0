// The underwriter's decision (/SPAJ_approved/{spaj_number}): approval with a one-time code
// (the code's channel, a wrong code, the gateway's refusal) and what it sends, decline with a
// reason behind OK / TIDAK, and the SPAJ entry without this number's session. The premium as
// shown, the lock and the other states: stories/features/spaj/SpajApprovalPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAuthState } from '../../shared/authStore';
import { CODE_NOT_SENT_MESSAGE } from '../../test/http';
import { messages } from './messages';
import { DEWI_NO, RIGHT_CODE, RINA_NO, spajToken } from './testing/fixtures';
import { shellHandlers, spajServer } from './testing/handlers';
import { PAYMENT_STAND_IN, renderSpaj } from './testing/render';

let api = spajServer();
const server = setupServer(...shellHandlers(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = spajServer();
  server.resetHandlers(...shellHandlers(), ...api.handlers);
});
afterAll(() => server.close());

const o = messages.offer;

async function openDecision(number = RINA_NO) {
  const result = renderSpaj(`/SPAJ_approved/${number}`, { spaj: number });
  await screen.findByRole('heading', { level: 1, name: o.title }, { timeout: 4000 });
  return result;
}

describe('the decision', () => {
  it('without the SPAJ session of this number: the entry with the number', async () => {
    const { router } = renderSpaj(`/SPAJ_approved/${RINA_NO}`, { spaj: DEWI_NO });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/spaj'));
    expect(await screen.findByLabelText(messages.entry.numberLabel)).toHaveValue(RINA_NO);
    expect(api.calls.reads).toEqual([]);
  });
});

describe('Setujui', () => {
  it('sends a code to the chosen channel; a wrong code counts; the right one goes on to pay', async () => {
    const user = userEvent.setup();
    const { router } = await openDecision();
    await user.click(await screen.findByRole('button', { name: o.approve }));
    // The code form loads when the panel opens.
    await user.click(await screen.findByRole('radio', { name: o.channelEmail('r***a@gmail.com') }));
    await user.click(screen.getByRole('button', { name: o.sendCode }));
    expect(await screen.findByText('r***a@gmail.com')).toBeInTheDocument();
    expect(api.calls.offerCodes).toEqual([{ spaj_number: RINA_NO, channel: 'EMAIL' }]);
    const code = screen.getByLabelText('Kode OTP (6 angka)');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: o.approveSubmit }));
    expect(await screen.findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeInTheDocument();
    // Once, as the field's error (not again in a box or beside the time left).
    expect(code).toHaveAccessibleDescription('Kode OTP salah. Sisa percobaan 4 kali.');
    expect(screen.getAllByText(/Sisa percobaan/)).toHaveLength(1);
    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: o.approveSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/SPAJ_payment/${RINA_NO}`));
    expect(await screen.findByText(PAYMENT_STAND_IN)).toBeInTheDocument();
    expect(api.calls.approvals.at(-1)).toEqual({ spaj_number: RINA_NO, otp: RIGHT_CODE });
    // Every read with the SPAJ token of this number.
    expect(new Set(api.calls.reads)).toEqual(new Set([spajToken(RINA_NO)]));
    expect(getAuthState().spajApproval).toBe('APPROVED');
  });
});

describe('Setujui: a code the SMS gateway did not take (503 code-not-sent)', () => {
  it('the server’s message in the panel with ‘Coba lagi’, no popup; the e-mail may be chosen', async () => {
    api = spajServer({ offerNotSent: ['SMS'] });
    server.resetHandlers(...shellHandlers(), ...api.handlers);
    const user = userEvent.setup();
    await openDecision();
    await user.click(await screen.findByRole('button', { name: o.approve }));
    await user.click(await screen.findByRole('button', { name: o.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(api.calls.offerCodes).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    await user.click(screen.getByRole('radio', { name: o.channelEmail('r***a@gmail.com') }));
    await user.click(screen.getByRole('button', { name: o.sendCode }));
    expect(await screen.findByText('r***a@gmail.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Tolak', () => {
  it('needs a reason, and a note for "Alasan lain"; TIDAK leaves everything as it was', async () => {
    const user = userEvent.setup();
    await openDecision();
    await user.click(await screen.findByRole('button', { name: o.decline }));
    await user.click(await screen.findByRole('button', { name: o.declineSubmit }));
    expect(await screen.findByText(o.reasonRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(o.reasonLegend), 'OTHER');
    await user.click(screen.getByRole('button', { name: o.declineSubmit }));
    expect(await screen.findByText(o.noteRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(o.noteLabel), 'Saya memilih produk lain.');
    await user.click(screen.getByRole('button', { name: o.declineSubmit }));
    const dialog = await screen.findByRole('dialog', { name: o.declineConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    expect(api.calls.declines).toEqual([]);
    expect(screen.getByLabelText(o.noteLabel)).toHaveValue('Saya memilih produk lain.');
  });

  it('OK declines: the application ends and the page says so', async () => {
    const user = userEvent.setup();
    await openDecision();
    await user.click(await screen.findByRole('button', { name: o.decline }));
    await user.selectOptions(await screen.findByLabelText(o.reasonLegend), 'PREMIUM_TOO_HIGH');
    await user.click(screen.getByRole('button', { name: o.declineSubmit }));
    const dialog = await screen.findByRole('dialog', { name: o.declineConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: o.state.declinedTitle })).toBeInTheDocument();
    expect(api.calls.declines).toEqual([
      { spaj_number: RINA_NO, reason: 'PREMIUM_TOO_HIGH', note: null },
    ]);
    expect(getAuthState().spajApproval).toBe('DECLINED');
  });
});
