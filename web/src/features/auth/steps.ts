// Where each sign-in stage is answered, and moving on after a step: either the next
// stage's page (with the step token stored in the flow) or, when AUTHENTICATED, the portal.
import type { SignInStage } from '../../api/generated/model/signInStage';
import type { SignInStepResponse } from '../../api/generated/model/signInStepResponse';

export const ROUTE = {
  login: 'login',
  idCard: 'id-card',
  verifyPassword: 'login-verify-password',
  otp: 'otp',
  createPassword: 'login-create-password',
  forgotPassword: 'login-forgot-password',
  newPassword: 'login-new-password',
} as const;
export type SignInRouteName = (typeof ROUTE)[keyof typeof ROUTE];

export const PATH = {
  login: '/login',
  idCard: '/login/idcard',
  verifyPassword: '/login/verify-password',
  otp: '/login/otp',
  createPassword: '/login/create-password',
  forgotPassword: '/login/forgot-password',
  newPassword: '/login/new-password',
} as const;

type PendingStage = Exclude<SignInStage, 'AUTHENTICATED'>;

/** The page of a stage, and a route it may be entered from (its `entryFrom`). */
export const STAGE_PAGE: Record<PendingStage, { path: string; from: SignInRouteName }> = {
  VERIFY_PASSWORD: { path: PATH.verifyPassword, from: ROUTE.login },
  ID_CARD: { path: PATH.idCard, from: ROUTE.login },
  OTP: { path: PATH.otp, from: ROUTE.login },
  CREATE_PASSWORD: { path: PATH.createPassword, from: ROUTE.otp },
  NEW_PASSWORD: { path: PATH.newPassword, from: ROUTE.forgotPassword },
};

export type StepOutcome =
  | { kind: 'authenticated'; response: SignInStepResponse }
  | { kind: 'next'; stage: PendingStage; token: string; path: string };

export function outcomeOf(response: SignInStepResponse): StepOutcome {
  if (response.next === 'AUTHENTICATED') return { kind: 'authenticated', response };
  return {
    kind: 'next',
    stage: response.next,
    token: response.token,
    path: STAGE_PAGE[response.next].path,
  };
}

const SIXTEEN_DIGITS = /^\d{16}$/;

/** Whether the login page's entry is a NIK (16 digits) rather than a user name. */
export function isNik(identifier: string): boolean {
  return SIXTEEN_DIGITS.test(identifier.trim());
}

/** What checkUser receives for the login page's one field: 16 digits are a NIK. */
export function checkUserRequestFor(identifier: string, checkAdmin: boolean) {
  const value = identifier.trim();
  const key = isNik(value) ? { nik: value } : { userName: value };
  return checkAdmin ? { ...key, checkAdmin: true } : key;
}
