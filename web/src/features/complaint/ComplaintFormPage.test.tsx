// @vitest-environment jsdom
// The complaint form's requests: the body sent (trimmed, the policy or none, the uploaded
// attachments), the Idempotency-Key kept for the attempt on a retry (and a new one once the
// content changed), the address after sending, the leave guard. What the form shows (its
// rules, the uploads, the server's 422): stories/features/complaint/ComplaintFormPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListPoliciesResponseMock } from '../../api/generated/endpoints/policy/policy.msw';
import { uploadMessages } from '../../components/upload/uploadMessages';
import { companyProfileHandler } from '../../test/http';
import { messages } from './messages';
import { COMPLAINT_FORM_PATH, COMPLAINT_LIST_PATH } from './paths';
import { HEALTH, NEW_NO } from './testing/fixtures';
import { complaintServer } from './testing/handlers';
import { renderComplaintPages } from './testing/render';

const policies = getListPoliciesResponseMock();
const policyList = http.get('*/policy/list', () =>
  HttpResponse.json({
    ...policies,
    data: [
      { ...policies.data[0]!, policy_number: HEALTH, product_name: 'Sentosa Medika Keluarga' },
    ],
  }),
);

let api = complaintServer();
const server = setupServer(...api.handlers, policyList, companyProfileHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = complaintServer();
  server.resetHandlers(...api.handlers, policyList, companyProfileHandler());
});
afterAll(() => server.close());

const m = messages.form;
type User = ReturnType<typeof userEvent.setup>;
const SUBJECT = 'Klaim rawat inap belum diproses';
const DESCRIPTION = 'Klaim rawat inap saya sudah 20 hari kerja belum ada kabar dari petugas.';

async function openForm() {
  const view = renderComplaintPages(COMPLAINT_FORM_PATH);
  await screen.findByRole('option', { name: `Sentosa Medika Keluarga · ${HEALTH}` });
  return view;
}

async function fill(user: User) {
  await user.selectOptions(screen.getByLabelText(m.category), 'CLAIM');
  await user.selectOptions(screen.getByLabelText(m.policy), HEALTH);
  await user.type(screen.getByLabelText(m.subject), `  ${SUBJECT} `);
  await user.type(screen.getByLabelText(m.description), DESCRIPTION);
}

const submitButton = () => screen.getByRole('button', { name: m.submit });

describe('Ajukan Pengaduan', () => {
  it('sends the complaint trimmed, with its attachment, then shows its acknowledgement', async () => {
    const user = userEvent.setup();
    const { router } = await openForm();
    await fill(user);
    await user.upload(
      screen.getByLabelText(`Tambah berkas ${m.attachmentsTitle}`),
      new File([new Uint8Array(4096)], 'kuitansi.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText(uploadMessages.uploaded);
    expect(api.calls.uploads).toEqual([{ purpose: 'COMPLAINT_DOCUMENT' }]);
    await user.click(submitButton());

    expect(await screen.findByText(messages.detail.received)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/pengaduan/detail?complaint_number=${NEW_NO}`,
    );
    expect(api.calls.submits).toHaveLength(1);
    const [call] = api.calls.submits;
    expect(call!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.body).toEqual({
      category: 'CLAIM',
      policy_number: HEALTH,
      subject: SUBJECT,
      description: DESCRIPTION,
      document_ids: [api.complaints[0]!.documents[0]!.document_id],
    });
    expect(
      screen.getByText(/Kami menjawab paling lambat 4 Desember 2026 \(5 hari kerja\)/),
    ).toBeInTheDocument();
    // Back from the acknowledgement does not return to the sent form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a complaint not about one policy sends policy_number null', async () => {
    const user = userEvent.setup();
    await openForm();
    await fill(user);
    await user.selectOptions(screen.getByLabelText(m.policy), '');
    await user.click(submitButton());
    await screen.findByText(messages.detail.received);
    expect(api.calls.submits[0]!.body.policy_number).toBeNull();
    expect(api.calls.submits[0]!.body.document_ids).toEqual([]);
  });

  it('a retry after a lost connection sends the same Idempotency-Key: one complaint', async () => {
    const user = userEvent.setup();
    await openForm();
    await fill(user);
    const lost: (string | null)[] = [];
    server.use(
      http.post(
        '*/api/complaint/submit',
        ({ request }) => {
          lost.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(submitButton());
    expect(await screen.findByText(m.network)).toBeInTheDocument();
    expect(screen.getByLabelText(m.subject)).toHaveValue(`  ${SUBJECT} `);
    await user.click(submitButton());
    await screen.findByText(messages.detail.received);
    expect(lost).toHaveLength(1);
    expect(api.calls.submits.map((c) => c.key)).toEqual([lost[0]]);
  });

  it('content changed after a refusal is sent with a new key', async () => {
    const user = userEvent.setup();
    await openForm();
    await fill(user);
    server.use(
      http.post('*/api/complaint/submit', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/complaint/submit'))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    await user.click(submitButton());
    await screen.findByText(m.network);
    await user.type(screen.getByLabelText(m.description), ' Mohon dibantu.');
    await user.click(submitButton());
    await screen.findByText(messages.detail.received);
    server.events.removeAllListeners();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('nothing is sent while the rules refuse; the first field in error takes the focus', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByLabelText(m.subject), 'Klaim');
    await user.click(submitButton());
    expect(await screen.findByText(m.rules.category)).toBeInTheDocument();
    expect(screen.getByLabelText(m.category)).toHaveFocus();
    expect(api.calls.submits).toHaveLength(0);
  });

  it('leaving with unsaved input asks first; staying keeps it', async () => {
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.type(screen.getByLabelText(m.subject), SUBJECT);
    await user.click(screen.getByRole('link', { name: m.cancel }));
    await user.click(await screen.findByRole('button', { name: m.leave.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe(COMPLAINT_FORM_PATH));
    expect(screen.getByLabelText(m.subject)).toHaveValue(SUBJECT);
    await user.click(screen.getByRole('link', { name: m.cancel }));
    await user.click(await screen.findByRole('button', { name: m.leave.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe(COMPLAINT_LIST_PATH));
  });
});
