// The statuses a change's code step shows in place instead of a popup.
import { INLINE_STATUSES, SEND_CODE_STATUSES } from '../../../api/inlineError';

/** Told in the step: the code's refusals and a request no longer possible (409). */
export const CONFIRM_IN_STEP = [...INLINE_STATUSES, 409] as const;
/** And for the send: a code the gateway did not take (503). */
export const SEND_IN_STEP = [...SEND_CODE_STATUSES, 409] as const;
