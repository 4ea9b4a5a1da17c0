import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SPAJ_QUEUE_PATH, spajReviewPath } from '../../../../web/src/features/admin/paths';
import SpajQueuePage from '../../../../web/src/features/admin/spaj/SpajQueuePage';
import SpajReviewPage from '../../../../web/src/features/admin/spaj/SpajReviewPage';
import { spajMessages } from '../../../../web/src/features/admin/spaj/spajMessages';
import {
  AGUS,
  BUDI_SON,
  DEWI,
  FAJAR,
  REVIEW_NOW,
  RINA,
} from '../../../../web/src/features/admin/spaj/testing/spajDeskFixtures';
import { wholeLifeCoverage } from '../../../../web/src/test/spajCoverages';
import {
  spajDesk,
  type SpajDesk,
} from '../../../../web/src/features/admin/spaj/testing/spajDeskHandlers';
import { pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const q = spajMessages.queue;
const r = spajMessages.review;
const a = spajMessages.actions;

/**
 * The underwriting desk (admin layout): the queue by status with counts and ages, one
 * application with its documents shown inside the page and its audit trail, and the actions
 * its status allows, each behind a confirmation, with the server's 409.
 */
const meta = {
  title: 'Admin/Underwriting SPAJ',
  component: SpajQueuePage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: SPAJ_QUEUE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof SpajQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** One application: the review page as the story's screen. */
const at = (number: string): Partial<Story> => ({
  parameters: { portal: { path: spajReviewPath(number), signedIn: 'admin' } },
  render: () => <SpajReviewPage />,
});

async function open(userEvent: User, button: string, title: string) {
  await page().findByRole('article', { name: /^SPAJ \d{4} / });
  await userEvent.click(await page().findByRole('button', { name: button }));
  return page().findByRole('dialog', { name: title });
}

/** Diterima: Fajar's new application, with the counts of every status. */
export const Antrean: Story = {
  play: async () => {
    const tabs = await page().findByRole('navigation', { name: q.tabs });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Diterima 1/ })).toBeVisible(),
    );
    await expect(within(tabs).getByRole('link', { name: /Diterima 1 SPAJ/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: /Menunggu Dokumen 1 SPAJ/ })).toBeVisible();
    const row = await page().findByRole('row', { name: new RegExp(FAJAR) });
    await expect(row).toBeVisible();
    // The applicant, the product and the age since the last change; the way to the review.
    await expect(row).toHaveTextContent('Fajar Nugroho');
    await expect(row).toHaveTextContent('Sentosa Warisan Abadi');
    await expect(row.textContent?.replaceAll('\u00a0', ' ')).toContain('22 jam');
    await expect(
      within(row).getByRole('link', { name: q.reviewLabel(FAJAR, 'Fajar Nugroho') }),
    ).toHaveAttribute('href', `/admin/spaj/detail?spaj_number=${FAJAR}`);
  },
};

export const AntreanPonsel: Story = { ...Antrean, globals: viewport('phone') };

/** Menunggu Dokumen: the open requests counted. */
export const AntreanMenungguDokumen: Story = {
  parameters: {
    portal: { path: `${SPAJ_QUEUE_PATH}?status=WAITING_DOCUMENTS`, signedIn: 'admin' },
  },
  play: async () => {
    await expect(await page().findByText(q.openCount(2))).toBeVisible();
  },
};

/** An empty tab says so. */
export const AntreanKosong: Story = {
  parameters: { portal: { path: `${SPAJ_QUEUE_PATH}?status=EXPIRED`, signedIn: 'admin' } },
  play: async () => {
    await expect(await page().findByText(q.empty.EXPIRED)).toBeVisible();
  },
};

/** While the queue loads. */
export const AntreanMemuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/spaj/list')),
  play: async () => {
    await expect(await page().findByText(q.loading)).toBeInTheDocument();
  },
};

/** Dewi's: identity, requests, her KTP shown inside the page, the audit trail. */
export const SatuSpaj: Story = {
  ...at(DEWI),
  play: async () => {
    const article = await page().findByRole('article', { name: /^SPAJ \d{4} / });
    await expect(within(article).getByText('3174055403920004')).toBeVisible();
    await expect(article).toHaveTextContent('dewi.lestari@gmail.com');
    await expect(article).toHaveTextContent(r.holderNo);
    const requests = within(article).getByRole('region', { name: r.requirements });
    await expect(within(requests).getAllByText(r.open)).toHaveLength(2);
    await expect(requests).toHaveTextContent('Berapa batang rokok');
    const documents = within(article).getByRole('list', { name: r.documentsList });
    await expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      await within(article).findByRole('img', { name: 'Fotokopi KTP pemohon: ktp-dewi.png' }),
    ).toBeVisible();
    await expect(
      within(article).getByRole('button', {
        name: r.viewLabel('Fotokopi KTP pemohon', 'ktp-dewi.pdf'),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    // Only what the status allows: requests and rejecting; the applicant is waited for.
    const actions = within(article).getByRole('region', { name: r.actions });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([a.buttons.REQUIREMENTS, a.buttons.REJECT]),
    );
    await expect(actions).toHaveTextContent(r.waitingApplicant);
  },
};

export const SatuSpajPonsel: Story = { ...SatuSpaj, globals: viewport('phone') };

/** The other document, a PDF, in its frame. */
export const DokumenPdf: Story = {
  ...at(DEWI),
  play: async ({ userEvent }) => {
    await userEvent.click(
      await page().findByRole('button', {
        name: r.viewLabel('Fotokopi KTP pemohon', 'ktp-dewi.pdf'),
      }),
    );
    await expect(await page().findByTitle('Dokumen PDF ktp-dewi.pdf')).toBeInTheDocument();
  },
};

/** Agus's: approved with a code, from which address and device. */
export const JejakPersetujuan: Story = {
  ...at(AGUS),
  play: async () => {
    const audit = await page().findByRole('list', { name: r.audit });
    const first = within(audit).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Disetujui pemohon');
    await expect(first).toHaveTextContent('Agus Salim (Pemohon)');
    await expect(first).toHaveTextContent('dari 203.0.113.24');
    await expect(first).toHaveTextContent(/Android 14/);
    await expect(page().getByText(r.noActions)).toBeVisible();
  },
};

/** Rina's decision waits for her: the premiums, the loading and the exclusion. */
export const KeputusanTerbit: Story = {
  ...at(RINA),
  play: async () => {
    await expect(await page().findByRole('region', { name: r.offer })).toHaveTextContent(
      /50% premi produk utama: Rp.225\.000/,
    );
  },
};

/** 'Mulai seleksi risiko': its confirmation. */
export const MulaiSeleksiRisiko: Story = {
  ...at(FAJAR),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.REVIEW, a.review.title);
    await expect(within(dialog).getByRole('button', { name: a.review.ok })).toHaveFocus();
  },
};

/** Two requests, by the underwriter and the agent; a title left empty is said. */
export const FormulirPermintaan: Story = {
  ...at(FAJAR),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.REQUIREMENTS, a.requirements.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.requirements.add }));
    await userEvent.type(within(dialog).getAllByLabelText('Dokumen yang diminta')[0]!, 'Hasil EKG');
    await userEvent.click(within(dialog).getByRole('button', { name: a.requirements.submit }));
    await expect(within(dialog).getByText(a.requirements.titleRequired)).toBeVisible();
  },
};

export const FormulirPermintaanPonsel: Story = {
  ...FormulirPermintaan,
  globals: viewport('phone'),
};

/** The requests' confirmation step. */
export const KonfirmasiPermintaan: Story = {
  ...at(FAJAR),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.REQUIREMENTS, a.requirements.title);
    await userEvent.type(within(dialog).getByLabelText('Dokumen yang diminta'), 'Hasil EKG');
    await userEvent.click(within(dialog).getByRole('button', { name: a.requirements.submit }));
    await expect(within(dialog).getByText(a.requirements.confirm(1, FAJAR))).toBeVisible();
  },
};

/** The decision with a 50% loading on an odd premium: the preview rounds half up. */
export const FormulirKeputusan: Story = {
  ...at(BUDI_SON),
  beforeEach: ({ msw }) => {
    const desk = spajDesk();
    desk.reviews.find((x) => x.application.spaj_number === BUDI_SON)!.application.coverage =
      wholeLifeCoverage;
    msw.use(...desk.handlers);
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.decide.addLoading }));
    await userEvent.selectOptions(within(dialog).getByLabelText(a.decide.percent), '50');
    await expect(within(dialog).getByTestId('final-premium')).toHaveTextContent(
      /Rp.958\.518 \/ bulan/,
    );
  },
};

export const FormulirKeputusanPonsel: Story = { ...FormulirKeputusan, globals: viewport('phone') };

/** The decision's confirmation names the final premium. */
export const KonfirmasiKeputusan: Story = {
  ...at(BUDI_SON),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.DECIDE, a.decide.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.decide.submit }));
    // Visible once the popup's fade-in ends (a busy machine stretched it past a first look).
    await waitFor(() =>
      expect(within(dialog).getByText(/^Terbitkan keputusan untuk SPAJ/)).toBeVisible(),
    );
  },
};

/** Rejection: too short a reason. */
export const FormulirTolak: Story = {
  ...at(DEWI),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.REJECT, a.reject.title);
    await userEvent.type(within(dialog).getByLabelText(a.reject.label), 'Berisiko');
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await expect(within(dialog).getByText(a.reject.short(10))).toBeVisible();
  },
};

let conflictDesk: SpajDesk | null = null;

/** 409: another underwriter took it first; the message above, the application reloaded. */
export const Konflik409: Story = {
  ...at(FAJAR),
  beforeEach: ({ msw }) => {
    conflictDesk = spajDesk();
    msw.use(...conflictDesk.handlers);
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.REVIEW, a.review.title);
    conflictDesk?.movedByOther(FAJAR, 'RISK_SELECTION');
    await userEvent.click(within(dialog).getByRole('button', { name: a.review.ok }));
    await expect(
      await page().findByText(/tindakan ini hanya untuk SPAJ berstatus Diterima/),
    ).toBeVisible();
  },
};

export const Konflik409Ponsel: Story = { ...Konflik409, globals: viewport('phone') };
