// The rules of the complaint desk's three forms, from the contract (the Orval zod constants):
// the answer 20 to 4000 characters (several paragraphs allowed), the extension's reason 10 to
// 500 and the closing note at most 500, one paragraph without control characters; all judged
// and sent trimmed. Loaded with the actions' forms only.
import '../../../api/zodSetup';
import {
  answerComplaintBodyAnswerMax,
  answerComplaintBodyAnswerMin,
  closeComplaintBodyNoteMax,
  closeComplaintBodyNoteRegExp,
  extendComplaintBodyReasonMax,
  extendComplaintBodyReasonMin,
  extendComplaintBodyReasonRegExp,
} from '../../../api/generated/zod/admin/admin.zod';
import { complaintMessages } from './complaintMessages';

const a = complaintMessages.actions;

export const ANSWER_MIN = answerComplaintBodyAnswerMin;
export const ANSWER_MAX = answerComplaintBodyAnswerMax;
export const REASON_MIN = extendComplaintBodyReasonMin;
export const REASON_MAX = extendComplaintBodyReasonMax;
export const NOTE_MAX = closeComplaintBodyNoteMax;

/** What a text field takes: required or not, its bounds, its pattern, its messages. */
export interface TextRule {
  required: boolean;
  min: number;
  max: number;
  pattern?: RegExp;
  messages: { required?: string; short?: string; long: string; chars?: string };
}

export const answerRule: TextRule = {
  required: true,
  min: ANSWER_MIN,
  max: ANSWER_MAX,
  messages: {
    required: a.answer.required,
    short: a.answer.short(ANSWER_MIN),
    long: a.answer.long(ANSWER_MAX),
  },
};

export const reasonRule: TextRule = {
  required: true,
  min: REASON_MIN,
  max: REASON_MAX,
  pattern: extendComplaintBodyReasonRegExp,
  messages: {
    required: a.extend.required,
    short: a.extend.short(REASON_MIN),
    long: a.extend.long(REASON_MAX),
    chars: a.extend.chars,
  },
};

export const noteRule: TextRule = {
  required: false,
  min: 0,
  max: NOTE_MAX,
  pattern: closeComplaintBodyNoteRegExp,
  messages: { long: a.close.long(NOTE_MAX), chars: a.close.chars },
};

/** The message for a text the rule refuses (judged trimmed), or null. */
export function textRuleError(value: string, rule: TextRule): string | null {
  const text = value.trim();
  if (!text) return rule.required ? (rule.messages.required ?? null) : null;
  if (text.length < rule.min) return rule.messages.short ?? null;
  if (text.length > rule.max) return rule.messages.long;
  if (rule.pattern && !rule.pattern.test(text)) return rule.messages.chars ?? null;
  return null;
}
