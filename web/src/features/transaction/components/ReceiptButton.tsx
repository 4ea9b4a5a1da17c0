// 'Unduh Bukti Pembayaran (PDF)' of a transaction that came from a portal payment: fetches
// the receipt through the generated call and saves it under the server's file name. A
// failure shows the server's message next to the button (no popup over the modal).
import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '../../../api/download';
import { errorMessageOf } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import { downloadPaymentReceipt } from '../../../api/generated/endpoints/payment/payment';
import { messages } from '../messages';

export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const download = useMutation({
    mutationFn: async () => {
      const result = await downloadPaymentReceipt(
        { payment_id: paymentId },
        requestOptions({ quiet: true }),
      );
      return saveDownload(result, `Bukti-Pembayaran-${paymentId}.pdf`);
    },
  });
  return (
    <div className="trx-receipt">
      <button
        type="button"
        className="btn btn-primary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {download.isPending ? messages.detail.receiptBusy : messages.detail.receipt}
      </button>
      <div aria-live="polite" className="trx-receipt__status text-body-secondary">
        {download.isSuccess && messages.detail.receiptSaved(download.data)}
      </div>
      {download.isError && (
        <p className="trx-receipt__status text-danger mb-0" role="alert">
          {errorMessageOf(download.error)}
        </p>
      )}
    </div>
  );
}
