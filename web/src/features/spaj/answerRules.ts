// The rule of a written answer (SpajRequirementAnswerRequest.answer: 1 to 1000 characters),
// without the zod module (the follow-up page would load zod for one number); schemas.test.ts
// checks it against the contract's.
import { messages } from './messages';

export const ANSWER_MAX = 1000;

/** The message for a question's answer, or null when it may be sent. */
export function answerError(value: string): string | null {
  const answer = value.trim();
  if (!answer) return messages.followUp.answerRequired;
  if (answer.length > ANSWER_MAX) return messages.followUp.answerTooLong(ANSWER_MAX);
  return null;
}
