// Where the day stands: published (by whom and when), not yet published (with the orders
// waiting for it, and the earlier working day to publish first when there is one), or not a
// working day at all.
import type { FundPriceDesk } from '../../../../api/generated/model';
import { unitPriceMessages } from '../unitPriceMessages';

const m = unitPriceMessages.state;
const d = unitPriceMessages.day;

export function DayState({ desk, onOpen }: { desk: FundPriceDesk; onOpen: (day: string) => void }) {
  const earlier =
    !desk.published &&
    desk.working_day &&
    desk.next_unpublished_date !== null &&
    desk.next_unpublished_date < desk.price_date
      ? desk.next_unpublished_date
      : null;
  return (
    <div className="unit-price-state" aria-live="polite">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-2">{m.heading(desk.price_date)}</h2>
        {!desk.working_day ? (
          <span className="badge rounded-pill text-bg-secondary">{m.notWorkingDay}</span>
        ) : desk.published ? (
          <span className="badge rounded-pill text-bg-success">{m.published}</span>
        ) : (
          <span className="badge rounded-pill text-bg-warning">{m.unpublished}</span>
        )}
      </div>
      {desk.published && (
        <p className="mb-0 mt-2 fw-semibold">
          {m.publishedBy(desk.published_by, desk.published_at)}
        </p>
      )}
      {!desk.working_day && <p className="mb-0 mt-2">{m.notWorkingDayText}</p>}
      {desk.working_day && !desk.published && (
        <p className="mb-0 mt-2 small text-body-secondary">
          {m.ordersWaiting(desk.orders_waiting)}
          {desk.last_published_date && ` ${d.lastPublished(desk.last_published_date)}.`}
        </p>
      )}
      {earlier && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mt-3 mb-0">
          <span className="me-auto">{m.mustPublishFirst(earlier)}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-dark"
            onClick={() => onOpen(earlier)}
          >
            {d.toNext}
          </button>
        </div>
      )}
    </div>
  );
}
