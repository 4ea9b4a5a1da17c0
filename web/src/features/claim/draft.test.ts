import { describe, expect, it } from 'vitest';
import { logout } from '../../shared/auth';
import { registerNavigator } from '../../shared/navigation';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';
import { EMPTY_VALUES } from './request/formModel';

const key = draftKey({ policy_number: 'KS23000456', insured_id: 12, benefit: 'RAWAT_INAP' });
const document = (uploaded_at: string) => ({
  type: 'KWITANSI' as const,
  document_id: 'Yb2kR7wQx9LmP0sTn4Vc8A',
  file_name: 'kwitansi.pdf',
  size_bytes: 842_113,
  content_type: 'application/pdf',
  uploaded_at,
});

describe('claim draft', () => {
  it('lives in sessionStorage under the benefit, never in localStorage', () => {
    writeDraft(key, {
      values: { ...EMPTY_VALUES, diagnosis: 'Demam berdarah dengue' },
      documents: [document(new Date().toISOString())],
      idempotency: { key: 'key-0123456789abcdef', signature: 'abc' },
    });
    expect(key).toBe('claimDraft:KS23000456:12:RAWAT_INAP');
    expect(sessionStorage.getItem(key)).toContain('Demam berdarah dengue');
    expect(localStorage.length).toBe(0);
    const draft = readDraft(key);
    expect(draft?.values.diagnosis).toBe('Demam berdarah dengue');
    expect(draft?.documents).toHaveLength(1);
    expect(draft?.idempotency?.key).toBe('key-0123456789abcdef');
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('drops documents uploaded more than a day ago', () => {
    const now = Date.parse('2026-11-24T03:00:00Z');
    writeDraft(key, {
      values: EMPTY_VALUES,
      documents: [document('2026-11-23T02:00:00Z'), document('2026-11-24T02:00:00Z')],
      idempotency: null,
    });
    const draft = readDraft(key, now);
    expect(draft?.documents).toHaveLength(1);
    expect(draft?.expired).toBe(1);
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem(key, '{"values": 3}');
    expect(readDraft(key)).toBeNull();
    sessionStorage.setItem(key, 'not json');
    expect(readDraft(key)).toBeNull();
  });

  it('logout removes every claim draft and nothing else of the tab', async () => {
    const unregister = registerNavigator(() => undefined);
    writeDraft(key, { values: EMPTY_VALUES, documents: [], idempotency: null });
    writeDraft(
      draftKey({ policy_number: 'UL24000123', insured_id: 21, benefit: 'PENYAKIT_KRITIS' }),
      {
        values: EMPTY_VALUES,
        documents: [],
        idempotency: null,
      },
    );
    sessionStorage.setItem('hospitalLocation', '{"latitude":-6.2,"longitude":106.8}');
    await logout({ callServer: false });
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('claimDraft:'))).toEqual([]);
    expect(sessionStorage.getItem('hospitalLocation')).not.toBeNull();
    unregister();
  });
});
