// @vitest-environment jsdom
// The claim form: the calendar's limit, the rules with the focus on the first error, the
// uploads (refusals kept on their file), the draft across a reload, the Idempotency-Key on
// a retry and the submitted claim's request. What each benefit's form shows and the
// server's 422 on the fields: stories/features/claim/ClaimRequestPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problem } from '../../test/http';
import { dateMessages } from '../../components/date/messages';
import { uploadMessages } from '../../components/upload/uploadMessages';
import { formMessages } from './formMessages';
import { BUDI_UL, DIMAS, HEALTH, UNIT_LINK } from './testing/fixtures';
import { claimServer, TOO_LARGE, UNSUPPORTED } from './testing/handlers';
import { renderClaimPages, requestPath } from './testing/render';

let api = claimServer();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = claimServer();
  server.resetHandlers(...api.handlers);
});
afterAll(() => server.close());

const f = formMessages.fields;
const r = formMessages.rules;
type User = ReturnType<typeof userEvent.setup>;
const INPATIENT = requestPath(HEALTH, DIMAS, 'RAWAT_INAP');
const OUTPATIENT = requestPath(HEALTH, DIMAS, 'RAWAT_JALAN');

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function openForm(path = INPATIENT) {
  const view = renderClaimPages(path);
  await screen.findByLabelText(f.bank);
  await screen.findByRole('option', { name: 'Bank Central Asia (BCA)' });
  return view;
}

const slot = (name: string) => screen.getByRole('region', { name });
const slotInput = (name: string) => within(slot(name)).getByLabelText(`Tambah berkas ${name}`);

async function attach(user: User, name: string, file: File) {
  await user.upload(slotInput(name), file);
  await within(slot(name)).findByText(uploadMessages.uploaded);
}

async function fillOutpatient(user: User) {
  await user.type(screen.getByLabelText('Tanggal berobat'), '21/11/2026');
  await user.type(screen.getByLabelText(f.diagnosis), 'Infeksi saluran pernapasan atas');
  await user.type(screen.getByRole('combobox', { name: f.hospital }), 'Klinik Pratama Sehat');
  await user.type(screen.getByLabelText(f.amount), '650000');
  await user.selectOptions(screen.getByLabelText(f.bank), '014');
  await user.type(screen.getByLabelText(f.accountNumber), '5230984521');
  await user.type(screen.getByLabelText(f.accountHolder), 'Budi Santoso');
  await attach(user, 'Kwitansi asli', pdf('kwitansi-klinik.pdf'));
}

const submitButton = () => screen.getByRole('button', { name: formMessages.submit.action });

describe('Pengajuan Klaim: the calendar', () => {
  it('a date can be chosen in the calendar, up to today', async () => {
    const user = userEvent.setup();
    await openForm(requestPath(UNIT_LINK, BUDI_UL, 'RAWAT_INAP'));
    await user.type(screen.getByLabelText('Tanggal masuk rumah sakit'), '10/11/2026');
    await user.click(
      screen.getByRole('button', { name: 'Pilih tanggal keluar rumah sakit di kalender' }),
    );
    const calendar = await screen.findByRole('dialog', {
      name: 'Kalender tanggal keluar rumah sakit',
    });
    // Empty: it opens on today (24 November 2026); tomorrow cannot be chosen.
    expect(document.activeElement).toHaveAccessibleName('Selasa, 24 November 2026, hari ini');
    expect(
      within(calendar).getByRole('button', {
        name: 'Rabu, 25 November 2026, tidak dapat dipilih',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: 'Sabtu, 14 November 2026' }));
    expect(screen.getByLabelText(f.endDate)).toHaveValue('14/11/2026');
    expect(
      await screen.findByText('Perkiraan: 4 malam × Rp 500.000 = Rp 2.000.000.', {
        normalizer: (t) => t.replace(/\s+/g, ' '),
      }),
    ).toBeInTheDocument();
  });
});

describe('Pengajuan Klaim: rules', () => {
  it('an empty submission marks every field, ties the errors to them and focuses the first', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(submitButton());
    const eventDate = screen.getByLabelText('Tanggal masuk rumah sakit');
    await waitFor(() => expect(eventDate).toHaveFocus());
    expect(eventDate).toHaveAttribute('aria-invalid', 'true');
    // The error, then the format the field takes.
    expect(eventDate).toHaveAccessibleDescription(
      `${r.required('Tanggal masuk rumah sakit')} ${dateMessages.format}`,
    );
    expect(screen.getByRole('combobox', { name: f.hospital })).toHaveAccessibleDescription(
      new RegExp(r.hospitalRequired),
    );
    // (the slot's file control: its button carries the error)
    expect(
      within(slot('Kwitansi asli')).getByRole('button', { name: uploadMessages.choose }),
    ).toHaveAccessibleDescription(/Lampirkan Kwitansi asli\./);
    expect(screen.getByText(r.fix)).toBeInTheDocument();
    expect(api.calls.submits).toHaveLength(0);
  });

  it('a discharge before the admission and a future date are refused in words', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByLabelText('Tanggal masuk rumah sakit'), '12/11/2026');
    await user.type(screen.getByLabelText(f.endDate), '10/11/2026');
    await user.click(submitButton());
    expect(await screen.findByText(r.endBeforeStart)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(f.endDate));
    await user.type(screen.getByLabelText(f.endDate), '01/12/2026');
    expect(await screen.findByText(r.future)).toBeInTheDocument();
  });

  it('the amount takes digits with thousand separators', async () => {
    const user = userEvent.setup();
    await openForm();
    const amount = screen.getByLabelText(f.amount);
    await user.type(amount, 'Rp12500000,-');
    expect(amount).toHaveValue('12.500.000');
  });
});

describe('Pengajuan Klaim: documents', () => {
  it('checks the size before sending: a file over 10 MB never leaves the device', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await user.upload(slotInput('Kwitansi asli'), pdf('kwitansi-besar.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(uploadMessages.tooLarge('10 MB'))).toBeInTheDocument();
    expect(api.calls.uploads).toHaveLength(0);
  });

  it('a 413 or 415 shows the server message on that file and keeps everything else', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openForm(OUTPATIENT);
    await attach(user, 'Kwitansi asli', pdf('kwitansi-1.pdf'));
    expect(api.calls.uploads[0]).toEqual({ purpose: 'CLAIM_DOCUMENT', claimNumber: null });
    server.use(http.post('*/document/upload', () => problem(413, TOO_LARGE), { once: true }));
    await user.upload(slotInput('Kwitansi asli'), pdf('kwitansi-2.pdf'));
    expect(await within(slot('Kwitansi asli')).findByText(TOO_LARGE)).toBeInTheDocument();
    server.use(http.post('*/document/upload', () => problem(415, UNSUPPORTED), { once: true }));
    const lab = 'Hasil laboratorium atau pemeriksaan penunjang';
    await user.upload(slotInput(lab), pdf('hasil-lab.pdf'));
    expect(await within(slot(lab)).findByText(UNSUPPORTED)).toBeInTheDocument();
    // The first file stays uploaded; a refused one can be removed.
    const files = within(slot('Kwitansi asli')).getAllByRole('listitem');
    expect(files).toHaveLength(2);
    expect(files[0]).toHaveTextContent(uploadMessages.uploaded);
    await user.click(within(files[1]!).getByRole('button', { name: 'Hapus kwitansi-2.pdf' }));
    expect(within(slot('Kwitansi asli')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removing an uploaded file discards it on the server', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await attach(user, 'Kwitansi asli', pdf('kwitansi.pdf'));
    const item = within(slot('Kwitansi asli')).getByRole('listitem');
    await user.click(within(item).getByRole('button'));
    await waitFor(() => expect(api.calls.discards).toHaveLength(1));
    expect(within(slot('Kwitansi asli')).queryByRole('listitem')).toBeNull();
  });
});

describe('Pengajuan Klaim: draft', () => {
  it('survives a reload with values, documents and key; cleared after the submission', async () => {
    const user = userEvent.setup();
    const first = await openForm(OUTPATIENT);
    await fillOutpatient(user);
    const key = `claimDraft:${HEALTH}:${DIMAS}:RAWAT_JALAN`;
    expect(sessionStorage.getItem(key)).toContain('Infeksi saluran pernapasan atas');
    expect(localStorage.getItem(key)).toBeNull();
    first.unmount();

    await openForm(OUTPATIENT);
    expect(screen.getByText(formMessages.restored)).toBeInTheDocument();
    expect(screen.getByLabelText(f.diagnosis)).toHaveValue('Infeksi saluran pernapasan atas');
    expect(screen.getByLabelText(f.amount)).toHaveValue('650.000');
    expect(screen.getByLabelText(f.bank)).toHaveValue('014');
    expect(within(slot('Kwitansi asli')).getByText(uploadMessages.uploaded)).toBeInTheDocument();
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: formMessages.success.heading }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('Pengajuan Klaim: submission', () => {
  it('201: the claim number at once, the request as the contract wants, a link to the detail', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await fillOutpatient(user);
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: formMessages.success.heading }),
    ).toHaveFocus();
    expect(screen.getByText('KLM-2026-001230')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: formMessages.success.detail })).toHaveAttribute(
      'href',
      '/klaim/submission-detail?claim_number=KLM-2026-001230',
    );
    const [call] = api.calls.submits;
    expect(call?.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(call?.body).toEqual({
      policy_number: HEALTH,
      insured_id: DIMAS,
      benefit: 'RAWAT_JALAN',
      event: {
        event_date: '2026-11-21',
        diagnosis: 'Infeksi saluran pernapasan atas',
        hospital_name: 'Klinik Pratama Sehat',
      },
      claimed_amount: 650_000,
      bank_account: {
        bank_code: '014',
        account_number: '5230984521',
        account_holder: 'Budi Santoso',
      },
      documents: [{ type: 'KWITANSI', document_id: expect.any(String) }],
    });
  });

  it('a retry after a lost connection sends the same Idempotency-Key: one claim', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await fillOutpatient(user);
    const lost: (string | null)[] = [];
    server.use(
      http.post(
        '*/api/claim/submit',
        ({ request }) => {
          lost.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(submitButton());
    expect(await screen.findByText(formMessages.submit.network)).toBeInTheDocument();
    expect(screen.getByLabelText(f.diagnosis)).toHaveValue('Infeksi saluran pernapasan atas');
    // The key is in the draft before the answer: a reload would send it as well.
    const draft = sessionStorage.getItem(`claimDraft:${HEALTH}:${DIMAS}:RAWAT_JALAN`) ?? '';
    expect(draft).toContain(lost[0]!);
    await user.click(submitButton());
    expect(await screen.findByText('KLM-2026-001230')).toBeInTheDocument();
    expect(api.calls.submits.map((c) => c.key)).toEqual([lost[0]]);
  });

  it('a double click sends one request', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await fillOutpatient(user);
    await user.dblClick(submitButton());
    expect(await screen.findByText('KLM-2026-001230')).toBeInTheDocument();
    expect(api.calls.submits).toHaveLength(1);
  });

  it('a twin submission answered 409 is sent again with the same key', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await fillOutpatient(user);
    const keys: (string | null)[] = [];
    server.use(
      http.post(
        '*/api/claim/submit',
        ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          return problem(
            409,
            'Pengajuan klaim yang sama sedang diproses. Tunggu sebentar lalu muat ulang.',
          );
        },
        { once: true },
      ),
    );
    await user.click(submitButton());
    expect(
      await screen.findByText(/Pengajuan klaim yang sama sedang diproses/),
    ).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('KLM-2026-001230')).toBeInTheDocument();
    expect(api.calls.submits[0]?.key).toBe(keys[0]);
  });

  it('a partner hospital is chosen from the suggestions with the keyboard', async () => {
    const user = userEvent.setup();
    await openForm(OUTPATIENT);
    await fillOutpatient(user);
    const hospital = screen.getByRole('combobox', { name: f.hospital });
    await user.clear(hospital);
    await user.type(hospital, 'sentosa');
    const list = await screen.findByRole('listbox', { name: formMessages.hospital.suggestions });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(hospital).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[1]!.id,
    );
    await user.keyboard('{Enter}');
    expect(hospital).toHaveValue('RS Sentosa Medika Depok');
    expect(
      screen.getByText(formMessages.hospital.chosen('RS Sentosa Medika Depok')),
    ).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByText('KLM-2026-001230');
    expect(api.calls.submits[0]?.body.event).toMatchObject({ hospital_id: 'RS320015' });
    expect(api.calls.submits[0]?.body.event).not.toHaveProperty('hospital_name');
  });
});
