// Loading placeholders and the states of 'Investasi' without funds to show: a policy that is
// not unit link (the server's 422) and a customer without any unit link policy. The failed
// load is the shared components/InlineError.
import { Link } from 'react-router';
import { messages } from '../messages';

/** Data Polis (the policy feature's route detail-polis). */
const DATA_POLIS_PATH = '/polis/detail';

export function InvestmentSkeleton() {
  return (
    <div className="inv-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      <div className="inv-summary placeholder-glow" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="inv-figure card border-0 shadow-sm p-3">
            <span className="placeholder d-block rounded mb-2" style={{ width: '50%' }} />
            <span className="placeholder placeholder-lg d-block rounded" style={{ width: '80%' }} />
          </div>
        ))}
      </div>
      <div className="card border-0 shadow-sm p-3 placeholder-glow" aria-hidden="true">
        {Array.from({ length: 4 }, (_, row) => (
          <span key={row} className="placeholder d-block rounded mb-3" style={{ width: '90%' }} />
        ))}
      </div>
    </div>
  );
}

export function ChartsSkeleton() {
  return (
    <div className="inv-charts" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.charts.loading}
      </span>
      <div className="inv-chart card border-0 shadow-sm p-3 placeholder-glow" aria-hidden="true">
        <span className="placeholder d-block rounded mb-3" style={{ width: '40%' }} />
        <span className="placeholder d-block rounded inv-chart__placeholder" />
      </div>
    </div>
  );
}

/** `canSwitch`: the customer has a unit link policy to switch to; null while the list loads. */
export function NotUnitLink({
  message,
  canSwitch,
}: {
  message: string;
  canSwitch: boolean | null;
}) {
  return (
    <div className="inv-empty card border-0 shadow-sm text-center p-4" role="status">
      <p className="fs-5 fw-semibold mb-2">{messages.notUnitLinkTitle}</p>
      <p className="text-body-secondary mb-3">{message}</p>
      {canSwitch === null ? null : canSwitch ? (
        <p className="mb-0">{messages.chooseUnitLink}</p>
      ) : (
        <div>
          <Link to={DATA_POLIS_PATH} className="btn btn-primary">
            {messages.toDataPolis}
          </Link>
        </div>
      )}
    </div>
  );
}

export function NoUnitLink() {
  return (
    <div className="inv-empty card border-0 shadow-sm text-center p-4">
      <p className="fs-5 fw-semibold mb-2">{messages.noUnitLinkTitle}</p>
      <p className="text-body-secondary mb-3">{messages.noUnitLinkHint}</p>
      <div>
        <Link to={DATA_POLIS_PATH} className="btn btn-primary">
          {messages.toDataPolis}
        </Link>
      </div>
    </div>
  );
}
