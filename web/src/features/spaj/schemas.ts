// The decline form's rules (loaded with the decline panel): the contract's rules (the Orval
// zod schema) with Indonesian messages, and a note required for 'Alasan lain'. The entry's
// rules: entryRules.ts; a written answer's: answerRules.ts (both without zod).
import { z } from 'zod';
import '../../api/zodSetup';
import {
  declineSpajOfferBody,
  declineSpajOfferBodyNoteMax,
} from '../../api/generated/zod/spaj/spaj.zod';
import { messages } from './messages';

export const NOTE_MAX = declineSpajOfferBodyNoteMax;
const o = messages.offer;

export const declineSchema = z
  .object({
    reason: z.union([declineSpajOfferBody.shape.reason, z.literal('')]),
    note: z.string().max(NOTE_MAX, o.noteTooLong(NOTE_MAX)),
  })
  .superRefine((values, ctx) => {
    if (values.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: o.reasonRequired });
    }
    if (values.reason === 'OTHER' && !values.note.trim()) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: o.noteRequired });
    }
  });
export type DeclineForm = z.input<typeof declineSchema>;
