// The login page's one call, POST /login/checkUser, made with the one HTTP client directly
// rather than through the generated auth module: a module lives whole in one chunk, and the
// login page importing it put every sign-in call of the later steps (password, codes, NIK,
// recovery) in the login page's first download, about 1 KB compressed. Those steps load the
// generated module with their own pages. checkUser.test.ts holds the address and the key to the
// generated ones.
import { useMutation } from '@tanstack/react-query';
import type { checkUserResponseSuccess } from '../../api/generated/endpoints/auth/auth';
import type { CheckUserRequest } from '../../api/generated/model';
import { customFetch } from '../../api/fetcher';

/** getCheckUserUrl(). */
export const CHECK_USER_URL = '/login/checkUser';
/** The generated mutation's key. */
export const CHECK_USER_KEY = ['checkUser'] as const;

/** checkUser() as useCheckUser's mutation; `silentStatuses` are answered inline, no popup. */
export function useCheckUserCall(silentStatuses: readonly number[]) {
  return useMutation({
    mutationKey: CHECK_USER_KEY,
    mutationFn: (body: CheckUserRequest) =>
      customFetch<checkUserResponseSuccess>(CHECK_USER_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        silentStatuses,
      }),
  });
}
