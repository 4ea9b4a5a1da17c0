// The banner card on the admin home: how many banners customers see now and how many are
// scheduled, and the way to the banner pages (the cms feature, by its path).
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { useListBannersAdmin } from '../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../api/loadable';
import { BANNER_ADMIN_PATH } from '../../../shared/bannerLinks';
import { bannerDeskMessages as m } from '../bannerDeskMessages';

export function BannerDesk() {
  const query = useListBannersAdmin({ request: { quiet: true } });
  const list = toLoadable(query);
  const count = (state: string) =>
    list.state === 'success' ? list.data.data.filter((b) => b.state === state).length : 0;
  const live = count('LIVE');
  const scheduled = count('SCHEDULED');
  return (
    <section className="card mt-4 admin-desk" aria-labelledby="admin-desk-banner">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 id="admin-desk-banner" className="h5 card-title">
            {m.title}
          </h2>
          <p className="mb-0" aria-live="polite">
            {list.state === 'loading' && <span className="text-body-secondary">{m.loading}</span>}
            {list.state === 'error' && (
              <span className="text-danger">
                {query.error ? errorMessageOf(query.error) : m.error}
              </span>
            )}
            {list.state === 'success' && (
              <span>
                {m.live(live)}
                {live > 0 && (scheduled > 0 ? m.scheduled(scheduled) : m.none)}
              </span>
            )}
          </p>
        </div>
        <Link to={BANNER_ADMIN_PATH} className="btn btn-primary">
          {m.open}
        </Link>
      </div>
    </section>
  );
}
