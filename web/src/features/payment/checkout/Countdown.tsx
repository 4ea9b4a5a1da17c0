// Time left to pay, on the server's clock (countdown.ts). The ticking numbers are not
// announced (aria-live off); a status line speaks only when the phase changes: under five
// minutes, and time up. At zero, onOver runs once.
import { useEffect, useRef } from 'react';
import { formatLongDateTimeWib } from '../../../components/format';
import { formatRemaining, phaseOf, useRemaining } from '../countdown';
import { messages } from '../messages';

const m = messages.checkout;

export interface CountdownProps {
  expiresAt: string;
  /** Server clock minus device clock (clockOffset). */
  offset: number;
  onOver: () => void;
}

export function Countdown({ expiresAt, offset, onOver }: CountdownProps) {
  const left = useRemaining(expiresAt, offset);
  const phase = phaseOf(left);
  const time = formatRemaining(left);
  const fired = useRef(false);
  useEffect(() => {
    if (phase === 'over' && !fired.current) {
      fired.current = true;
      onOver();
    }
  }, [phase, onOver]);
  return (
    <div className={`pay-countdown pay-countdown--${phase}`}>
      <p className="pay-countdown__label mb-1">{m.timeLeft}</p>
      <p
        className="pay-countdown__time mb-1"
        aria-live="off"
        role="timer"
        aria-label={m.timeLeftLabel(time)}
      >
        {time}
      </p>
      <p className="pay-countdown__deadline mb-0">{m.deadline(formatLongDateTimeWib(expiresAt))}</p>
      <p className="visually-hidden" role="status">
        {phase === 'endingSoon' ? m.endingSoon : phase === 'over' ? m.timeUp : ''}
      </p>
    </div>
  );
}
