// The underwriting desk: an ended status's ages and an empty tab, and the four actions, each
// behind its confirmation, with what they send and a 409 said above the application. The
// queue and one application as shown: stories/features/admin/SpajDesk.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deskMessages } from '../desk/deskMessages';
import { spajMessages } from './spajMessages';
import { wholeLifeCoverage } from '../../../test/spajCoverages';
import { BUDI_SON, DEWI, FAJAR } from './testing/spajDeskFixtures';
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
  it('an ended status says how long ago; an empty one says so', async () => {
    const user = userEvent.setup();
    renderSpajDesk('/admin/spaj?status=ISSUED');
    expect(
      await screen.findByRole('columnheader', { name: deskMessages.closedAge }),
    ).toBeInTheDocument();
    expect(screen.getByText(/hari lalu/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Kedaluwarsa/ }));
    expect(await screen.findByText(q.empty.EXPIRED)).toBeInTheDocument();
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
