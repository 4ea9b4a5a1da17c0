// @vitest-environment jsdom
// Switching policies on Riwayat Transaksi: the switcher at the top changes the selected
// policy; the period and type stay, the list starts again at page 1.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSelectedPolicy } from '../../shared/policyStore';
import { problem } from '../../test/http';
import { KS, UL } from './testing/fixtures';
import { policyListHandler, transactionHandlers } from './testing/handlers';
import { currentSearch, recordListRequests, renderHistory } from './testing/render';

const server = setupServer(policyListHandler(), ...transactionHandlers());
let requests: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  requests = recordListRequests(server);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);
const switcher = () => screen.getByRole('button', { name: /^Ganti polis/ });
const option = (name: RegExp) => screen.getByRole('option', { name });

describe('Riwayat Transaksi: switching policies', () => {
  it('shows the other policy’s history with the same period and type, from page 1', async () => {
    const user = userEvent.setup();
    renderHistory('?type=FEE&page=2', UL);
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument();
    expect(switcher()).toHaveTextContent('Sentosa Link Proteksi Maksima');
    expect(switcher()).toHaveAttribute('aria-haspopup', 'listbox');

    await user.click(switcher());
    const list = screen.getByRole('listbox', { name: 'Pilih polis' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(option(/UL24000123/)).toHaveAttribute('aria-selected', 'true');
    await user.click(option(/KS23000456/));

    expect(getSelectedPolicy()).toBe(KS);
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        policy_number: KS,
        period: 'LAST_12_MONTHS',
        type: 'FEE',
        page: '1',
        size: '20',
      }),
    );
    expect(currentSearch()).toBe('?type=FEE');
    expect(
      await screen.findByRole('button', { name: /Biaya cetak ulang kartu kesehatan/ }),
    ).toBeInTheDocument();
    expect(switcher()).toHaveTextContent('Sentosa Medika Keluarga');
    expect(switcher()).toHaveFocus();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderHistory('', UL);
    await screen.findByText('39 transaksi');
    switcher().focus();
    await user.keyboard('{ArrowDown}');
    expect(option(/UL24000123/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option(/KS23000456/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(switcher()).toHaveFocus();
    expect(await screen.findByText('6 transaksi')).toBeInTheDocument();
    expect(getSelectedPolicy()).toBe(KS);
  });

  it('shows the policy number alone when the policy list cannot load', async () => {
    server.use(http.get('*/policy/list', () => problem(500, 'Gagal.')));
    renderHistory('', UL);
    await screen.findByText('39 transaksi');
    const region = screen.getByRole('region', { name: 'Polis' });
    expect(within(region).getByText(UL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ganti polis/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
