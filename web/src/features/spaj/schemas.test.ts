// The SPAJ forms' rules against the contract: the entry's number and birth date, a written
// answer's length (kept outside the zod module), a decline's note.
import { describe, expect, it } from 'vitest';
import {
  answerSpajRequirementBodyAnswerMax,
  declineSpajOfferBodyNoteMax,
  enterSpajBodySpajNumberRegExp,
} from '../../api/generated/zod/spaj/spaj.zod';
import { ANSWER_MAX, answerError } from './answerRules';
import { birthDateError, SPAJ_NUMBER_PATTERN, spajNumberError, spajNumberOf } from './entryRules';
import { messages } from './messages';
import { declineSchema, NOTE_MAX } from './schemas';

describe('SPAJ form rules', () => {
  it("a written answer: 1 to the contract's 1000 characters, trimmed", () => {
    expect(ANSWER_MAX).toBe(answerSpajRequirementBodyAnswerMax);
    expect(answerError('   ')).toBe(messages.followUp.answerRequired);
    expect(answerError('x'.repeat(ANSWER_MAX))).toBeNull();
    expect(answerError('x'.repeat(ANSWER_MAX + 1))).toBe(messages.followUp.answerTooLong(1000));
  });

  it("the entry: the contract's 12 digits (spaces dropped), a real birth date not in the future", () => {
    expect(SPAJ_NUMBER_PATTERN.source).toBe(enterSpajBodySpajNumberRegExp.source);
    expect(spajNumberOf('2604 1730 5882')).toBe('260417305882');
    expect(spajNumberError('2604 1730 5882')).toBeNull();
    expect(spajNumberError('')).toBe(messages.entry.numberRequired);
    expect(spajNumberError('26041730588')).toBe(messages.entry.numberInvalid);
    expect(spajNumberError('26041730588a')).toBe(messages.entry.numberInvalid);
    expect(birthDateError('1992-03-14', '2026-11-22')).toBeNull();
    expect(birthDateError('', '2026-11-22')).toBe(messages.entry.birthRequired);
    expect(birthDateError('2026-02-30', '2026-11-22')).toBe(messages.entry.birthInvalid);
    expect(birthDateError('2026-11-23', '2026-11-22')).toBe(messages.entry.birthFuture);
  });

  it("a decline: a reason, and a note for 'Alasan lain' of at most the contract's length", () => {
    expect(NOTE_MAX).toBe(declineSpajOfferBodyNoteMax);
    expect(declineSchema.safeParse({ reason: 'PREMIUM_TOO_HIGH', note: '' }).success).toBe(true);
    expect(declineSchema.safeParse({ reason: '', note: '' }).success).toBe(false);
    expect(declineSchema.safeParse({ reason: 'OTHER', note: ' ' }).success).toBe(false);
    expect(
      declineSchema.safeParse({ reason: 'OTHER', note: 'x'.repeat(NOTE_MAX + 1) }).success,
    ).toBe(false);
  });
});
