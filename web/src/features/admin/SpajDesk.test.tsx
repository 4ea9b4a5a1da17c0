// The underwriting desk: the queue by status with counts and ages, one application (identity,
// coverage, requests, documents shown inside the page, audit trail with address and device),
// and the four actions, each behind its confirmation, with a 409 said above the application.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { spajMessages } from './spajMessages';
import { AGUS, BUDI_SON, DEWI, FAJAR, wholeLifeCoverage } from './testing/spajDeskFixtures';
import {
  applicationArticle,
  renderApplication,
  renderSpajDesk,
  setupSpajDeskTest,
} from './testing/spajDeskTest';

const t = setupSpajDeskTest();
const q = spajMessages.queue;
const r = spajMessages.review;
const a = spajMessages.actions;
const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';

describe('the queue', () => {
  it('tabs with counts; Diterima first; the age since the last change', async () => {
    renderSpajDesk('/admin/spaj');
    const tabs = await screen.findByRole('navigation', { name: q.tabs });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Diterima 1 SPAJ/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(tabs).getByRole('link', { name: /Menunggu Dokumen 1 SPAJ/ })).toBeInTheDocument();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent(FAJAR);
    expect(row).toHaveTextContent('Fajar Nugroho');
    expect(row).toHaveTextContent('Sentosa Warisan Abadi');
    expect(text(row)).toContain('22 jam');
    expect(
      within(row).getByRole('link', { name: q.reviewLabel(FAJAR, 'Fajar Nugroho') }),
    ).toHaveAttribute('href', `/admin/spaj/detail?spaj_number=${FAJAR}`);
  });

  it('an ended status says how long ago; an empty one says so', async () => {
    const user = userEvent.setup();
    renderSpajDesk('/admin/spaj?status=ISSUED');
    expect(await screen.findByRole('columnheader', { name: q.closedAge })).toBeInTheDocument();
    expect(screen.getByText(/hari lalu/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Kedaluwarsa/ }));
    expect(await screen.findByText(q.empty.EXPIRED)).toBeInTheDocument();
  });
});

describe('one application', () => {
  it('identity, coverage, requests and the documents shown inside the page', async () => {
    renderApplication(DEWI);
    const article = await applicationArticle();
    expect(article).toHaveTextContent('3174055403920004');
    expect(article).toHaveTextContent('dewi.lestari@gmail.com');
    expect(article).toHaveTextContent(r.holderNo);
    const requests = within(article).getByRole('region', { name: r.requirements });
    expect(within(requests).getAllByText(r.open)).toHaveLength(2);
    expect(requests).toHaveTextContent('Berapa batang rokok');
    const documents = within(article).getByRole('list', { name: r.documentsList });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    expect(
      await within(article).findByRole('img', { name: 'Fotokopi KTP pemohon: ktp-dewi.png' }),
    ).toBeInTheDocument();
    expect(
      within(article).getByRole('button', {
        name: r.viewLabel('Fotokopi KTP pemohon', 'ktp-dewi.pdf'),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it("the audit trail: who, when, and the applicant's address and device for an approval", async () => {
    renderApplication(AGUS);
    const audit = await screen.findByRole('list', { name: r.audit });
    const first = within(audit).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Disetujui pemohon');
    expect(first).toHaveTextContent('Agus Salim (Pemohon)');
    expect(first).toHaveTextContent('dari 203.0.113.24');
    expect(first).toHaveTextContent(/Android 14/);
    expect(screen.getByText(r.noActions)).toBeInTheDocument();
  });

  it('offers only what the status allows', async () => {
    renderApplication(DEWI);
    const actions = await screen.findByRole('region', { name: r.actions });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([a.buttons.REQUIREMENTS, a.buttons.REJECT]),
    );
    expect(actions).toHaveTextContent(r.waitingApplicant);
  });
});

describe('actions', () => {
  it('starts the review after its confirmation', async () => {
    const user = userEvent.setup();
    renderApplication(FAJAR);
    await user.click(await screen.findByRole('button', { name: a.buttons.REVIEW }));
    const dialog = await screen.findByRole('dialog', { name: a.review.title });
    await user.click(within(dialog).getByRole('button', { name: a.review.ok }));
    expect(await screen.findByText(a.review.done(FAJAR))).toBeInTheDocument();
    expect(t.desk.actions).toEqual([{ path: '/admin/spaj/review', body: { spaj_number: FAJAR } }]);
    const article = await applicationArticle();
    await waitFor(() =>
      expect(article.querySelector('header [data-status]')).toHaveTextContent('Seleksi Risiko'),
    );
  });

  it('asks several things at once, by the underwriter and the agent, after the confirmation', async () => {
    const user = userEvent.setup();
    renderApplication(FAJAR);
    await user.click(await screen.findByRole('button', { name: a.buttons.REQUIREMENTS }));
    const dialog = await screen.findByRole('dialog', { name: a.requirements.title });
    await user.click(within(dialog).getByRole('button', { name: a.requirements.submit }));
    expect(within(dialog).getByText(a.requirements.titleRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Dokumen yang diminta'), 'Hasil EKG');
    await user.click(within(dialog).getByRole('button', { name: a.requirements.add }));
    const second = within(dialog).getByRole('group', { name: a.requirements.item(2) });
    await user.selectOptions(within(second).getByLabelText(a.requirements.kind), 'QUESTION');
    await user.selectOptions(within(second).getByLabelText(a.requirements.askedBy), 'AGENT');
    await user.type(
      within(second).getByLabelText('Pertanyaan'),
      ' Apakah Anda berolahraga rutin? ',
    );
    await user.click(within(dialog).getByRole('button', { name: a.requirements.submit }));
    expect(within(dialog).getByText(a.requirements.confirm(2, FAJAR))).toBeInTheDocument();
    expect(t.desk.actions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: a.requirements.submit }));
    expect(await screen.findByText(a.requirements.done(FAJAR))).toBeInTheDocument();
    expect(t.desk.actions[0]).toEqual({
      path: '/admin/spaj/requirement',
      body: {
        spaj_number: FAJAR,
        requirements: [
          { kind: 'DOCUMENT', asked_by: 'UNDERWRITER', title: 'Hasil EKG', note: null },
          {
            kind: 'QUESTION',
            asked_by: 'AGENT',
            title: 'Apakah Anda berolahraga rutin?',
            note: null,
          },
        ],
      },
    });
  });

  it('decides with loadings and an exclusion: the preview is the server arithmetic', async () => {
    const user = userEvent.setup();
    // A main premium whose 25% and 50% are not whole rupiah, and a rider.
    t.desk.reviews.find((x) => x.application.spaj_number === BUDI_SON)!.application.coverage =
      wholeLifeCoverage;
    renderApplication(BUDI_SON);
    await user.click(await screen.findByRole('button', { name: a.buttons.DECIDE }));
    const dialog = await screen.findByRole('dialog', { name: a.decide.title });
    const final = () => text(within(dialog).getByTestId('final-premium'));
    expect(final()).toBe('Rp 652.345 / bulan');
    await user.click(within(dialog).getByRole('button', { name: a.decide.addLoading }));
    await user.selectOptions(within(dialog).getByLabelText(a.decide.percent), '25');
    expect(final()).toBe('Rp 805.431 / bulan'); // + 153.086 (153.086,25)
    await user.selectOptions(within(dialog).getByLabelText(a.decide.percent), '50');
    expect(final()).toBe('Rp 958.518 / bulan'); // + 306.173 (306.172,5 up)
    await user.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    expect(within(dialog).getByText(a.decide.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(a.decide.reason), 'Indeks massa tubuh 32.');
    await user.click(within(dialog).getByRole('button', { name: a.decide.addExclusion }));
    await user.type(
      within(dialog).getByLabelText(a.decide.exclusionTitle),
      'Penyakit jantung koroner',
    );
    const reasons = within(dialog).getAllByLabelText(a.decide.reason);
    await user.type(reasons[1]!, 'Riwayat keluarga penyakit jantung.');
    await user.clear(within(dialog).getByLabelText(a.decide.validDays));
    await user.type(within(dialog).getByLabelText(a.decide.validDays), '14');
    await user.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    expect(text(within(dialog).getByText(/^Terbitkan keputusan untuk SPAJ/))).toBe(
      a.decide.confirm(BUDI_SON, 'Rp 958.518 / bulan'),
    );
    await user.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    expect(await screen.findByText(a.decide.done(BUDI_SON))).toBeInTheDocument();
    expect(t.desk.actions[0]).toEqual({
      path: '/admin/spaj/decide',
      body: {
        spaj_number: BUDI_SON,
        loadings: [{ percent: 50, reason: 'Indeks massa tubuh 32.' }],
        exclusions: [
          { title: 'Penyakit jantung koroner', reason: 'Riwayat keluarga penyakit jantung.' },
        ],
        valid_days: 14,
      },
    });
    const outcome = await screen.findByRole('region', { name: r.offer });
    expect(text(outcome)).toContain('Rp 306.173');
  });

  it('rejects with a reason of at least 10 characters, after the confirmation', async () => {
    const user = userEvent.setup();
    renderApplication(DEWI);
    await user.click(await screen.findByRole('button', { name: a.buttons.REJECT }));
    const dialog = await screen.findByRole('dialog', { name: a.reject.title });
    await user.type(within(dialog).getByLabelText(a.reject.label), 'Terlalu');
    await user.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    expect(within(dialog).getByText(a.reject.short(10))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(a.reject.label), ' berisiko untuk produk ini.');
    await user.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await user.click(within(dialog).getByRole('button', { name: a.back }));
    expect(within(dialog).getByLabelText(a.reject.label)).toHaveValue(
      'Terlalu berisiko untuk produk ini.',
    );
    await user.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await user.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    expect(await screen.findByText(a.reject.done(DEWI))).toBeInTheDocument();
    expect(t.desk.actions).toEqual([
      {
        path: '/admin/spaj/reject',
        body: { spaj_number: DEWI, reason: 'Terlalu berisiko untuk produk ini.' },
      },
    ]);
  });

  it('409: another underwriter was first; the message above the application, reloaded', async () => {
    const user = userEvent.setup();
    renderApplication(FAJAR);
    await user.click(await screen.findByRole('button', { name: a.buttons.REVIEW }));
    t.desk.movedByOther(FAJAR, 'RISK_SELECTION');
    const dialog = await screen.findByRole('dialog', { name: a.review.title });
    await user.click(within(dialog).getByRole('button', { name: a.review.ok }));
    expect(
      await screen.findByText(
        /berstatus Seleksi Risiko; tindakan ini hanya untuk SPAJ berstatus Diterima/,
      ),
    ).toHaveTextContent(r.conflictReloaded);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: a.buttons.DECIDE })).toBeInTheDocument(),
    );
  });
});
