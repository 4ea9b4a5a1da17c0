// The login page's call is the generated one (it calls the HTTP client itself to keep the
// generated auth module out of the login page's first download).
import { describe, expect, it } from 'vitest';
import {
  getCheckUserMutationOptions,
  getCheckUserUrl,
} from '../../api/generated/endpoints/auth/auth';
import { CHECK_USER_KEY, CHECK_USER_URL } from './checkUser';

describe('the login call', () => {
  it("asks what the generated call asks, under the generated mutation's key", () => {
    expect(CHECK_USER_URL).toBe(getCheckUserUrl());
    expect([...CHECK_USER_KEY]).toEqual([...(getCheckUserMutationOptions().mutationKey ?? [])]);
  });
});
