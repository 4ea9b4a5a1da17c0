// Where a finished sign-in goes: the return route left by a page that sent the customer to
// sign in (once, and only a path of this portal), else the session's home.
import { describe, expect, it } from 'vitest';
import { afterSignInPath, RETURN_AFTER_SIGN_IN_KEY, returnAfterSignIn } from './home';

describe('after sign-in', () => {
  it('goes home without a return route', () => {
    expect(afterSignInPath(false)).toBe('/');
    expect(afterSignInPath(true)).toBe('/admin');
  });

  it('goes back once to the page that sent the customer to sign in', () => {
    returnAfterSignIn('/login/spaj-polis');
    expect(sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY)).toBe('/login/spaj-polis');
    expect(afterSignInPath(false)).toBe('/login/spaj-polis');
    expect(afterSignInPath(false)).toBe('/');
  });

  it('an admin session goes to its own home, and the return route is forgotten', () => {
    returnAfterSignIn('/login/spaj-polis');
    expect(afterSignInPath(true)).toBe('/admin');
    expect(afterSignInPath(false)).toBe('/');
  });

  it('never leaves the portal', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'polis']) {
      returnAfterSignIn(path);
      expect(afterSignInPath(false)).toBe('/');
      sessionStorage.setItem(RETURN_AFTER_SIGN_IN_KEY, path);
      expect(afterSignInPath(false)).toBe('/');
    }
  });
});
