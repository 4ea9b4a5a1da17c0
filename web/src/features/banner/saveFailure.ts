// A refused call as the banner pages show it: the server's Indonesian message, the fields a
// 422 names, and whether it was a 409 (changed by someone else since it was read).
import { errorMessageOf, isApiError } from '../../api/errors';
import type { SaveFailure } from './components/BannerForm';

export function failureOf(error: unknown): SaveFailure {
  return {
    message: errorMessageOf(error),
    fields: isApiError(error) ? error.fieldErrors : [],
    conflict: isApiError(error) && error.status === 409,
  };
}
