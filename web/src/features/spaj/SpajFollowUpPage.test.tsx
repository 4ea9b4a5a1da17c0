// The follow-up (/spaj/follow-up): only with an application number (else login), every read
// with the SPAJ token, the issued application signed in, documents uploaded with the SPAJ
// token (413 and 415 on the file, removed before sending), questions answered, and 'Keluar'.
// The steps, the next action of each status and the ended applications:
// stories/features/spaj/SpajFollowUpPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../components/upload/uploadMessages';
import { getSpajSession } from '../../shared/spajSession';
import { messages } from './messages';
import { BUDI_SON_NO, DEWI_NO, ISSUED_NO, spajToken } from './testing/fixtures';
import {
  shellHandlers,
  spajServer,
  TOO_LARGE_CONTENT,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_CONTENT,
  UNSUPPORTED_MESSAGE,
} from './testing/handlers';
import { DATA_POLIS_STAND_IN, LOGIN_STAND_IN, renderSpaj } from './testing/render';

let api = spajServer();
const server = setupServer(...shellHandlers(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = spajServer();
  server.resetHandlers(...shellHandlers(), ...api.handlers);
});
afterAll(() => server.close());

const f = messages.followUp;
const u = uploadMessages;
const pdf = (name: string, size = 2048) =>
  new File(['%PDF-1.7', new Uint8Array(size)], name, { type: 'application/pdf' });
const pdfWith = (name: string, content: string) =>
  new File([content], name, { type: 'application/pdf' });

async function openAt(spaj: string, signedIn = false) {
  const result = renderSpaj('/spaj/follow-up', { spaj, signedIn });
  // The first signed-in render loads the default layout's chunk too.
  await screen.findByRole('heading', { name: messages.number(spaj) }, { timeout: 4000 });
  return result;
}

describe('the route', () => {
  it('without an application number goes to login', async () => {
    const { router } = renderSpaj('/spaj/follow-up');
    expect(await screen.findByText(LOGIN_STAND_IN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.reads).toEqual([]);
  });

  it('signed out: the login layout, the page its own h1; every read with the SPAJ token', async () => {
    await openAt(DEWI_NO);
    expect(screen.getByRole('heading', { level: 1, name: messages.number(DEWI_NO) })).toBeVisible();
    expect(api.calls.reads).toEqual([spajToken(DEWI_NO)]);
  });

  it('signed in: the default layout titles it, the customer token never reaches SPAJ calls', async () => {
    await openAt(BUDI_SON_NO, true);
    expect(screen.getByRole('heading', { level: 1, name: f.title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: messages.number(BUDI_SON_NO) }),
    ).toBeVisible();
    expect(api.calls.reads).toEqual([spajToken(BUDI_SON_NO)]);
  });
});

describe('the next action', () => {
  it('issued, signed in: Data Polis instead of signing in, without the NIK note', async () => {
    await openAt(ISSUED_NO, true);
    expect(screen.getByRole('link', { name: f.nextButton.DATA_POLIS })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
    expect(screen.queryByText(f.newCustomerNote)).toBeNull();
  });
});

describe('answering what was asked', () => {
  it('uploads as SPAJ_DOCUMENT with the SPAJ token; 413 and 415 stay on their files', async () => {
    const user = userEvent.setup();
    await openAt(DEWI_NO);
    const form = screen.getByRole('form', { name: /medical check-up/ });
    const input = within(form).getByLabelText(
      u.add('Hasil pemeriksaan kesehatan (medical check-up)'),
    );
    await user.upload(input, [
      pdf('mcu.pdf'),
      pdfWith('mcu-lengkap.pdf', TOO_LARGE_CONTENT),
      pdfWith('mcu-scan.pdf', UNSUPPORTED_CONTENT),
    ]);
    const rows = await within(form).findAllByRole('listitem');
    await waitFor(() => expect(rows[1]).toHaveTextContent(TOO_LARGE_MESSAGE));
    await waitFor(() => expect(rows[2]).toHaveTextContent(UNSUPPORTED_MESSAGE));
    expect(rows[1]).toHaveTextContent('mcu-lengkap.pdf');
    expect(rows[2]).toHaveTextContent('mcu-scan.pdf');
    await waitFor(() => expect(rows[0]).toHaveTextContent(u.uploaded));
    const sent = { purpose: 'SPAJ_DOCUMENT', token: spajToken(DEWI_NO) };
    expect(api.calls.uploads).toEqual([sent, sent, sent]);
  });

  it('checks type and size before sending; a file removed before sending is discarded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openAt(DEWI_NO);
    const form = screen.getByRole('form', { name: /medical check-up/ });
    const input = within(form).getByLabelText(/Tambah berkas/);
    await user.upload(input, [
      new File(['x'], 'surat.docx', { type: 'application/msword' }),
      pdf('besar.pdf', 10 * 1024 * 1024 + 1),
      pdf('mcu-lama.pdf'),
    ]);
    expect(within(form).getByText(u.wrongType)).toBeInTheDocument();
    expect(within(form).getByText(/Ukuran berkas paling besar 10/)).toBeInTheDocument();
    await within(form).findByText(u.uploaded);
    expect(api.calls.uploads).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: u.remove('mcu-lama.pdf') }));
    await waitFor(() => expect(api.calls.discards).toHaveLength(1));
    await user.click(within(form).getByRole('button', { name: f.sendDocuments }));
    expect(
      await within(form).findByText(
        f.docsRequired('Hasil pemeriksaan kesehatan (medical check-up)'),
      ),
    ).toBeInTheDocument();
    // The file field takes the focus: its button, which says what is missing.
    const picker = within(form).getByRole('button', { name: u.choose });
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription(
      new RegExp(f.docsRequired('Hasil pemeriksaan kesehatan \\(medical check-up\\)')),
    );
    expect(api.calls.answers).toEqual([]);
  });

  it('sends the documents with a note; the request moves to the answered ones', async () => {
    const user = userEvent.setup();
    await openAt(DEWI_NO);
    const form = screen.getByRole('form', { name: /medical check-up/ });
    await user.upload(within(form).getByLabelText(/Tambah berkas/), pdf('hasil-mcu.pdf'));
    await within(form).findByText(u.uploaded);
    await user.type(within(form).getByLabelText(f.docNoteLabel), 'Dari Klinik Prodia');
    await user.click(within(form).getByRole('button', { name: f.sendDocuments }));
    expect(await screen.findByText(f.answered)).toBeInTheDocument();
    expect(api.calls.answers).toEqual([
      {
        spaj_number: DEWI_NO,
        requirement_id: 41,
        answer: 'Dari Klinik Prodia',
        document_ids: [expect.stringMatching(/^SpajDoc/)],
      },
    ]);
    expect(screen.queryByRole('form', { name: /medical check-up/ })).toBeNull();
    expect(screen.getByRole('region', { name: f.requirementsTitle })).toHaveTextContent(
      f.requirementsOpen(1),
    );
  });

  it('a question needs an answer; the last answer takes the application back to Seleksi Risiko', async () => {
    const user = userEvent.setup();
    const detail = api.applications[DEWI_NO]!;
    api.applications[DEWI_NO] = {
      ...detail,
      requirements: detail.requirements.filter((r) => r.requirement_id !== 41),
    };
    await openAt(DEWI_NO);
    const form = screen.getByRole('form', { name: /batang rokok/ });
    await user.click(within(form).getByRole('button', { name: f.sendAnswer }));
    expect(within(form).getByLabelText(f.answerLabel)).toHaveAccessibleDescription(
      new RegExp(f.answerRequired),
    );
    expect(api.calls.answers).toEqual([]);
    await user.type(within(form).getByLabelText(f.answerLabel), '  Tidak merokok  ');
    await user.click(within(form).getByRole('button', { name: f.sendAnswer }));
    expect(await screen.findByText(f.allAnswered)).toBeInTheDocument();
    expect(api.calls.answers[0]).toMatchObject({ answer: 'Tidak merokok', document_ids: [] });
    expect(screen.getAllByText('Seleksi Risiko').length).toBeGreaterThan(0);
    expect(screen.getByText(f.waitingNone.RISK_SELECTION!)).toBeInTheDocument();
  });
});

describe('the session', () => {
  it("'Keluar' ends it on the server and in the tab, then the entry", async () => {
    const user = userEvent.setup();
    const { router } = await openAt(DEWI_NO);
    await user.click(screen.getByRole('button', { name: messages.logout }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/spaj'));
    expect(api.calls.logouts).toEqual([spajToken(DEWI_NO)]);
    await waitFor(() => expect(getSpajSession()).toBeNull());
  });

  it('a signed-in customer leaving a SPAJ goes back to their list, still signed in', async () => {
    const user = userEvent.setup();
    const { router } = await openAt(BUDI_SON_NO, true);
    await user.click(screen.getByRole('button', { name: messages.closeSpaj }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/spaj-polis'));
    expect(screen.queryByText(DATA_POLIS_STAND_IN)).toBeNull();
  });
});
