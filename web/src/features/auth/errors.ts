// How a failed sign-in call shows on the form: the shared inline errors (api/inlineError.ts)
// with the step token's request options.
import type { FetchOptions } from '../../api/fetcher';
import { INLINE_STATUSES } from '../../api/inlineError';

export {
  INLINE_STATUSES,
  inlineErrorOf,
  SEND_CODE_STATUSES,
  type InlineError,
} from '../../api/inlineError';

/** Request options of a sign-in call made with the step token. */
export function stepRequest(stepToken: string): FetchOptions {
  return { accessToken: stepToken, silentStatuses: INLINE_STATUSES };
}
