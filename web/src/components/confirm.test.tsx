// The confirmation modal of docs/product.md P4.7.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyProfile } from '../test/http';
import { CONFIRM_REMOVAL_DELAY_MS, confirm, getConfirmEntries, settleConfirm } from './confirm';
import { ConfirmHost } from './ConfirmHost';

let profileCalls = 0;
const server = setupServer(
  http.get('*/policy/companyProfile', () => {
    profileCalls += 1;
    return HttpResponse.json(companyProfile);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  profileCalls = 0;
  vi.useRealTimers();
  // Close what a test left open (its removal then follows on its own).
  getConfirmEntries()
    .filter((entry) => entry.show)
    .forEach((entry) => settleConfirm(entry.id, false));
});
afterAll(() => server.close());

let count = 0;

async function open(
  message = 'Hubungi CS di WhatsApp <csWhatsapp>?',
  okVariant?: 'primary' | 'danger',
) {
  render(<ConfirmHost />);
  const title = `Konfirmasi ${++count}`;
  let result!: Promise<boolean>;
  act(() => {
    result = confirm({ title, message, okVariant });
  });
  const dialog = await screen.findByRole('dialog', { name: title });
  const entry = () => getConfirmEntries().find((e) => e.options.title === title);
  return { result, dialog, entry };
}

describe('confirm()', () => {
  it('fetches the company profile first and replaces placeholders in the text', async () => {
    const { dialog } = await open();
    expect(profileCalls).toBe(1);
    expect(dialog).toHaveTextContent('Hubungi CS di WhatsApp +62811 1500 789?');
    expect(within(dialog).getByRole('link', { name: '+62811 1500 789' })).toHaveAttribute(
      'href',
      'https://wa.me/628111500789',
    );
  });

  it('starts on OK', async () => {
    const { result, dialog } = await open();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
  });

  it('starts on TIDAK when OK destroys something (Enter does no harm)', async () => {
    const { result, dialog } = await open('Batalkan pembayaran ini?', 'danger');
    expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(result).resolves.toBe(false);
  });

  it('labels its buttons OK and TIDAK; OK resolves true', async () => {
    const { result, dialog } = await open();
    expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
  });

  it('closing (TIDAK) resolves false', async () => {
    const { result, dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    await expect(result).resolves.toBe(false);
  });

  it('is static: neither Escape nor a click on the backdrop closes it', async () => {
    const { dialog, entry } = await open();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog); // the dialog element is the backdrop area around the content
    expect(dialog).toBeInTheDocument();
    expect(entry()?.show).toBe(true);
  });

  it('keyboard: true lets Escape close it (resolves false)', async () => {
    render(<ConfirmHost />);
    let result!: Promise<boolean>;
    act(() => {
      result = confirm({ title: 'Hapus', message: 'Yakin?', keyboard: true });
    });
    await screen.findByRole('dialog', { name: 'Hapus' });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });

  it('is removed 2000 ms after it is hidden', async () => {
    const { result, dialog, entry } = await open('Lanjutkan?');
    vi.useFakeTimers();
    act(() => {
      within(dialog).getByRole('button', { name: 'OK' }).click();
    });
    await result;
    expect(entry()?.show).toBe(false);
    act(() => {
      vi.advanceTimersByTime(CONFIRM_REMOVAL_DELAY_MS - 10);
    });
    expect(entry()).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(entry()).toBeUndefined();
  });
});
