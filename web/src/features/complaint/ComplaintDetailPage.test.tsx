// @vitest-environment jsdom
// Detail Pengaduan: an attachment opened through the customer's document download (with its
// id), and the addresses that do not name a complaint. Each state as shown:
// stories/features/complaint/ComplaintDetailPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyProfileHandler } from '../../test/http';
import { messages } from './messages';
import { complaintByNumber, RECEIVED_NO } from './testing/fixtures';
import { complaintServer } from './testing/handlers';
import { renderComplaintPages } from './testing/render';

let api = complaintServer();
const server = setupServer(...api.handlers, companyProfileHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = complaintServer();
  server.resetHandlers(...api.handlers, companyProfileHandler());
});
afterAll(() => server.close());

describe('Detail Pengaduan', () => {
  it('an attachment is opened through document/file with its id', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:lampiran';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderComplaintPages(`/pengaduan/detail?complaint_number=${RECEIVED_NO}`);
    await user.click(
      await screen.findByRole('button', { name: messages.detail.download('kuitansi-rs.pdf') }),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.type).toBe('application/pdf');
    expect(api.calls.downloads).toEqual([complaintByNumber(RECEIVED_NO).documents[0]!.document_id]);
  });

  it.each(['', '?complaint_number=ADU-1'])(
    'an address without a complaint number (%s) goes to Pengaduan Saya',
    async (search) => {
      const { router } = renderComplaintPages(`/pengaduan/detail${search}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/pengaduan'));
    },
  );
});
