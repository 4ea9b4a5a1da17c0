// The error popup of docs/product.md P8.3 and P8.4 (presentational): 'Perhatian' (403, warning) or
// 'Peringatan' (small, danger). Static backdrop, no keyboard close, no close button: the
// customer acknowledges with OK.
import './modals.css';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { PopupVariant } from '../api/popup';
import type { ProfileValues } from '../api/placeholders';
import { IconAlert } from './icons';
import { componentMessages } from './messages';
import { RichMessage } from './RichMessage';

export interface ErrorPopupProps {
  show: boolean;
  title: string;
  message: string;
  variant: PopupVariant;
  size?: 'sm';
  /** Values for `<key>` placeholders; the cached company profile when not given. */
  profile?: ProfileValues;
  onClose: () => void;
}

export function ErrorPopup({
  show,
  title,
  message,
  variant,
  size,
  profile,
  onClose,
}: ErrorPopupProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      backdrop="static"
      keyboard={false}
      centered
      size={size}
      aria-labelledby={titleId}
      className={`error-popup error-popup-${variant}`}
      data-testid="error-popup"
    >
      <Modal.Header
        className={`error-popup-header text-${variant === 'danger' ? 'danger' : 'body'}`}
      >
        <Modal.Title id={titleId} as="h2" className="h5 d-flex align-items-center gap-2 mb-0">
          <IconAlert aria-hidden="true" className={`text-${variant}`} />
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="alert">
          <RichMessage text={message} profile={profile} />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant={variant} onClick={onClose} autoFocus className="px-4">
          {componentMessages.ok}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
