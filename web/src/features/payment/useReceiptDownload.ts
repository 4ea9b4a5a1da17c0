// 'Unduh bukti': fetches a paid payment's PDF receipt and saves it under the name the
// server gives (Content-Disposition). A failure gets the HTTP layer's popup. `request`: the
// session's options (the SPAJ applicant's token for a first premium's receipt).
import { useState } from 'react';
import { saveDownload } from '../../api/download';
import { requestOptions, type FetchOptions } from '../../api/fetcher';
import { downloadPaymentReceipt } from '../../api/generated/endpoints/payment/payment';

export function receiptFileName(paymentId: string): string {
  return `Bukti-Pembayaran-${paymentId}.pdf`;
}

export function useReceiptDownload(request: FetchOptions = {}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (paymentId: string) => {
    if (downloading) return;
    setDownloading(paymentId);
    try {
      const result = await downloadPaymentReceipt(
        { payment_id: paymentId },
        requestOptions(request),
      );
      saveDownload(result, receiptFileName(paymentId));
    } catch {
      // The popup of the HTTP layer has told the customer.
    } finally {
      setDownloading(null);
    }
  };
  return { download: (paymentId: string) => void download(paymentId), downloading };
}
