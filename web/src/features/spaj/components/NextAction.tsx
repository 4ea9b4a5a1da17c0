// What the applicant does next, as one primary button: answer what was asked (to the requests
// on the page), review the underwriter's decision, pay the first premium, or, once the policy
// is issued, sign in (a new customer's first time: 'Masuk dengan NIK'; a customer already
// signed in: Data Polis). Nothing to do: what the insurer is doing meanwhile.
import { Link } from 'react-router';
import type { SpajDetail } from '../../../api/generated/model';
import { formatLongDateTimeWib, formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { DATA_POLIS_PATH, LOGIN_PATH, spajApprovedPath, spajPaymentPath } from '../paths';
import { isEnded } from '../status';
import { REQUIREMENTS_ID } from './Requirements';

const m = messages.followUp;

/** Scroll to the requests and put the focus on the first field to answer. */
function toRequirements() {
  const section = document.getElementById(REQUIREMENTS_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // (a file field's native input is hidden: its FilePicker button takes the focus)
  const field = section?.querySelector<HTMLElement>(
    'input:not([type="file"]), textarea, .file-picker__button',
  );
  field?.focus({ preventScroll: true });
}

export function NextAction({ detail, signedIn }: { detail: SpajDetail; signedIn: boolean }) {
  if (isEnded(detail.status)) return null;
  const action = detail.next_action;
  let text: string;
  let button: { to: string; label: string } | null = null;
  let note: string | null = null;
  switch (action) {
    case 'ANSWER_REQUIREMENTS':
      text = m.next.ANSWER_REQUIREMENTS;
      button = { to: '', label: m.nextButton.ANSWER_REQUIREMENTS };
      break;
    case 'REVIEW_OFFER':
      text = m.next.REVIEW_OFFER;
      button = { to: spajApprovedPath(detail.spaj_number), label: m.nextButton.REVIEW_OFFER };
      break;
    case 'PAY_FIRST_PREMIUM':
      text = detail.payment
        ? m.next.PAY_FIRST_PREMIUM(
            formatRupiah(detail.payment.amount),
            formatLongDateTimeWib(detail.payment.pay_before),
          )
        : m.next.REVIEW_OFFER;
      button = { to: spajPaymentPath(detail.spaj_number), label: m.nextButton.PAY_FIRST_PREMIUM };
      break;
    case 'SIGN_IN':
      text = m.next.SIGN_IN(detail.issued_policy_number ?? '');
      button = signedIn
        ? { to: DATA_POLIS_PATH, label: m.nextButton.DATA_POLIS }
        : { to: LOGIN_PATH, label: m.nextButton.SIGN_IN };
      note = signedIn || detail.applicant.is_policy_holder ? null : m.newCustomerNote;
      break;
    default:
      text = m.waitingNone[detail.status] ?? m.next.NONE;
  }
  return (
    <section className="spaj-card spaj-next" aria-labelledby="spaj-next-title">
      <h2 id="spaj-next-title" className="spaj-card__title">
        {m.nextTitle}
      </h2>
      <p className="mb-0">{text}</p>
      {button &&
        // Not a '#' link: a URL hash is a route in this portal (docs/product.md P2.8).
        (button.to === '' ? (
          <button
            type="button"
            className="btn btn-primary btn-lg spaj-next__button"
            onClick={toRequirements}
          >
            {button.label}
          </button>
        ) : (
          <Link to={button.to} className="btn btn-primary btn-lg spaj-next__button">
            {button.label}
          </Link>
        ))}
      {note && <p className="spaj-next__note">{note}</p>}
    </section>
  );
}
