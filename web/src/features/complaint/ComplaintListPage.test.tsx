// @vitest-environment jsdom
// Pengaduan Saya's requests and address: the filter and the pages ask the server with the
// status and page (10 a page) and keep them in the address. What the list shows:
// stories/features/complaint/ComplaintListPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileHandler } from '../../test/http';
import { messages } from './messages';
import { COMPLAINT_LIST_PATH } from './paths';
import { complaints, manyComplaints } from './testing/fixtures';
import { complaintServer } from './testing/handlers';
import { renderComplaintPages } from './testing/render';

let api = complaintServer({ complaints: [...complaints, ...manyComplaints(12)] });
const server = setupServer(...api.handlers, companyProfileHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = complaintServer();
  server.resetHandlers(...api.handlers, companyProfileHandler());
});
afterAll(() => server.close());

describe('Pengaduan Saya', () => {
  it('the filter and the pages ask the server and keep the address', async () => {
    const user = userEvent.setup();
    const { router } = renderComplaintPages(COMPLAINT_LIST_PATH);
    const region = await screen.findByRole('region', { name: messages.list.heading });
    await within(region).findByText(messages.list.count(17));
    expect(api.calls.lists[0]).toEqual({ page: '1', size: '10' });

    await user.click(within(region).getByRole('button', { name: /Berikutnya/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(api.calls.lists.at(-1)).toEqual({ page: '2', size: '10' }));

    await user.selectOptions(within(region).getByLabelText(messages.list.filter), 'RECEIVED');
    await waitFor(() => expect(router.state.location.search).toBe('?status=RECEIVED'));
    await waitFor(() =>
      expect(api.calls.lists.at(-1)).toEqual({ status: 'RECEIVED', page: '1', size: '10' }),
    );
    expect(await within(region).findByText(messages.list.count(3))).toBeInTheDocument();
  });
});
