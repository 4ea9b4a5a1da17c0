// The WebAuthn glue (shared/webauthn.ts) with the browser's API stubbed: what it hands the
// browser and what it answers in the contract's shape.
import { afterEach, describe, expect, it } from 'vitest';
import {
  browserFailureOf,
  createPasskey,
  getPasskey,
  PasskeyBrowserError,
  supportsPasskeys,
} from '../../shared/webauthn';
import { creationOptions, loginOptions, passkeys } from './testing/fixtures';
import { stubWebAuthn, withoutWebAuthn } from '../../test/webauthn';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('the WebAuthn glue', () => {
  it('creates a passkey with the server options and answers the contract’s JSON', async () => {
    const stub = stubWebAuthn({ attachment: 'cross-platform' });
    restore = stub.restore;
    expect(supportsPasskeys()).toBe(true);
    const credential = await createPasskey(creationOptions(passkeys()));
    const publicKey = stub.calls.create[0]?.publicKey;
    expect(publicKey?.rp.name).toBe('TManKu');
    expect(publicKey?.authenticatorSelection?.residentKey).toBe('required');
    expect(publicKey?.excludeCredentials).toHaveLength(3);
    expect(credential).toEqual({
      id: 'Y3JlZGVudGlhbC1pZC1vZi1idWRpLXBob25l',
      rawId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      type: 'public-key',
      authenticatorAttachment: 'cross-platform',
      response: {
        clientDataJSON: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        attestationObject: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
    });
  });

  it('signs in without a user name (no allowCredentials) and answers the userHandle', async () => {
    const stub = stubWebAuthn();
    restore = stub.restore;
    const credential = await getPasskey(loginOptions().options);
    expect(stub.calls.get[0]?.publicKey?.allowCredentials ?? []).toEqual([]);
    expect(stub.calls.get[0]?.publicKey?.userVerification).toBe('required');
    expect(credential.response.userHandle).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(credential.response.signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Object.keys(credential.response).sort()).toEqual([
      'authenticatorData',
      'clientDataJSON',
      'signature',
      'userHandle',
    ]);
  });

  it("turns the browser's refusals into what they mean", async () => {
    const stub = stubWebAuthn({ create: 'NotAllowedError', get: 'InvalidStateError' });
    restore = stub.restore;
    const cancelled = await createPasskey(creationOptions()).catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(PasskeyBrowserError);
    expect(browserFailureOf(cancelled)).toBe('cancelled');
    const exists = await getPasskey(loginOptions().options).catch((e: unknown) => e);
    expect(browserFailureOf(exists)).toBe('exists');
  });

  it('says unsupported where the browser has no passkeys, without loading the library', async () => {
    restore = withoutWebAuthn();
    expect(supportsPasskeys()).toBe(false);
    const failure = await createPasskey(creationOptions()).catch((e: unknown) => e);
    expect(browserFailureOf(failure)).toBe('unsupported');
  });
});
