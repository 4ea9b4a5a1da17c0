// QRIS: the code to scan (an SVG with an accessible name), 'Unduh QR' and the steps.
import { useMemo } from 'react';
import type { Payment } from '../../../api/generated/model';
import { saveDownload } from '../../../api/download';
import { formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { qrImage, qrShape } from './qr';

const m = messages.qris;

async function downloadQr(payment: Payment, shape: ReturnType<typeof qrShape>) {
  const { blob, extension } = await qrImage(shape);
  saveDownload({ data: blob, headers: new Headers() }, `QRIS-${payment.payment_id}.${extension}`);
}

export function Qris({ payment }: { payment: Payment }) {
  const shape = useMemo(() => qrShape(payment.qr_string ?? ''), [payment.qr_string]);
  return (
    <div className="pay-instructions">
      <div className="pay-qr">
        <p className="pay-qr__merchant mb-2">{m.merchant}</p>
        <svg
          className="pay-qr__code"
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          role="img"
          aria-label={m.image(formatRupiah(payment.amount))}
          shapeRendering="crispEdges"
        >
          <rect width={shape.size} height={shape.size} fill="#fff" />
          <path d={shape.path} fill="#000" />
        </svg>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-2"
          onClick={() => void downloadQr(payment, shape)}
        >
          {m.download}
        </button>
      </div>
      <h3 className="pay-subheading">{m.howTo}</h3>
      <ol className="pay-steps-list">
        {m.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
