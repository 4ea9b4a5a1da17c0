import { describe, expect, it } from 'vitest';
import { rejectSchema as claimReject } from '../claim/claimRules';
import { rejectSchema as refundReject } from '../refund/refundRules';
import { spajMessages } from '../spaj/spajMessages';
import { rejectSchema as spajReject } from '../spaj/spajRules';

const errorOf = (schema: typeof spajReject, reason: string) => {
  const parsed = schema.safeParse({ reason });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the desks' reject reasons", () => {
  const r = spajMessages.actions.reject;

  it('SPAJ: 10 to 500 characters, trimmed, in one paragraph (the contract refuses a line break)', () => {
    expect(errorOf(spajReject, '   ')).toBe(r.required);
    expect(errorOf(spajReject, '  Terlalu  ')).toBe(r.short(10));
    expect(errorOf(spajReject, 'a'.repeat(501))).toBe(r.long(500));
    expect(errorOf(spajReject, 'Terlalu berisiko\nuntuk produk ini.')).toBe(r.chars);
    expect(errorOf(spajReject, 'Terlalu berisiko\tuntuk produk ini.')).toBe(r.chars);
    expect(errorOf(spajReject, '  Terlalu berisiko untuk produk ini.\n')).toBeNull();
  });

  it('refund: the same rule of one paragraph', () => {
    expect(errorOf(refundReject, 'Sudah ditransfer\nlewat bank.')).toMatch(/satu paragraf/);
    expect(errorOf(refundReject, 'Sudah ditransfer lewat bank.')).toBeNull();
  });

  it('claim: its contract takes line breaks, not < > { } \\', () => {
    expect(errorOf(claimReject, 'Polis belum aktif\npada tanggal rawat.')).toBeNull();
    expect(errorOf(claimReject, 'Polis belum <aktif> pada tanggal rawat.')).toMatch(
      /tidak boleh memuat/,
    );
  });
});
