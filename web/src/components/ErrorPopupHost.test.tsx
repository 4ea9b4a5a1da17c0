// The error popup as the customer sees it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../api/errors';
import { getErrorPopup, showErrorPopup } from '../api/popup';
import { companyProfile } from '../test/http';
import { ErrorPopupHost } from './ErrorPopupHost';

const server = setupServer(
  http.get('*/policy/companyProfile', () => HttpResponse.json(companyProfile)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ErrorPopupHost', () => {
  it("shows 'Peringatan' with the message and the WhatsApp link, OK only, no close button", async () => {
    render(<ErrorPopupHost />);
    act(() => {
      showErrorPopup({
        title: 'Peringatan',
        message: DEFAULT_ERROR_MESSAGE,
        variant: 'danger',
        size: 'sm',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Peringatan' });
    expect(await within(dialog).findByRole('link', { name: '+62811 1500 789' })).toHaveAttribute(
      'href',
      'https://wa.me/628111500789',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    expect(dialog.closest('.modal')?.querySelector('.modal-sm')).not.toBeNull();
  });

  it('does not close with Escape; OK closes it and lets the next popup show', async () => {
    render(<ErrorPopupHost />);
    act(() => {
      showErrorPopup({
        title: 'Perhatian',
        message: 'Sesi Anda telah berakhir.',
        variant: 'warning',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Perhatian' });
    await userEvent.keyboard('{Escape}');
    expect(getErrorPopup()?.title).toBe('Perhatian');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(getErrorPopup()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Perhatian' })).not.toBeInTheDocument();
  });
});
