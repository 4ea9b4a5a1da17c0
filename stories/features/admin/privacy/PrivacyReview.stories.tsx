import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { privacyReviewPath } from '../../../../web/src/features/admin/paths';
import PrivacyReviewPage from '../../../../web/src/features/admin/privacy/PrivacyReviewPage';
import { privacyDeskMessages } from '../../../../web/src/features/admin/privacy/privacyDeskMessages';
import {
  AGUS_REQUEST,
  BUDI_REQUEST,
  DEWI_REQUEST,
  PARTIAL_ANSWER,
  RINA_REQUEST,
  RUDI_REQUEST,
  SITI_REQUEST,
} from '../../../../web/src/features/admin/privacy/testing/privacyDeskFixtures';
import {
  privacyDesk,
  type PrivacyDesk,
} from '../../../../web/src/features/admin/privacy/testing/privacyDeskHandlers';
import { pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const r = privacyDeskMessages.review;
const a = privacyDeskMessages.actions;

/**
 * One personal-data request for the staff: its status and the action it allows ('Mulai tinjau'
 * for a received one, 'Jawab' for one being reviewed, none once answered), what was asked with
 * the deadlines, who asked, and the history with the staff's names.
 */
const meta = {
  title: 'Admin/Permintaan Data Pribadi',
  component: PrivacyReviewPage,
  parameters: { portal: { path: privacyReviewPath(BUDI_REQUEST), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof PrivacyReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const at = (number: string) => ({
  portal: { path: privacyReviewPath(number), signedIn: 'admin' as const },
});
const article = () => page().findByRole('article', { name: /^Permintaan Data Pribadi PDP-/ });
const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
async function buttons() {
  const card = within(await article()).getByRole('region', { name: r.actions });
  return within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}
async function open(userEvent: User, button: string, title: string) {
  await article();
  await userEvent.click(await page().findByRole('button', { name: button }));
  const dialog = await page().findByRole('dialog', { name: title });
  // Faded in before anything in it is judged visible.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

let desk: PrivacyDesk;
const withDesk = ({ msw }: { msw: { use: (...h: PrivacyDesk['handlers']) => void } }) => {
  desk = privacyDesk();
  msw.use(...desk.handlers);
};

/** Diterima: the facts, the customer, the history; 'Mulai tinjau' only. */
export const Diterima: Story = {
  play: async () => {
    const request = await article();
    await expect(request.querySelector('header [data-status]')).toHaveTextContent('Diterima');
    const facts = within(request).getByRole('region', { name: r.request });
    await expect(text(facts)).toContain('Perbaikan data');
    await expect(text(facts)).toContain('seharusnya 21-03-1985 sesuai KTP');
    await expect(text(facts)).toContain(`${r.acknowledgeDue}1 Desember 2026 pukul 14.00 WIB`);
    const customer = within(request).getByRole('region', { name: r.customer });
    await expect(text(customer)).toContain('Budi Santoso');
    await expect(text(customer)).toContain('budi.santoso@example.com');
    const history = within(request).getByRole('list', { name: r.history });
    await expect(text(history)).toContain('Permintaan diterima');
    await expect(text(history)).toContain('oleh budi.santoso');
    await page().findByRole('button', { name: a.buttons.ACKNOWLEDGE });
    await expect(await buttons()).toEqual([a.buttons.ACKNOWLEDGE]);
    await expect(text(request)).toContain(r.received);
  },
};

export const DiterimaPonsel: Story = { ...Diterima, globals: viewport('phone') };

/** Past its 3 × 24 hours: said above the action and beside the deadline. */
export const LewatBatasWaktu: Story = {
  parameters: at(SITI_REQUEST),
  play: async () => {
    const request = await article();
    await expect(within(request).getByText(r.overdue)).toBeVisible();
    const facts = within(request).getByRole('region', { name: r.request });
    await expect(within(facts).getByText(r.late)).toBeVisible();
  },
};

/** Sedang ditinjau: who started the review and when; 'Jawab' only. */
export const SedangDitinjau: Story = {
  parameters: at(RINA_REQUEST),
  play: async () => {
    const request = await article();
    const history = within(request).getByRole('list', { name: r.history });
    await expect(text(history)).toContain('Mulai ditinjau petugas');
    await expect(text(history)).toContain('oleh admin.portal');
    await page().findByRole('button', { name: a.buttons.DECIDE });
    await expect(await buttons()).toEqual([a.buttons.DECIDE]);
    // No e-mail on record.
    await expect(text(within(request).getByRole('region', { name: r.customer }))).toContain(
      r.noEmail,
    );
  },
};

export const SedangDitinjauPonsel: Story = { ...SedangDitinjau, globals: viewport('phone') };

/** Dilaksanakan: the answer, no action left. */
export const Dilaksanakan: Story = {
  parameters: at(DEWI_REQUEST),
  play: async () => {
    const request = await article();
    await expect(text(request)).toContain('Alamat Anda sudah kami perbarui');
    await expect(await buttons()).toEqual([]);
    await expect(within(request).getByText(r.noActions)).toBeVisible();
  },
};

export const DilaksanakanSebagian: Story = {
  parameters: at(AGUS_REQUEST),
  play: async () => {
    const request = await article();
    const facts = within(request).getByRole('region', { name: r.request });
    await expect(within(facts).getByText(PARTIAL_ANSWER)).toBeVisible();
    await expect(text(within(request).getByRole('list', { name: r.history }))).toContain(
      'Dijawab: dilaksanakan sebagian',
    );
  },
};

export const TidakDapatDilaksanakan: Story = {
  parameters: at(RUDI_REQUEST),
  play: async () => {
    const request = await article();
    await expect(text(request)).toContain('Polis Anda masih berjalan');
    await expect(await buttons()).toEqual([]);
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/privacy/detail')),
  play: async () => {
    await expect(await page().findByText(r.loading)).toBeInTheDocument();
  },
};

/** A number the desk does not know: the server's 404, no retry. */
export const TidakDitemukan: Story = {
  parameters: at('PDP-2026-999999'),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Permintaan data pribadi tidak ditemukan.',
    );
    await expect(page().queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  },
};

/** 'Mulai tinjau': the confirmation says what the customer is told. */
export const MulaiTinjau: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ACKNOWLEDGE, a.acknowledge.title);
    await expect(dialog).toHaveTextContent(
      `Permintaan ${BUDI_REQUEST} dari Budi Santoso mulai ditinjau atas nama Anda.`,
    );
    await expect(dialog).toHaveTextContent(
      'dijawab paling lambat 12 Desember 2026 pukul 14.00 WIB',
    );
    await expect(within(dialog).getByRole('button', { name: a.acknowledge.ok })).toHaveFocus();
  },
};

export const MulaiTinjauPonsel: Story = { ...MulaiTinjau, globals: viewport('phone') };

/** Confirmed: the notice, the new status, 'Jawab' now. */
export const MulaiTinjauSelesai: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ACKNOWLEDGE, a.acknowledge.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.acknowledge.ok }));
    await expect(await page().findByText(a.acknowledge.done(BUDI_REQUEST))).toBeVisible();
    await waitFor(async () => expect(await buttons()).toEqual([a.buttons.DECIDE]));
  },
};

/** Another staff member started first (409): the server's words above the request. */
export const MulaiTinjauSudahDitinjau: Story = {
  beforeEach: withDesk,
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ACKNOWLEDGE, a.acknowledge.title);
    desk.movedElsewhere(BUDI_REQUEST, 'ACKNOWLEDGED');
    await userEvent.click(within(dialog).getByRole('button', { name: a.acknowledge.ok }));
    await expect(
      await page().findByText(
        `Permintaan ${BUDI_REQUEST} sudah berstatus Sedang ditinjau (mungkin oleh petugas lain). Muat ulang halaman. ${r.conflictReloaded}`,
      ),
    ).toBeVisible();
  },
};

/** 'Jawab': the three outcomes and the answer with its count. */
export const Jawab: Story = {
  parameters: at(RINA_REQUEST),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    const outcomes = within(dialog).getAllByRole('radio');
    await expect(outcomes.map((o) => (o as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Dilaksanakan',
      'Dilaksanakan sebagian',
      'Tidak dapat dilaksanakan',
    ]);
    await expect(within(dialog).queryByText(a.decide.eraseHint)).not.toBeInTheDocument();
    const answer = within(dialog).getByRole('textbox', { name: a.decide.answer });
    await userEvent.type(answer, 'Data kesehatan Anda tidak lagi dipakai.');
    await expect(dialog).toHaveTextContent('39/4000');
  },
};

export const JawabPonsel: Story = { ...Jawab, globals: viewport('phone') };

/** An erasure: the hint to name what the law keeps, how long and on what basis. */
export const JawabPenghapusan: Story = {
  beforeEach: (context) => {
    withDesk(context);
    desk.movedElsewhere(SITI_REQUEST, 'ACKNOWLEDGED');
  },
  parameters: at(SITI_REQUEST),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    await waitFor(() => expect(within(dialog).getByText(a.decide.eraseHint)).toBeVisible());
    await expect(
      within(dialog).getByRole('textbox', { name: a.decide.answer }),
    ).toHaveAccessibleDescription(/sebutkan data yang tetap disimpan/);
  },
};

/** Sent with nothing chosen and a short answer: what is missing, nothing sent. */
export const JawabValidasi: Story = {
  parameters: at(RINA_REQUEST),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    await expect(within(dialog).getByText(a.decide.outcomeRequired)).toBeVisible();
    await expect(within(dialog).getByText(a.decide.required)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: a.decide.answer }), 'Sudah.');
    await expect(within(dialog).getByText(a.decide.short)).toBeVisible();
  },
};

/** Answered: the notice, the answer on the request, no action left. */
export const JawabSelesai: Story = {
  parameters: at(RINA_REQUEST),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dilaksanakan sebagian' }));
    const answer =
      'Data kesehatan Anda tidak lagi kami pakai untuk pemasaran; untuk klaim tetap kami pakai.';
    await userEvent.type(within(dialog).getByRole('textbox', { name: a.decide.answer }), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    await expect(
      await page().findByText(`Permintaan ${RINA_REQUEST} dijawab: dilaksanakan sebagian.`),
    ).toBeVisible();
    const request = await article();
    await waitFor(() => expect(text(request)).toContain(answer));
    await expect(await buttons()).toEqual([]);
  },
};

/** Another staff member answered first (409): the server's words above the request. */
export const JawabSudahDijawab: Story = {
  beforeEach: withDesk,
  parameters: at(RINA_REQUEST),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    desk.movedElsewhere(RINA_REQUEST, 'DECLINED');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dilaksanakan' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.decide.answer }),
      'Data kesehatan Anda tidak lagi dipakai untuk pemasaran.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    await expect(
      await page().findByText(
        `Permintaan ${RINA_REQUEST} sudah berstatus Tidak dapat dilaksanakan (mungkin oleh petugas lain). Muat ulang halaman. ${r.conflictReloaded}`,
      ),
    ).toBeVisible();
  },
};
