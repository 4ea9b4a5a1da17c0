// The confirmation modal (presentational). See confirm.ts for the behaviour.
import './modals.css';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ProfileValues } from '../api/placeholders';
import { replacePlaceholders } from '../api/placeholders';
import { componentMessages } from './messages';
import { RichMessage } from './RichMessage';

export interface ConfirmModalProps {
  show: boolean;
  title?: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
  keyboard?: boolean;
  backdrop?: 'static' | true;
  okVariant?: 'primary' | 'danger' | 'warning';
  size?: 'sm' | 'lg';
  okOnly?: boolean;
  profile: ProfileValues;
  onOk: () => void;
  onClose: () => void;
}

export function ConfirmModal({
  show,
  title = componentMessages.confirmTitle,
  message,
  okLabel = componentMessages.ok,
  cancelLabel = componentMessages.cancel,
  keyboard = false,
  backdrop = 'static',
  okVariant = 'primary',
  size,
  okOnly = false,
  profile,
  onOk,
  onClose,
}: ConfirmModalProps) {
  const titleId = useId();
  // A destructive confirmation (danger) starts on the safe answer: Enter twice must not
  // cancel a payment. Otherwise the confirmation itself has the focus.
  const safeFirst = okVariant === 'danger' && !okOnly;
  return (
    <Modal
      show={show}
      onHide={onClose}
      backdrop={backdrop}
      keyboard={keyboard}
      centered
      size={size}
      aria-labelledby={titleId}
      data-testid="confirm-modal"
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5 mb-0">
          {replacePlaceholders(title, profile)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          <RichMessage text={message} profile={profile} />
        </p>
      </Modal.Body>
      <Modal.Footer>
        {!okOnly && (
          <Button variant="outline-secondary" onClick={onClose} autoFocus={safeFirst}>
            {cancelLabel}
          </Button>
        )}
        <Button variant={okVariant} onClick={onOk} autoFocus={!safeFirst} className="px-4">
          {okLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
