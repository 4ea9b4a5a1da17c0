// @vitest-environment jsdom
// Riwayat Klaim: the status filter and the pages in the address and in the list's requests.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from './messages';
import { manyClaims } from './testing/claims';
import { claimServer } from './testing/handlers';
import { renderClaimPages } from './testing/render';

const server = setupServer(...claimServer().handlers);
let listQueries: Record<string, string>[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/claim/list'))
      listQueries.push(Object.fromEntries(url.searchParams));
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const rows = async () => {
  const list = await screen.findByRole('region', { name: messages.list.heading });
  await within(list).findAllByRole('listitem');
  return within(list).getAllByRole('listitem');
};

describe('Riwayat Klaim', () => {
  // What the list shows, the highlight, the empty state and the chooser are the stories'
  // (stories/features/claim/ClaimListPage.stories.tsx); here: the address and the requests.
  it('filters by status and pages through a long history', async () => {
    server.use(...claimServer({ claims: manyClaims(23) }).handlers);
    const user = userEvent.setup();
    const { router } = renderClaimPages('/klaim');
    expect(await rows()).toHaveLength(10);
    expect(listQueries[0]).toEqual({ page: '1', size: '10' });
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText(messages.list.filter), 'ANALYSIS');
    expect(await screen.findByText('Tidak ada klaim berstatus Dianalisa.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=ANALYSIS');
    expect(listQueries.at(-1)).toEqual({ status: 'ANALYSIS', page: '1', size: '10' });
    await user.click(screen.getByRole('button', { name: messages.list.showAll }));
    expect(await rows()).toHaveLength(10);
  });
});
