// A banner's changes, newest first: what was done, by whom, when (WIB), the version it made
// and which fields changed.
import type { BannerEvent } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { actionNames, changeNames, messages } from '../messages';

const m = messages.form;

export function BannerHistory({ events }: { events: readonly BannerEvent[] }) {
  return (
    <section className="card border-0 shadow-sm mt-4" aria-labelledby="cms-history">
      <div className="card-body">
        <h2 id="cms-history" className="h6">
          {m.history}
        </h2>
        <ol className="cms-history list-unstyled mb-0">
          {events.map((event) => (
            <li key={`${event.version}-${event.action}-${event.at}`}>
              <span className="fw-semibold">
                {m.historyItem(actionNames[event.action], event.actor)}
              </span>
              <span className="text-body-secondary">
                {' · '}
                <time dateTime={event.at}>{formatDateTimeWib(event.at)}</time>
                {' · '}
                {m.version(event.version)}
              </span>
              {event.changes.length > 0 && (
                <span className="d-block small">
                  {m.historyChanges(event.changes.map((c) => changeNames[c]).join(', '))}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
