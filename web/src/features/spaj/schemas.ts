// Form rules of the SPAJ pages: the contract's rules (the Orval zod schemas) with Indonesian
// messages, plus the page rules (a birth date not in the future; a note for 'Alasan lain').
import { z } from 'zod';
import '../../api/zodSetup';
import {
  answerSpajRequirementBodyAnswerMax,
  declineSpajOfferBody,
  declineSpajOfferBodyNoteMax,
  enterSpajBody,
} from '../../api/generated/zod/spaj/spaj.zod';
import { messages } from './messages';

const e = messages.entry;

/** Today on this device's calendar ('2026-11-22'). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const entrySchema = z.object({
  spajNumber: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, e.numberRequired)
        .refine((v) => enterSpajBody.shape.spaj_number.safeParse(v).success, e.numberInvalid),
    ),
  birthDate: z
    .string()
    .min(1, e.birthRequired)
    .refine((v) => enterSpajBody.shape.birth_date.safeParse(v).success, e.birthInvalid)
    .refine((v) => v <= todayIso(), e.birthFuture),
  channel: enterSpajBody.shape.channel,
});
export type EntryForm = z.input<typeof entrySchema>;
export type EntryValues = z.output<typeof entrySchema>;

export const ANSWER_MAX = answerSpajRequirementBodyAnswerMax;

/** The message for a question's answer, or null when it may be sent. */
export function answerError(value: string): string | null {
  const answer = value.trim();
  if (!answer) return messages.followUp.answerRequired;
  if (answer.length > ANSWER_MAX) return messages.followUp.answerTooLong(ANSWER_MAX);
  return null;
}

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
