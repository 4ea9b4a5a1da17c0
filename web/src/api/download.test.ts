import { describe, expect, it, vi } from 'vitest';
import { fileNameFrom, saveDownload } from './download';

describe('fileNameFrom', () => {
  it('reads a quoted, a plain and an RFC 5987 file name', () => {
    expect(fileNameFrom('attachment; filename="Bukti-PAY-1.pdf"', 'x.pdf')).toBe('Bukti-PAY-1.pdf');
    expect(fileNameFrom('attachment; filename=Bukti.pdf', 'x.pdf')).toBe('Bukti.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''Bukti%20Bayar.pdf", 'x.pdf')).toBe(
      'Bukti Bayar.pdf',
    );
  });

  it('falls back without a header or a name', () => {
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom('attachment', 'x.pdf')).toBe('x.pdf');
  });
});

describe('saveDownload', () => {
  it('clicks a link to an object URL named after the header', () => {
    const created = vi.fn(() => 'blob:receipt');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoke });
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const headers = new Headers({ 'content-disposition': 'attachment; filename="BP-1.pdf"' });
    expect(saveDownload({ data: new Blob(['%PDF']), headers }, 'fallback.pdf')).toBe('BP-1.pdf');
    expect(clicked).toEqual(['BP-1.pdf blob:receipt']);
    spy.mockRestore();
  });
});
