// The sign-in flow in progress (sessionStorage `signin`): the step token of the next step,
// the user name or NIK entered on the login page and what the steps learned. checkUser
// tells nothing about the account (the same answer for everyone); the account's status
// arrives only with the answer of a step the customer proved (password, NIK and birth
// date, a code). Kept in sessionStorage so a reload of a sign-in page keeps working; gone
// when the tab closes.
import { readJson, writeJson } from '../api/storage';
import type { AccountStatus } from '../api/generated/model/accountStatus';
import type { SignInStage } from '../api/generated/model/signInStage';

export const SIGN_IN_FLOW_KEY = 'signin';

export interface OtpAttempt {
  attempt: number;
  limit: number;
}

export interface SignInFlow {
  /** The login page's entry as sent to checkUser: a user name, or a NIK (`via: 'nik'`). */
  userName: string;
  /** What the entry was: a user name (the password next) or a NIK (NIK and birth date). */
  via?: 'userName' | 'nik';
  /** Step token for `next` (access-token header of the next step's call). */
  stepToken: string;
  next: SignInStage;
  /** The account's status, once a step the customer proved has told it. */
  accountStatus?: AccountStatus;
  /** checkUser's checkPassword flag: the password is the next step (a user name). */
  checkPassword?: boolean;
  /** Admin sign-in (`?admin=1` on the login page). */
  checkAdmin?: boolean;
  /** A sign-in OTP was sent for the current step token. */
  otpSent?: boolean;
  /** A forgot-password code was sent. */
  forgotOtpSent?: boolean;
  /** The last known OTP attempt record. */
  otpAttempt?: OtpAttempt;
}

export function getSignInFlow(): SignInFlow | null {
  const flow = readJson<SignInFlow>('session', SIGN_IN_FLOW_KEY);
  return flow && typeof flow.userName === 'string' && typeof flow.stepToken === 'string'
    ? flow
    : null;
}

export function startSignInFlow(flow: SignInFlow): void {
  writeJson('session', SIGN_IN_FLOW_KEY, flow);
}

/** Merge into the flow in progress; ignored when there is none. */
export function updateSignInFlow(patch: Partial<SignInFlow>): SignInFlow | null {
  const flow = getSignInFlow();
  if (!flow) return null;
  const next = { ...flow, ...patch };
  writeJson('session', SIGN_IN_FLOW_KEY, next);
  return next;
}

export function clearSignInFlow(): void {
  writeJson('session', SIGN_IN_FLOW_KEY, null);
}
