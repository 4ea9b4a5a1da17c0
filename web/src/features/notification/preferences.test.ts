// What 'Simpan' sends on Pengaturan Notifikasi (only the topics that differ from the server's)
// and which switch a refusal's field error names.
import { describe, expect, it } from 'vitest';
import { changedTopics, choiceOf, fieldKeyOf } from './preferences';
import { preferences } from './testing/fixtures';

describe('the channel choices', () => {
  const saved = preferences();

  it('shows a change over the server value', () => {
    expect(choiceOf(saved, {}, 'CLAIM')).toEqual({ email: true, sms: false });
    expect(choiceOf(saved, { CLAIM: { email: true, sms: true } }, 'CLAIM')).toEqual({
      email: true,
      sms: true,
    });
  });

  it('sends only the topics that differ, in the server order', () => {
    expect(changedTopics(saved, {})).toEqual([]);
    expect(
      changedTopics(saved, {
        REFUND: { email: false, sms: false },
        CLAIM: { email: true, sms: true },
        // Changed, then set back: not sent.
        SPAJ: { email: true, sms: false },
      }),
    ).toEqual([
      { topic: 'CLAIM', email: true, sms: true },
      { topic: 'REFUND', email: false, sms: false },
    ]);
  });

  it('finds the switch a field error names, by topic or by its place in what was sent', () => {
    const sent = changedTopics(saved, { INVESTMENT: { email: true, sms: true } });
    expect(fieldKeyOf('topics.SECURITY.email', sent)).toBe('SECURITY.email');
    expect(fieldKeyOf('topics.0.sms', sent)).toBe('INVESTMENT.sms');
    expect(fieldKeyOf('topics.3.sms', sent)).toBeNull();
    expect(fieldKeyOf('topics.0.topic', sent)).toBeNull();
    expect(fieldKeyOf('notification_ids.0', sent)).toBeNull();
  });
});
