import { describe, expect, it } from 'vitest';
import '../../api/zodSetup';
import { passkeyRegisterVerifyBody } from '../../api/generated/zod/passkey/passkey.zod';
import { messages } from './messages';
import { cleanName, defaultName, NAME_MAX, nameError, nameLength } from './name';

describe("a passkey's name (the contract's PasskeyName)", () => {
  it('takes 1 to 50 characters, spaces around it dropped', () => {
    expect(NAME_MAX).toBe(50);
    expect(nameError('Ponsel Budi')).toBeNull();
    expect(nameError('A')).toBeNull();
    expect(nameError('x'.repeat(50))).toBeNull();
    expect(nameError(`  ${'x'.repeat(50)}  `)).toBeNull();
    expect(cleanName('  Ponsel Budi ')).toBe('Ponsel Budi');
  });

  it('asks for a name when there is none, or only spaces', () => {
    expect(nameError('')).toBe(messages.name.required);
    expect(nameError('    ')).toBe(messages.name.required);
  });

  it('refuses more than 50 characters, counted as the server counts them', () => {
    expect(nameError('x'.repeat(51))).toBe(messages.name.tooLong(50));
    // An emoji is one character for the server (two UTF-16 units in JavaScript).
    expect(nameLength('🔑'.repeat(50))).toBe(50);
    expect(nameError('🔑'.repeat(50))).toBeNull();
  });

  it('refuses control characters (a new line, a tab)', () => {
    expect(nameError('Ponsel\nBudi')).toBe(messages.name.control);
    expect(nameError('Ponsel\tBudi')).toBe(messages.name.control);
    expect(nameError('Ponsel\u007fBudi')).toBe(messages.name.control);
  });

  it("is the contract's rule: what it takes, the server's schema takes", () => {
    const contract = passkeyRegisterVerifyBody.shape.name;
    expect(contract.maxLength).toBe(NAME_MAX);
    const samples = [
      'Ponsel Budi',
      'A',
      ' ',
      '',
      'x'.repeat(50),
      'x'.repeat(51),
      'a\nb',
      '🔑 kunci',
      '\u00a0Laptop',
      'a\u0000',
    ];
    for (const sample of samples) {
      expect(nameError(sample) === null, JSON.stringify(sample)).toBe(
        contract.safeParse(cleanName(sample)).success,
      );
    }
    expect(nameError('a\u0000')).toBe(messages.name.control);
  });

  it('offers the kind of device as the first name', () => {
    const ua = (s: string) => `Mozilla/5.0 (${s}) AppleWebKit/537.36`;
    expect(defaultName(ua('iPhone; CPU iPhone OS 18_1 like Mac OS X'))).toBe('iPhone');
    expect(defaultName(ua('iPad; CPU OS 18_1 like Mac OS X'))).toBe('iPad');
    expect(defaultName(ua('Linux; Android 15; Pixel 9') + ' Mobile Safari')).toBe('Ponsel Android');
    expect(defaultName(ua('Linux; Android 15; SM-X710'))).toBe('Tablet Android');
    expect(defaultName(ua('Macintosh; Intel Mac OS X 10_15_7'))).toBe('Mac');
    expect(defaultName(ua('Windows NT 10.0; Win64; x64'))).toBe('Komputer Windows');
    expect(defaultName(ua('X11; CrOS x86_64 14541.0.0'))).toBe('Chromebook');
    expect(defaultName(ua('X11; Linux x86_64'))).toBe('Komputer Linux');
    expect(defaultName('curl/8.0')).toBe('Passkey saya');
    for (const name of Object.values(messages.name.defaults)) expect(nameError(name)).toBeNull();
  });
});
