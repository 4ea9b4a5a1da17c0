import { describe, expect, it } from 'vitest';
import { companyProfile } from '../test/http';
import { DEFAULT_ERROR_MESSAGE } from './errors';
import { messageSegments, replacePlaceholders } from './placeholders';

describe('placeholders', () => {
  it('replaces <key> with the company profile value', () => {
    expect(replacePlaceholders('Email <csEmail> atau telepon <csPhone>.', companyProfile)).toBe(
      'Email cs@sentosaraya.co.id atau telepon 1500 789.',
    );
  });

  it('shows the WhatsApp number with the leading 0 replaced by +62', () => {
    expect(replacePlaceholders(DEFAULT_ERROR_MESSAGE, companyProfile)).toBe(
      'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi. Jika masih mengalami kendala, hubungi CS di WhatsApp No. +62811 1500 789',
    );
  });

  it('keeps placeholders without a value, and text without profile', () => {
    expect(replacePlaceholders('Hubungi <csTelegram>.', companyProfile)).toBe(
      'Hubungi <csTelegram>.',
    );
    expect(replacePlaceholders('WA <csWhatsapp>', null)).toBe('WA <csWhatsapp>');
  });

  it('renders the WhatsApp number as a wa.me link segment', () => {
    expect(messageSegments('Hubungi <csWhatsapp> atau <csTelegram>.', companyProfile)).toEqual([
      { kind: 'text', text: 'Hubungi ' },
      { kind: 'link', text: '+62811 1500 789', href: 'https://wa.me/628111500789' },
      { kind: 'text', text: ' atau <csTelegram>.' },
    ]);
  });
});
