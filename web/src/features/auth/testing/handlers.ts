// MSW handlers answering the sign-in calls like the server (contract shapes from the
// generated mocks), recording what the web sent to the steps: body and access-token header.
// The sign-in code goes by the channel asked; an SMS code's delivery reports come in turn on
// the reads of otp/info (options), and the gateway may refuse a code (503 code-not-sent).
import { http, HttpResponse } from 'msw';
import type { AccountStatus } from '../../../api/generated/model/accountStatus';
import { getGetConfigResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import type { CheckUserResponse } from '../../../api/generated/model/checkUserResponse';
import type { EmailPhData } from '../../../api/generated/model/emailPhData';
import type { ForgotPasswordOtpRequest } from '../../../api/generated/model/forgotPasswordOtpRequest';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import type { OtpInfoChannel } from '../../../api/generated/model/otpInfoChannel';
import type { OtpInfoDelivery } from '../../../api/generated/model/otpInfoDelivery';
import type { SignInStage } from '../../../api/generated/model/signInStage';
import type { SignInStepResponse } from '../../../api/generated/model/signInStepResponse';
import { customer } from '../../../test/customer';
import { accessToken, codeNotSent, companyProfileHandler, jwt } from '../../../test/http';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

export const stepToken = (stage: SignInStage) => jwt({ sub: 'budi.santoso', stage });

const iso = (ms: number) => new Date(ms).toISOString();

/** OtpInfo relative to now: valid 5 minutes, resend after 1 minute. */
export function otpInfo(extra: Partial<OtpInfo> = {}): OtpInfo {
  const now = Date.now();
  return {
    attempt: 0,
    limit: 5,
    channel: 'SMS',
    destination: '+62 812-****-7890',
    expiresAt: iso(now + 300_000),
    resendAvailableAt: iso(now + 60_000),
    lockedUntil: null,
    serverTime: iso(now),
    delivery: 'QUEUED',
    ...extra,
  };
}

/** The account's e-mail the sign-in code may go to instead (accountEmails' SIGN_IN_CODE). */
export const SIGN_IN_CODE_EMAIL = 'bu***o@gm***.com';

/** otp/generate's answer for a channel: an SMS is QUEUED at the gateway, an e-mail not tracked. */
export function sentOtpInfo(channel: OtpInfoChannel = 'SMS', extra: Partial<OtpInfo> = {}) {
  return channel === 'EMAIL'
    ? otpInfo({ channel, destination: SIGN_IN_CODE_EMAIL, delivery: null, ...extra })
    : otpInfo({ channel, delivery: 'QUEUED', ...extra });
}

export interface SignInHandlerOptions {
  /**
   * The SMS gateway's reports of a code sent by SMS: the delivery the reads of otp/info
   * answer in turn after the send (the last one stays; none: QUEUED). After a reload the
   * page's first read is the send's answer. FAILED allows a new code at once
   * (resendAvailableAt the send time), as the server does.
   */
  delivery?: OtpInfoDelivery[];
  /** otp/generate answers 503 code-not-sent for these channels (the gateway took nothing). */
  notSent?: OtpInfoChannel[];
  /** Extra fields of every otp/generate answer (e.g. the resend allowed at once). */
  sent?: Partial<OtpInfo>;
}

/** A pending step's answer: it comes only after a proved step, with the account's status. */
export function stepResponse(
  next: Exclude<SignInStage, 'AUTHENTICATED'>,
  accountStatus: AccountStatus = 'ACTIVE',
): SignInStepResponse {
  return { result: 'Success', next, account_status: accountStatus, token: stepToken(next) };
}

export function authenticated(): SignInStepResponse {
  return {
    result: 'Success',
    next: 'AUTHENTICATED',
    token: accessToken(900),
    refreshToken: 'refresh-token-0123456789abcdef',
    tnc_version: '2026.1',
    userName: 'budi.santoso',
    policyHolderName: 'Budi Santoso',
    ldapName: 'budi.santoso',
    data: { ...customer },
  };
}

/** checkUser's answer: the same for every user name (or every NIK), known or not. */
export function checkUserResponse(
  next: 'VERIFY_PASSWORD' | 'ID_CARD' = 'VERIFY_PASSWORD',
): CheckUserResponse {
  return { token: stepToken(next), checkPassword: next === 'VERIFY_PASSWORD', data: { next } };
}

/**
 * password/emailPH for a proved step (or a session): Budi's addresses, masked. The sign-in
 * code goes to the policy holder's e-mail on record (the account keeps none of its own).
 */
export function accountEmails(): EmailPhData {
  return {
    emails: [
      {
        source: 'RECOVERY',
        email: 'bu***i@ya***.co.id',
        uses: ['SECURITY_NOTICE', 'FORGOT_PASSWORD'],
      },
      {
        source: 'POLICY_HOLDER',
        email: 'bu***o@gm***.com',
        uses: ['SIGN_IN_CODE', 'FORGOT_PASSWORD'],
      },
    ],
  };
}

/** The masked form of a typed address, as the server shows it back. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const [label = '', ...rest] = domain.split('.');
  const kept = local.length >= 4 ? `${local.slice(0, 2)}***${local.slice(-1)}` : `${local[0]}***`;
  return `${kept}@${label.slice(0, label.length >= 3 ? 2 : 1)}***.${rest.join('.')}`;
}

export function signInHandlers(calls: RecordedCall[], options: SignInHandlerOptions = {}) {
  const { delivery = [], notSent = [], sent: sentExtra = {} } = options;
  // The last code sent (or found by a reload's read), and the reads of otp/info since.
  let last: { info: OtpInfo; at: number; reads: number } | null = null;
  const send = (channel: OtpInfoChannel): OtpInfo => {
    const info = sentOtpInfo(channel, sentExtra);
    last = { info, at: Date.now(), reads: 0 };
    return info;
  };
  const read = (): OtpInfo => {
    if (!last) return send('SMS');
    last.reads += 1;
    const { info, at, reads } = last;
    const report =
      info.channel === 'SMS'
        ? (delivery[Math.min(reads, delivery.length) - 1] ?? info.delivery)
        : info.delivery;
    return {
      ...info,
      delivery: report,
      serverTime: new Date().toISOString(),
      ...(report === 'FAILED' ? { resendAvailableAt: new Date(at).toISOString() } : {}),
    };
  };
  const note = async (request: Request): Promise<unknown> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/customer/api', ''),
      body,
      token: request.headers.get('access-token'),
    });
    return body;
  };
  const record =
    <T>(answer: (body: unknown) => T) =>
    async ({ request }: { request: Request }) =>
      HttpResponse.json(answer(await note(request)) as Record<string, unknown>);
  return [
    companyProfileHandler(),
    http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
    // A read beside the steps (the OTP page's e-mail choice), not recorded with them.
    http.get('*/password/emailPH', () => HttpResponse.json(accountEmails())),
    http.post(
      '*/login/checkUser',
      record((body) =>
        checkUserResponse(
          body && typeof body === 'object' && 'nik' in body ? 'ID_CARD' : undefined,
        ),
      ),
    ),
    http.post(
      '*/login/idCard',
      record(() => stepResponse('OTP')),
    ),
    http.post(
      '*/password/validate',
      record(() => stepResponse('OTP')),
    ),
    // Before '*/otp/...': a '*' pattern also matches '/password/otp/...'.
    http.post(
      '*/password/otp/generate',
      record((body) =>
        otpInfo({
          channel: 'EMAIL',
          destination: maskedEmail((body as ForgotPasswordOtpRequest).email),
          delivery: null,
        }),
      ),
    ),
    http.post(
      '*/password/otp/info',
      record(() => otpInfo({ channel: 'EMAIL', destination: 'bu***o@gm***.com', delivery: null })),
    ),
    http.post(
      '*/password/otp/validate',
      record(() => stepResponse('NEW_PASSWORD')),
    ),
    http.post('*/otp/generate', async ({ request }) => {
      const body = (await note(request)) as { channel?: OtpInfoChannel } | undefined;
      const channel = body?.channel ?? 'SMS';
      return notSent.includes(channel) ? codeNotSent() : HttpResponse.json(send(channel));
    }),
    http.get(
      '*/otp/info',
      record(() => read()),
    ),
    http.post(
      '*/otp/validate',
      record(() => authenticated()),
    ),
    http.post(
      '*/password/create',
      record(() => authenticated()),
    ),
    http.post(
      '*/password/setting/userNotActive',
      record(() => authenticated()),
    ),
    http.post(
      '*/password/reset',
      record(() => authenticated()),
    ),
  ];
}
