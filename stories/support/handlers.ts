// MSW handlers every story starts with: the portal's background calls answered like the
// server (the features' testing handlers and the contract examples, no artificial delay).
// Stories add their own with `msw.use()` in beforeEach; later handlers win.
import { delay, http, HttpResponse } from 'msw';
import { getGetConfigResponseMock } from '../../web/src/api/generated/endpoints/info/info.msw';
import {
  getLogoutResponseMock,
  getUpdateSessionResponseMock,
} from '../../web/src/api/generated/endpoints/session/session.msw';
import { claimDesk } from '../../web/src/features/admin/claim/testing/claimHandlers';
import { bannerDesk } from '../../web/src/features/banner/testing/handlers';
import { reviewDesk } from '../../web/src/features/admin/pengkinian/testing/handlers';
import { spajDesk } from '../../web/src/features/admin/spaj/testing/spajDeskHandlers';
import { refundDesk } from '../../web/src/features/admin/refund/testing/refundHandlers';
import { complaintDesk } from '../../web/src/features/admin/complaint/testing/complaintHandlers';
import { privacyDesk } from '../../web/src/features/admin/privacy/testing/privacyDeskHandlers';
import { reconciliationServer } from '../../web/src/features/admin/reconciliation/testing/reconciliationHandlers';
import { noticeServer } from '../../web/src/features/admin/notice/testing/noticeHandlers';
import { hospitalHandlers } from '../../web/src/features/hospital/testing/handlers';
import { kycHandlers } from '../../web/src/features/pengkinian/history/testing/handlers';
import { notificationServer } from '../../web/src/features/notification/testing/handlers';
import { paymentHandlers } from '../../web/src/features/payment/testing/handlers';
import { policyHandlers } from '../../web/src/features/policy/testing/handlers';
import { securityServer } from '../../web/src/features/security/testing/handlers';
import { accepted, termsHtml } from '../../web/src/features/terms/testing/handlers';
import { transactionHandlers } from '../../web/src/features/transaction/testing/handlers';
import { companyProfileHandler, problem } from '../../web/src/test/http';

export { problem };

/**
 * Company profile, configuration, the terms already accepted, session update and logout,
 * the customer's policies (so a story that ends on Data Polis shows real data), the
 * security settings (Pengaturan) and the inbox (the header's bell).
 */
export function portalHandlers() {
  return [
    companyProfileHandler(),
    http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
    http.get('*/token/checkValidTerm', () => HttpResponse.json(accepted)),
    http.get('*/termscondition/load', () => HttpResponse.json(termsHtml)),
    http.post('*/session/update', () => HttpResponse.json(getUpdateSessionResponseMock())),
    http.post('*/session/logout', () => HttpResponse.json(getLogoutResponseMock())),
    ...policyHandlers(),
    ...transactionHandlers(),
    ...paymentHandlers(),
    ...kycHandlers(),
    ...hospitalHandlers(),
    // A fresh security state per story (a password changed in one is not in the next).
    ...securityServer().handlers,
    // A fresh inbox per story: the header's bell on every signed-in page (three unread).
    ...notificationServer().handlers,
    // A fresh review desk per story (approving in one leaves the next untouched).
    ...reviewDesk().handlers,
    // A fresh claims desk per story (its */admin/claim/* paths before any customer */claim/*).
    ...claimDesk().handlers,
    // A fresh underwriting desk per story (the admin home counts what waits).
    ...spajDesk().handlers,
    // A fresh refund desk and reconciliation per story (the admin home counts what waits).
    ...refundDesk().handlers,
    ...reconciliationServer().handlers,
    // A fresh complaint desk per story (the admin home counts what waits for an answer).
    ...complaintDesk().handlers,
    // A fresh desk of personal-data requests per story (the admin home counts what waits).
    ...privacyDesk().handlers,
    // A fresh notice outbox per story (the admin home counts the failed notices).
    ...noticeServer().handlers,
    // A fresh banner desk per story (its */admin/banner/* paths, and the pictures of both
    // the admin's banners and the carousel's, the policies' banner handlers answering first).
    ...bannerDesk().handlers,
  ];
}

/** A call that never answers: the screen stays in its loading state. */
export function pending(method: 'get' | 'post', path: string) {
  return http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The problem+json answer of a failed call with its Indonesian message. */
export function failing(
  method: 'get' | 'post',
  path: string,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return http[method](path, () => problem(status, message, extra));
}
