// 'Sesi Anda akan segera berakhir' with a countdown to the deadline (presentational).
import '../components/modals.css';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { IconClock } from '../components/icons';
import { appMessages } from './messages';

export interface IdleWarningModalProps {
  /** Epoch ms when the session ends. */
  deadline: number;
  onStay: () => void;
  onLeave: () => void;
  now?: () => number;
}

export function IdleWarningModal({
  deadline,
  onStay,
  onLeave,
  now = Date.now,
}: IdleWarningModalProps) {
  const titleId = useId();
  const secondsLeft = () => Math.max(0, Math.ceil((deadline - now()) / 1000));
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    const tick = setInterval(
      () => setSeconds(Math.max(0, Math.ceil((deadline - now()) / 1000))),
      1000,
    );
    return () => clearInterval(tick);
  }, [deadline, now]);
  const text = appMessages.idle;
  return (
    <Modal
      show
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={titleId}
      onHide={onStay}
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5 d-flex align-items-center gap-2 mb-0">
          <IconClock className="text-warning" />
          {text.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">{text.body}</p>
        <p className="idle-countdown mb-0" role="timer">
          <strong>{seconds}</strong> {text.seconds}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onLeave}>
          {text.leave}
        </Button>
        <Button variant="primary" onClick={onStay} autoFocus>
          {text.stay}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
