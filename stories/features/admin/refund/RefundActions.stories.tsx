import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { refundReviewPath } from '../../../../web/src/features/admin/paths';
import { refundMessages } from '../../../../web/src/features/admin/refund/refundMessages';
import RefundReviewPage from '../../../../web/src/features/admin/refund/RefundReviewPage';
import {
  BUDI_REFUND,
  REJECTION,
  SITI_REFUND,
  UNKNOWN_REFUND,
} from '../../../../web/src/features/admin/refund/testing/refundFixtures';
import {
  GATEWAY_DOWN,
  refundDesk,
  type RefundDesk,
} from '../../../../web/src/features/admin/refund/testing/refundHandlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const a = refundMessages.actions;
const r = refundMessages.review;

/**
 * The staff's two actions on a waiting refund case, each in its popup: 'Kembalikan dana' as
 * a confirmation naming the amount and the payer (done at once by the sandbox gateway, or
 * refused by a gateway that does not answer: 503 in the popup), 'Tolak' with a reason
 * checked like the contract; a 409 when another staff member was first.
 */
const meta = {
  title: 'Admin/Tindakan Pengembalian Dana',
  component: RefundReviewPage,
  parameters: { portal: { path: refundReviewPath(BUDI_REFUND), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof RefundReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const at = (number: string) => ({
  portal: { path: refundReviewPath(number), signedIn: 'admin' as const },
});
async function open(userEvent: User, button: string, title: string) {
  await page().findByRole('article', { name: /^Pengembalian Dana RFD-/ });
  await userEvent.click(await page().findByRole('button', { name: button }));
  return page().findByRole('dialog', { name: title });
}
const reason = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: a.reject.label });

let desk: RefundDesk;
const withDesk = ({ msw }: { msw: { use: (...h: RefundDesk['handlers']) => void } }) => {
  desk = refundDesk();
  msw.use(...desk.handlers);
};

/** 'Kembalikan dana': the amount, the payer and where the money goes, before anything is sent. */
export const KembalikanDana: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Kembalikan dana', a.refund.title);
    await expect(dialog).toHaveTextContent(
      'Rp 1.250.000 dikembalikan kepada Budi Santoso lewat payment gateway',
    );
    await expect(within(dialog).getByRole('button', { name: a.refund.ok })).toHaveFocus();
  },
};

/** The confirmation on a phone: full screen. */
export const KembalikanDanaPonsel: Story = {
  ...KembalikanDana,
  globals: viewport('phone'),
};

/** An unknown order's money: the payer is not known, there is no policy. */
export const KembalikanDanaPesananTidakDikenal: Story = {
  parameters: at(UNKNOWN_REFUND),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Kembalikan dana', a.refund.title);
    await expect(dialog).toHaveTextContent(
      `Rp 215.000 dikembalikan kepada ${a.refund.unknownPayer}`,
    );
    await expect(dialog).toHaveTextContent(`Polis${r.noPolicy}`);
  },
};

/** Refunded: the popup closes, the case shows the gateway's reference and a notice says so. */
export const KembalikanDanaSelesai: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Kembalikan dana', a.refund.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.refund.ok }));
    await expect(
      await page().findByText(`Dana Rp 1.250.000 kasus ${BUDI_REFUND} dikembalikan.`),
    ).toBeVisible();
    const article = await page().findByRole('article', { name: /^Pengembalian Dana RFD-/ });
    await waitFor(() =>
      expect(within(article).getByRole('region', { name: r.refunded })).toBeVisible(),
    );
  },
};

/** The gateway does not answer (503): its words in the popup, the case still waiting. */
export const KembalikanDanaGatewayTidakMenjawab: Story = {
  beforeEach: (context) => {
    withDesk(context);
    desk.gateway = 'down';
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Kembalikan dana', a.refund.title);
    await userEvent.click(within(dialog).getByRole('button', { name: a.refund.ok }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(GATEWAY_DOWN);
    await expect(within(dialog).getByRole('button', { name: a.refund.ok })).toBeEnabled();
  },
};

/** Another staff member rejected the case meanwhile (409): the server's words above it. */
export const KembalikanDanaSudahDiputus: Story = {
  beforeEach: withDesk,
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Kembalikan dana', a.refund.title);
    desk.decidedElsewhere(BUDI_REFUND, 'REJECTED');
    await userEvent.click(within(dialog).getByRole('button', { name: a.refund.ok }));
    await expect(
      await page().findByText(
        `Kasus ${BUDI_REFUND} berstatus Ditolak; tindakan ini hanya untuk kasus yang menunggu keputusan. ${r.conflictReloaded}`,
      ),
    ).toBeVisible();
  },
};

/** 'Tolak': the reason with its count. */
export const Tolak: Story = {
  parameters: at(SITI_REFUND),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tolak', a.reject.title);
    await userEvent.type(reason(dialog), REJECTION);
    await expect(dialog).toHaveTextContent(`${REJECTION.length}/500`);
  },
};

export const TolakPonsel: Story = { ...Tolak, globals: viewport('phone') };

/** Too short a reason is refused before anything is sent. */
export const TolakTerlaluPendek: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tolak', a.reject.title);
    await userEvent.type(reason(dialog), 'Sudah.');
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await expect(within(dialog).getByText(a.reject.short(10))).toBeVisible();
  },
};

/** A line break: the contract wants one paragraph. */
export const TolakBarisBaru: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tolak', a.reject.title);
    await userEvent.type(reason(dialog), 'Sudah dikembalikan{Enter}lewat transfer bank.');
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await expect(within(dialog).getByText(a.reject.chars)).toBeVisible();
  },
};

/** Rejected: the popup closes, the reason shows on the case. */
export const TolakSelesai: Story = {
  parameters: at(SITI_REFUND),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tolak', a.reject.title);
    await userEvent.type(reason(dialog), REJECTION);
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject.submit }));
    await expect(await page().findByText(a.reject.done(SITI_REFUND))).toBeVisible();
    const article = await page().findByRole('article', { name: /^Pengembalian Dana RFD-/ });
    await waitFor(() =>
      expect(within(article).getByRole('region', { name: r.rejection })).toHaveTextContent(
        REJECTION,
      ),
    );
  },
};
