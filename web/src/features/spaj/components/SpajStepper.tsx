// The six steps of underwriting (Diterima … Polis Terbit) as the server lists them: done (a
// tick and the moment reached), the current one, the ones to come. An application that ended
// without a policy (Ditolak, Dibatalkan, Kedaluwarsa) shows where it stopped: a red marker
// after the last step it reached, and the steps it will never reach faded. Each step says its
// state in words for screen readers. A column on a phone, a row from tablets up.
import type { SpajDetail } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { IconCheck, IconClose } from '../../../components/icons';
import { messages, statusNames } from '../messages';
import { isEnded } from '../status';

const m = messages.followUp;

export function SpajStepper({ detail }: { detail: SpajDetail }) {
  const ended = isEnded(detail.status);
  const lastDone = detail.steps.reduce((last, step, i) => (step.state === 'DONE' ? i : last), -1);
  const items = detail.steps.map((step, i) => {
    const voided = ended && i > lastDone;
    const word = voided
      ? m.stepVoid
      : step.state === 'DONE'
        ? m.stepDone
        : step.state === 'CURRENT'
          ? m.stepCurrent
          : m.stepUpcoming;
    return (
      <li
        key={step.status}
        className={`spaj-step spaj-step--${voided ? 'void' : step.state.toLowerCase()}`}
        aria-current={step.state === 'CURRENT' ? 'step' : undefined}
      >
        <span className="spaj-step__marker" aria-hidden="true">
          {step.state === 'DONE' ? <IconCheck /> : i + 1}
        </span>
        <span className="spaj-step__text">
          <span className="spaj-step__label">{step.label}</span>
          <span className="visually-hidden">, {word}</span>
          {step.state !== 'UPCOMING' && step.reached_at && (
            <span className="spaj-step__when">{formatDateTimeWib(step.reached_at)}</span>
          )}
        </span>
      </li>
    );
  });
  if (ended) {
    items.splice(
      lastDone + 1,
      0,
      <li key="ended" className="spaj-step spaj-step--ended" aria-current="step">
        <span className="spaj-step__marker" aria-hidden="true">
          <IconClose />
        </span>
        <span className="spaj-step__text">
          <span className="spaj-step__label">{statusNames[detail.status]}</span>
          <span className="visually-hidden">, {m.stepEnded}</span>
          <span className="spaj-step__when">{formatDateTimeWib(detail.updated_at)}</span>
        </span>
      </li>,
    );
  }
  return (
    <ol className="spaj-steps" aria-label={m.stepsLabel}>
      {items}
    </ol>
  );
}
