// The detail of one transaction in a modal (react-bootstrap: focus kept inside, closes
// with Esc, the close button or 'Tutup'). Loads the detail when opened; a failure shows
// the server's message with 'Coba lagi'.
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { errorMessageOf } from '../../../api/errors';
import { useGetTransactionDetail } from '../../../api/generated/endpoints/transaction/transaction';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../messages';
import { ReceiptButton } from './ReceiptButton';
import { TransactionDetailView } from './TransactionDetailView';

export interface TransactionDetailModalProps {
  /** The transaction to show; null when closed. */
  transactionId: string | null;
  onClose: () => void;
}

export function TransactionDetailModal({ transactionId, onClose }: TransactionDetailModalProps) {
  // Keep showing the last transaction while the modal fades out.
  const [shown, setShown] = useState(transactionId);
  if (transactionId !== null && transactionId !== shown) setShown(transactionId);

  return (
    <Modal
      show={transactionId !== null}
      onHide={onClose}
      centered
      scrollable
      fullscreen="sm-down"
      aria-labelledby="trx-detail-title"
      className="trx-modal"
    >
      <Modal.Header closeButton closeLabel={messages.detail.close}>
        <Modal.Title id="trx-detail-title" as="h2" className="fs-5">
          {messages.detail.title}
        </Modal.Title>
      </Modal.Header>
      {shown && <DetailContent transactionId={shown} onClose={onClose} />}
    </Modal>
  );
}

function DetailContent({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const query = useGetTransactionDetail(
    { transaction_id: transactionId },
    { request: { quiet: true } },
  );
  const detail = toLoadable(query);
  return (
    <>
      {/* Scrolls when the detail is longer than the screen (a phone): focusable, so the
          keyboard can scroll it too. */}
      <Modal.Body
        tabIndex={0}
        role="region"
        aria-labelledby="trx-detail-title"
        aria-busy={detail.state === 'loading'}
      >
        {detail.state === 'loading' && <DetailSkeleton />}
        {detail.state === 'error' && (
          <InlineError
            message={query.error ? errorMessageOf(query.error) : messages.detail.error}
            onRetry={() => void query.refetch()}
          />
        )}
        {detail.state === 'success' && <TransactionDetailView detail={detail.data} />}
      </Modal.Body>
      <Modal.Footer className="trx-modal__footer">
        {/* A refund names the payment whose money went back: that payment has no receipt. */}
        {detail.state === 'success' && detail.data.payment_id && detail.data.type !== 'REFUND' && (
          <ReceiptButton paymentId={detail.data.payment_id} />
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {messages.detail.close}
        </button>
      </Modal.Footer>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div>
      <span className="visually-hidden" role="status">
        {messages.detail.loading}
      </span>
      <div className="placeholder-glow" aria-hidden="true">
        <span className="placeholder d-block rounded col-4 mb-2" />
        <span className="placeholder placeholder-lg d-block rounded col-6 mb-4" />
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="placeholder d-block rounded col-10 mb-2" />
        ))}
      </div>
    </div>
  );
}
