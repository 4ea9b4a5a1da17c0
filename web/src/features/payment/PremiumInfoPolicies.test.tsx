// @vitest-environment jsdom
// Which policy 'Informasi Pembayaran Premi' opens with, and switching policies on it (the
// address, the selected policy, the keyboard). The switcher's list as shown and the page
// without the policy list: stories/features/payment/PremiumInfoPolicySwitcher.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PolicySummary } from '../../api/generated/model';
import { getListPoliciesQueryKey } from '../../api/generated/endpoints/policy/policy';
import { getSelectedPolicy, setSelectedPolicy } from '../../shared/policyStore';
import { companyProfileHandler } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import PremiumInfoPage from './PremiumInfoPage';
import { endedSummary, healthSummary, unitLinkSummary } from './testing/fixtures';
import { paymentHandlers, policyListHandler } from './testing/handlers';

const infoRequests: string[] = [];
const server = setupServer(companyProfileHandler(), policyListHandler(), ...paymentHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  infoRequests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/payment/info')) {
      infoRequests.push(url.searchParams.get('policy_number') ?? '');
    }
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page at /polis/payment<search>; without `search`, as the menu opens it. */
function renderPage(search = '') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/polis/payment" element={<PremiumInfoPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/polis/payment${search}` },
  );
}

const currentUrl = () => screen.getByTestId('location').textContent;
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const switcher = () => screen.getByRole('button', { name: /^Ganti polis/ });
const option = (name: RegExp) => screen.getByRole('option', { name });

describe('the policy Informasi Pembayaran Premi opens with', () => {
  it('is the one with a bill in its grace period, even when another was chosen last', async () => {
    setSelectedPolicy('UL24000123'); // chosen on Data Polis before; first in the list too
    renderPage();
    expect(await heading('Sentosa Medika Keluarga')).toBeTruthy();
    expect(screen.getByText(/Polis dalam masa tenggang/)).toBeTruthy();
    // The unit link's info was never asked for: the page waited for the list to choose.
    expect(infoRequests).toEqual(['KS23000456']);
    // Written to the address (a reload shows the same) and to the selected policy.
    await waitFor(() => expect(currentUrl()).toBe('/polis/payment?policy=KS23000456'));
    expect(getSelectedPolicy()).toBe('KS23000456');
    // The switcher shows it.
    expect(switcher().textContent).toContain('KS23000456');
  });

  it('is the one with the nearest bill to pay when none is in grace', async () => {
    const later: PolicySummary = {
      ...unitLinkSummary,
      autodebit: false,
      next_due_date: '2027-03-15',
    };
    const nearer: PolicySummary = {
      ...healthSummary,
      status: 'INFORCE',
      status_desc: 'Aktif',
      next_due_date: '2027-01-01',
    };
    server.use(policyListHandler([later, nearer, endedSummary]));
    setSelectedPolicy('UL24000123');
    renderPage();
    expect(await heading('Sentosa Medika Keluarga')).toBeTruthy();
  });

  it('is not one whose premium is debited automatically, even if due sooner', async () => {
    // The October bill paid: January's bill (by transfer) against the unit link's December
    // premium, taken from the credit card.
    const paid: PolicySummary = {
      ...healthSummary,
      status: 'INFORCE',
      status_desc: 'Aktif',
      next_due_date: '2027-01-01',
    };
    server.use(policyListHandler([unitLinkSummary, paid, endedSummary]));
    setSelectedPolicy('UL24000123');
    renderPage();
    expect(await heading('Sentosa Medika Keluarga')).toBeTruthy();
    expect(infoRequests).toEqual(['KS23000456']);
  });

  it('is the one the address names, when it is one of the customer’s', async () => {
    setSelectedPolicy('KS23000456');
    renderPage('?policy=UL24000123');
    expect(await heading('Sentosa Link Proteksi Maksima')).toBeTruthy();
    expect(screen.getByText('Tidak ada tagihan yang perlu dibayar.')).toBeTruthy();
    await waitFor(() => expect(getSelectedPolicy()).toBe('UL24000123'));
  });

  it('ignores a policy in the address that is not the customer’s', async () => {
    renderPage('?policy=XX00000001');
    expect(await heading('Sentosa Medika Keluarga')).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe('/polis/payment?policy=KS23000456'));
  });

  it('stays when the list read again would now choose another (a payment in another tab)', async () => {
    const manualUnitLink: PolicySummary = { ...unitLinkSummary, autodebit: false };
    server.use(policyListHandler([manualUnitLink, healthSummary, endedSummary]));
    const { client } = renderPage();
    await heading('Sentosa Medika Keluarga');
    await waitFor(() => expect(currentUrl()).toBe('/polis/payment?policy=KS23000456'));
    const paid: PolicySummary = {
      ...healthSummary,
      status: 'INFORCE',
      status_desc: 'Aktif',
      next_due_date: '2027-01-01',
    };
    // Now the unit link's December premium is the nearest bill.
    server.use(policyListHandler([manualUnitLink, paid, endedSummary]));
    await client.refetchQueries({ queryKey: getListPoliciesQueryKey() });
    await waitFor(() => expect(switcher().textContent).toContain('Aktif'));
    expect(screen.getByRole('heading', { level: 2, name: 'Sentosa Medika Keluarga' })).toBeTruthy();
    expect(currentUrl()).toBe('/polis/payment?policy=KS23000456');
  });
});

describe('switching policies on Informasi Pembayaran Premi', () => {
  it('shows the chosen policy, in the address and as the selected policy', async () => {
    const user = userEvent.setup();
    renderPage();
    await heading('Sentosa Medika Keluarga');
    await user.click(switcher());
    await user.click(option(/UL24000123/));

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await heading('Sentosa Link Proteksi Maksima')).toBeTruthy();
    expect(screen.getByText('Tidak ada tagihan yang perlu dibayar.')).toBeTruthy();
    expect(currentUrl()).toBe('/polis/payment?policy=UL24000123');
    expect(getSelectedPolicy()).toBe('UL24000123');
    expect(document.activeElement).toBe(switcher());
    expect(switcher().textContent).toContain('UL24000123');
    expect(
      screen.getByText('Menampilkan polis Sentosa Link Proteksi Maksima, nomor UL24000123.'),
    ).toBeTruthy();

    // The ended policy: why nothing can be paid, and who to ask.
    await user.click(switcher());
    await user.click(option(/TL15000789/));
    expect(await screen.findByText(/Polis berstatus Berakhir/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hubungi Kami' })).toBeTruthy();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    await heading('Sentosa Medika Keluarga');
    await user.tab();
    expect(document.activeElement).toBe(switcher());

    // ArrowDown opens on the policy shown; Escape closes and changes nothing.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option(/KS23000456/));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(option(/UL24000123/));
    await user.keyboard('{ArrowUp}'); // stays on the first
    expect(document.activeElement).toBe(option(/UL24000123/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(switcher());
    expect(currentUrl()).toBe('/polis/payment?policy=KS23000456');

    // Enter opens; End goes to the last; Home back to the first; Enter chooses.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(option(/KS23000456/));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(option(/TL15000789/));
    await user.keyboard('{Home}');
    await user.keyboard('{Enter}');
    expect(await heading('Sentosa Link Proteksi Maksima')).toBeTruthy();
    expect(document.activeElement).toBe(switcher());

    // Space opens too; ArrowDown then Space chooses; Tab closes without choosing.
    await user.keyboard(' ');
    expect(document.activeElement).toBe(option(/UL24000123/));
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(switcher());
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await heading('Sentosa Medika Keluarga')).toBeTruthy();
    expect(getSelectedPolicy()).toBe('KS23000456');
  });

  it('closes when the customer clicks elsewhere, not when other code takes focus', async () => {
    const user = userEvent.setup();
    renderPage();
    await heading('Sentosa Medika Keluarga');
    await user.click(switcher());
    expect(screen.getByRole('listbox')).toBeTruthy();
    // On phones the menu panel, closing after the tap that opened the page, gives focus back
    // to its button a moment later.
    screen.getByRole('checkbox', { name: /1 Okt/ }).focus();
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(getSelectedPolicy()).toBe('KS23000456');
  });

  it('shows a single policy without a switch', async () => {
    server.use(policyListHandler([healthSummary]));
    renderPage();
    await heading('Sentosa Medika Keluarga');
    const region = screen.getByRole('region', { name: 'Polis' });
    expect(within(region).getByText('KS23000456')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ganti polis/ })).toBeNull();
  });
});
