// Layout of the payment pages: a brand header, a 'Kembali' link where the route has a page
// to go back to (the portal's payment page goes back to 'Informasi Pembayaran Premi' of the
// payment's policy, which the payment page makes the selected one), the
// page title and one centred column that fits a 375 px phone. Signed-in pages keep the
// idle timeout. The SPAJ decision and first premium pages use it signed out too; the header
// names what the page is for ('Pembayaran TManKu', but the SPAJ decision, where the applicant
// has not agreed to pay anything yet, is 'Keputusan SPAJ'). A screen may name itself and its
// way back better than its route (shared/screenChrome.ts: the payment page of a top-up).
import './PaymentLayout.css';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../components/icons';
import { PageChrome } from '../../components/PageChrome';
import { useAuth } from '../../shared/authStore';
import { withPolicy } from '../../shared/policyLink';
import { useScreenChromeOverride } from '../../shared/screenChrome';
import { useSelectedPolicy } from '../../shared/policyStore';
import { IdleWatcher } from '../IdleWatcher';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

/** Where 'Kembali' goes, by route name (`withPolicy`: naming the selected policy). */
export const PAYMENT_BACK_LINKS: Readonly<
  Record<string, { to: string; label: string; withPolicy?: boolean }>
> = {
  'payment-checkout': {
    to: '/polis/payment',
    label: 'Kembali ke Informasi Pembayaran Premi',
    withPolicy: true,
  },
  'spaj-approved': { to: '/spaj/follow-up', label: 'Kembali ke pantau SPAJ' },
  'spaj-payment': { to: '/spaj/follow-up', label: 'Kembali ke pantau SPAJ' },
};

/** The header's name, by route name, where it is not 'Pembayaran TManKu'. */
export const PAYMENT_HEADINGS: Readonly<Record<string, string>> = {
  'spaj-approved': appMessages.spajDecisionTitle,
};

const BACK = 'Kembali';

export default function PaymentLayout({ route, children }: LayoutProps) {
  const { authenticated } = useAuth();
  const selectedPolicy = useSelectedPolicy();
  const screen = useScreenChromeOverride();
  const routeBack = route ? PAYMENT_BACK_LINKS[route.name] : undefined;
  const back = screen?.back ?? routeBack;
  const backTo = screen?.back
    ? screen.back.to
    : routeBack?.withPolicy
      ? withPolicy(routeBack.to, selectedPolicy)
      : routeBack?.to;
  const title = screen?.title ?? route?.title;
  const heading = (route && PAYMENT_HEADINGS[route.name]) ?? appMessages.paymentTitle;
  return (
    <div className="payment-shell">
      <header className="payment-header">
        <div className="payment-header__inner">
          {back && backTo && (
            <Link to={backTo} className="payment-back" aria-label={back.label}>
              <IconArrowLeft aria-hidden="true" />
              <span>{BACK}</span>
            </Link>
          )}
          <div className="payment-brand">
            <BrandMark size={28} />
            <span>{heading}</span>
          </div>
        </div>
      </header>
      <main className="payment-main" id="main-content" tabIndex={-1}>
        {title && <PageChrome title={title} />}
        {children}
      </main>
      <footer className="payment-footer">{appMessages.footer}</footer>
      {authenticated && <IdleWatcher />}
    </div>
  );
}
