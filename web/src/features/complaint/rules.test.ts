// The form's rules are the contract's: its constants equal the generated zod ones (which the
// page does not import), and the trimmed text is what is judged.
import { describe, expect, it } from 'vitest';
import {
  submitComplaintBodyDescriptionMax,
  submitComplaintBodyDescriptionMin,
  submitComplaintBodyDocumentIdsMax,
  submitComplaintBodySubjectMax,
  submitComplaintBodySubjectMin,
  submitComplaintBodySubjectRegExp,
} from '../../api/generated/zod/complaint/complaint.zod';
import { messages } from './messages';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EMPTY_VALUES,
  fieldOf,
  MAX_FILES,
  SUBJECT_MAX,
  SUBJECT_MIN,
  SUBJECT_PATTERN,
  validate,
} from './rules';

const r = messages.form.rules;

describe('complaint rules', () => {
  it('are the contract’s', () => {
    expect([SUBJECT_MIN, SUBJECT_MAX]).toEqual([
      submitComplaintBodySubjectMin,
      submitComplaintBodySubjectMax,
    ]);
    expect([DESCRIPTION_MIN, DESCRIPTION_MAX]).toEqual([
      submitComplaintBodyDescriptionMin,
      submitComplaintBodyDescriptionMax,
    ]);
    expect(MAX_FILES).toBe(submitComplaintBodyDocumentIdsMax);
    expect(SUBJECT_PATTERN.source).toBe(submitComplaintBodySubjectRegExp.source);
  });

  it('judge the trimmed text', () => {
    const values = {
      ...EMPTY_VALUES,
      category: 'CLAIM' as const,
      subject: '   Klai   ',
      description: ` ${'a'.repeat(19)}   `,
    };
    expect(validate(values)).toEqual({
      subject: r.subjectShort(5),
      description: r.descriptionShort(20),
    });
    expect(validate({ ...values, subject: 'Klaim <b>', description: 'a'.repeat(2001) })).toEqual({
      subject: r.subjectChars,
      description: r.descriptionLong(2000),
    });
    expect(validate(EMPTY_VALUES)).toEqual({
      category: r.category,
      subject: r.subjectRequired,
      description: r.descriptionRequired,
    });
  });

  it('name the server’s fields as the form’s', () => {
    expect(fieldOf('document_ids[3]')).toBe('document_ids');
    expect(fieldOf('policy_number')).toBe('policy_number');
    expect(fieldOf('unknown')).toBeNull();
  });
});
