import { describe, expect, it } from 'vitest';
import { reasonError } from './reason';

describe('reasonError', () => {
  it('takes 10 to 500 characters without < > { } \\', () => {
    expect(reasonError('')).toBe('Isi alasan penolakan.');
    expect(reasonError('   ')).toBe('Isi alasan penolakan.');
    expect(reasonError('Kurang.')).toBe('Alasan penolakan paling sedikit 10 karakter.');
    // Spaces around do not count.
    expect(reasonError('   123456789   ')).toBe('Alasan penolakan paling sedikit 10 karakter.');
    expect(reasonError('a'.repeat(501))).toBe('Alasan penolakan paling banyak 500 karakter.');
    expect(reasonError('Foto KTP <buram>, mohon kirim ulang')).toMatch(/tidak boleh memuat/);
    expect(reasonError('Foto KTP buram, mohon kirim ulang.')).toBeNull();
    expect(reasonError('a'.repeat(500))).toBeNull();
  });
});
