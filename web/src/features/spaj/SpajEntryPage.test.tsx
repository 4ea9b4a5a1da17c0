// The SPAJ entry (/login/spaj): the number, birth date and channel as the contract wants them,
// an answer that never tells whether the number exists, the resend to the other channel, and
// a right code that opens the follow-up with a SPAJ session of this tab only. The lock, 'Ubah'
// and the entry after an ended session: stories/features/spaj/SpajEntryPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../api/tokens';
import { isoToText } from '../../components/date/dateText';
import { getAuthState } from '../../shared/authStore';
import { getSpajSession } from '../../shared/spajSession';
import { messages } from './messages';
import { DEWI_NO, RIGHT_CODE } from './testing/fixtures';
import { BIRTH_DATES, shellHandlers, spajServer, STEP_TOKEN } from './testing/handlers';
import { renderSpaj } from './testing/render';

let api = spajServer();
const server = setupServer(...shellHandlers(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = spajServer();
  server.resetHandlers(...shellHandlers(), ...api.handlers);
});
afterAll(() => server.close());

const e = messages.entry;
/** The code form's sentence: where the code went, only if the data match. */
const sentTo = (destination: string) =>
  screen.findByText(
    (_, el) =>
      el?.tagName === 'P' && el.textContent === `${messages.code.sentText} ${destination}.`,
  );

/** `birthDate` (ISO) is typed as a person does: dd/mm/yyyy. */
async function fillEntry(number: string, birthDate: string, channel?: RegExp) {
  const user = userEvent.setup();
  renderSpaj('/login/spaj');
  await user.type(await screen.findByLabelText(e.numberLabel), number);
  await user.type(screen.getByLabelText(e.birthLabel), isoToText(birthDate));
  if (channel) await user.click(screen.getByRole('radio', { name: channel }));
  await user.click(screen.getByRole('button', { name: e.submit }));
  return user;
}

describe('SPAJ entry', () => {
  it('asks for a 12-digit number and a birth date before calling anything', async () => {
    const user = userEvent.setup();
    renderSpaj('/login/spaj');
    expect(await screen.findByRole('heading', { level: 1, name: e.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: e.submit }));
    expect(await screen.findByText(e.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(e.birthRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(e.numberLabel), '2604 1730');
    await user.click(screen.getByRole('button', { name: e.submit }));
    expect(await screen.findByText(e.numberInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(e.numberLabel)).toHaveValue('26041730');
    expect(api.calls.entries).toEqual([]);
  });

  it('the birth date is typed dd/mm/yyyy; an impossible or future one is refused', async () => {
    const user = userEvent.setup();
    renderSpaj('/login/spaj');
    await user.type(await screen.findByLabelText(e.numberLabel), DEWI_NO);
    const birth = screen.getByLabelText(e.birthLabel);
    await user.type(birth, '30021992');
    expect(birth).toHaveValue('30/02/1992');
    await user.click(screen.getByRole('button', { name: e.submit }));
    expect(await screen.findByText(e.birthInvalid)).toBeInTheDocument();
    expect(birth).toHaveFocus();
    await user.clear(birth);
    await user.type(birth, '01/01/2999');
    await user.click(screen.getByRole('button', { name: e.submit }));
    expect(await screen.findByText(e.birthFuture)).toBeInTheDocument();
    expect(api.calls.entries).toEqual([]);
  });

  it('sends number, birth date and channel; the answer says the code goes there only if they match', async () => {
    await fillEntry(DEWI_NO, BIRTH_DATES[DEWI_NO]!, /Email pada SPAJ/);
    expect(await sentTo('email pada SPAJ')).toBeInTheDocument();
    expect(screen.getByText(messages.code.intro)).toBeInTheDocument();
    expect(api.calls.entries).toEqual([
      { spaj_number: DEWI_NO, birth_date: '1992-03-14', channel: 'EMAIL' },
    ]);
  });

  it('an unknown number gets the same answer, and every code is wrong', async () => {
    const user = await fillEntry('999999999999', '1990-01-01');
    expect(await sentTo('nomor ponsel pada SPAJ')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: messages.code.submit }));
    expect(await screen.findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeInTheDocument();
    expect(getSpajSession()).toBeNull();
  });

  it('a right code opens the follow-up with a SPAJ session of this tab (not a portal sign-in)', async () => {
    const user = await fillEntry(DEWI_NO, BIRTH_DATES[DEWI_NO]!);
    await user.type(await screen.findByLabelText('Kode OTP (6 angka)'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: messages.code.submit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.number(DEWI_NO) }),
    ).toBeInTheDocument();
    expect(getSpajSession()?.spajNumber).toBe(DEWI_NO);
    expect(getAuthState()).toMatchObject({ authenticated: false, spajNumber: DEWI_NO });
    expect(getAccessToken()).toBeNull();
    expect(api.calls.reads).toEqual([`spaj-session-${DEWI_NO}`]);
  });

  it('resend to the other channel once allowed: the step token, the new destination', async () => {
    // Codes whose resend is allowed at once.
    api = spajServer({ resendAfterMs: 0 });
    server.resetHandlers(...shellHandlers(), ...api.handlers);
    const user = await fillEntry(DEWI_NO, BIRTH_DATES[DEWI_NO]!);
    const other = await screen.findByRole('button', { name: messages.code.switchTo.EMAIL });
    await waitFor(() => expect(other).toBeEnabled());
    api.calls.resends.length = 0;
    await user.click(other);
    expect(await screen.findByText(messages.code.resent)).toBeInTheDocument();
    expect(api.calls.resends).toEqual([{ channel: 'EMAIL', token: STEP_TOKEN }]);
    expect(await sentTo('email pada SPAJ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.code.switchTo.SMS })).toBeInTheDocument();
  });
});
