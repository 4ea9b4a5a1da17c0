// A small brand-coloured mark with the method's short name (no third-party logos).
import type { PaymentMethod } from '../../../api/generated/model';

const marks: Record<PaymentMethod, { text: string; color: string }> = {
  VA_BCA: { text: 'BCA', color: '#0060af' },
  VA_MANDIRI: { text: 'MDR', color: '#003d79' },
  VA_BNI: { text: 'BNI', color: '#b34700' },
  VA_BRI: { text: 'BRI', color: '#00529c' },
  VA_PERMATA: { text: 'PMT', color: '#1b7340' },
  QRIS: { text: 'QRIS', color: '#c8102e' },
  GOPAY: { text: 'GoPay', color: '#00799e' },
  OVO: { text: 'OVO', color: '#4c2a86' },
  DANA: { text: 'DANA', color: '#0b6fc4' },
  SHOPEEPAY: { text: 'SPay', color: '#c4401d' },
};

export function MethodMark({ method }: { method: PaymentMethod }) {
  const mark = marks[method];
  return (
    <span className="pay-mark" style={{ backgroundColor: mark?.color }} aria-hidden="true">
      {mark?.text ?? method}
    </span>
  );
}
