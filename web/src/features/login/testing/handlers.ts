// MSW handlers answering the sign-in calls like the server (contract shapes from the
// generated mocks), recording what the web sent: body and access-token header.
import { http, HttpResponse } from 'msw';
import {
  getCheckUserResponseMock,
  getGetPolicyHolderEmailResponseMock,
} from '../../../api/generated/endpoints/auth/auth.msw';
import { getGetConfigResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import type { CheckUserResponse } from '../../../api/generated/model/checkUserResponse';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import type { SignInStage } from '../../../api/generated/model/signInStage';
import type { SignInStepResponse } from '../../../api/generated/model/signInStepResponse';
import { customer } from '../../../test/customer';
import { accessToken, companyProfileHandler, jwt } from '../../../test/http';

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
    ...extra,
  };
}

export function stepResponse(next: Exclude<SignInStage, 'AUTHENTICATED'>): SignInStepResponse {
  return { result: 'Success', next, token: stepToken(next) };
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

export function checkUserResponse(
  next: SignInStage = 'VERIFY_PASSWORD',
  accountStatus: CheckUserResponse['data']['accountStatus'] = 'ACTIVE',
): CheckUserResponse {
  const mock = getCheckUserResponseMock();
  return {
    ...mock,
    token: stepToken(next),
    checkPassword: accountStatus === 'ACTIVE',
    data: { ...mock.data, next, accountStatus },
  };
}

export function signInHandlers(calls: RecordedCall[]) {
  const record =
    <T>(answer: (body: unknown) => T) =>
    async ({ request }: { request: Request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname.replace('/customer/api', ''),
        body,
        token: request.headers.get('access-token'),
      });
      return HttpResponse.json(answer(body) as Record<string, unknown>);
    };
  return [
    companyProfileHandler(),
    http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
    http.post(
      '*/login/checkUser',
      record(() => checkUserResponse()),
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
    http.get(
      '*/password/emailPH',
      record(() => getGetPolicyHolderEmailResponseMock()),
    ),
    http.post(
      '*/password/otp/generate',
      record(() => otpInfo({ channel: 'EMAIL', destination: 'bu***o@gm***.com' })),
    ),
    http.post(
      '*/password/otp/info',
      record(() => otpInfo({ channel: 'EMAIL', destination: 'bu***o@gm***.com' })),
    ),
    http.post(
      '*/password/otp/validate',
      record(() => stepResponse('NEW_PASSWORD')),
    ),
    http.post(
      '*/otp/generate',
      record(() => otpInfo()),
    ),
    http.get(
      '*/otp/info',
      record(() => otpInfo()),
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
