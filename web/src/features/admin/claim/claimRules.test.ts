import { describe, expect, it } from 'vitest';
import { CLAIM_DOCUMENT_TYPES } from './claimLabels';
import { paySchema, rejectSchema, requestSchema } from './claimRules';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('claim action rules', () => {
  it('a rejection reason: 10 to 500 characters (trimmed), no < > { }', () => {
    const reason = (text: string) => messages(rejectSchema.safeParse({ reason: text })).reason;
    expect(reason('   ')).toBe('Isi alasan penolakan.');
    expect(reason('  Kurang.  ')).toBe('Alasan penolakan paling sedikit 10 karakter.');
    expect(reason('a'.repeat(501))).toBe('Alasan penolakan paling banyak 500 karakter.');
    expect(reason('Diagnosis {masa tunggu}')).toMatch(/tidak boleh memuat/);
    expect(reason('Perawatan terjadi dalam masa tunggu.')).toBeUndefined();
  });

  it('a payment: a date between the approval and today, a bank reference in capitals', () => {
    const pay = (transfer_date: string, transfer_reference: string) =>
      messages(
        paySchema('2026-11-24', '2026-11-22').safeParse({ transfer_date, transfer_reference }),
      );
    expect(pay('', '')).toEqual({
      transfer_date: 'Isi tanggal transfer.',
      transfer_reference: 'Isi referensi transfer bank.',
    });
    expect(pay('2026-11-25', 'BCA-TRF-1').transfer_date).toBe(
      'Tanggal transfer tidak boleh di masa depan.',
    );
    expect(pay('2026-11-21', 'BCA-TRF-1').transfer_date).toBe(
      'Tanggal transfer tidak boleh sebelum klaim disetujui (22 November 2026).',
    );
    expect(pay('2026-11-24', 'TRF1').transfer_reference).toMatch(/6 sampai 40 karakter/);
    expect(pay('2026-11-24', '-BCA123').transfer_reference).toMatch(/diawali huruf atau angka/);
    expect(pay('2026-11-24', 'bca-trf-88213409').transfer_reference).toMatch(/huruf besar/);
    expect(pay('2026-11-22', 'BCA-TRF-88213409')).toEqual({});
  });

  it('a document request: at least one type; notes within their limits', () => {
    const items = CLAIM_DOCUMENT_TYPES.map((type) => ({ type, selected: false, note: '' }));
    expect(messages(requestSchema.safeParse({ items, note: '' }))).toEqual({
      'items.root': 'Pilih setidaknya satu dokumen yang diminta.',
    });
    items[3] = { ...items[3]!, selected: true, note: 'x'.repeat(301) };
    expect(messages(requestSchema.safeParse({ items, note: '<b>' }))).toEqual({
      'items.3.note': 'Catatan paling banyak 300 karakter.',
      note: 'Catatan tidak boleh memuat karakter < > { } atau \\.',
    });
  });
});
