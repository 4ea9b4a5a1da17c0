// The banners as staff manage them: order (moved up and down among the banners not ended),
// a thumbnail with the title and its link, state and schedule in WIB, the last
// change (who and when) and the actions (edit; deactivate or activate, behind OK/TIDAK). A
// table on a desktop, labelled blocks on a phone.
import { Link } from 'react-router';
import type { BannerAdmin } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { bannerImageUrl, bannerPage } from '../../../shared/bannerLinks';
import { messages, stateNames } from '../messages';
import { bannerEditPath } from '../paths';

const m = messages.list;

const BADGE: Record<BannerAdmin['state'], string> = {
  LIVE: 'text-bg-success',
  SCHEDULED: 'text-bg-info',
  ENDED: 'text-bg-secondary',
  INACTIVE: 'text-bg-light border',
};

function linkOf(banner: BannerAdmin): string {
  if (banner.link_kind === 'ROUTE') {
    return m.linkRoute(bannerPage(banner.link_route)?.label ?? banner.link_route ?? '');
  }
  if (banner.link_kind === 'URL' && banner.link_url) return m.linkUrl(banner.link_url);
  return m.linkNone;
}

export interface BannerTableProps {
  banners: readonly BannerAdmin[];
  /** A move or a status change is under way: its buttons wait. */
  busy: boolean;
  onMove: (banner: BannerAdmin, step: -1 | 1) => void;
  onToggle: (banner: BannerAdmin) => void;
}

export function BannerTable({ banners, busy, onMove, onToggle }: BannerTableProps) {
  const running = banners.filter((b) => b.state !== 'ENDED');
  return (
    <table className="table cms-table mb-0">
      <caption className="visually-hidden">{m.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.order}</th>
          <th scope="col">{m.title}</th>
          <th scope="col">{m.schedule}</th>
          <th scope="col">{m.lastChange}</th>
          <th scope="col">
            <span className="visually-hidden">{m.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {banners.map((banner) => {
          const place = running.indexOf(banner);
          const thumbnail = banner.image.variants[0];
          return (
            <tr key={banner.banner_id}>
              <td data-label={m.order} className="cms-table__order">
                {place < 0 ? (
                  <span className="text-body-secondary">{m.endedOrder}</span>
                ) : (
                  <span className="cms-order">
                    <span className="cms-order__number">{place + 1}</span>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary cms-order__move"
                      aria-label={m.up(banner.title)}
                      data-move={`${banner.banner_id}:up`}
                      disabled={busy || place === 0}
                      onClick={() => onMove(banner, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary cms-order__move"
                      aria-label={m.down(banner.title)}
                      data-move={`${banner.banner_id}:down`}
                      disabled={busy || place === running.length - 1}
                      onClick={() => onMove(banner, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                )}
              </td>
              <th scope="row" data-label={m.title}>
                <div className="cms-table__banner">
                  {thumbnail && (
                    <img
                      className="cms-thumb"
                      src={bannerImageUrl(thumbnail.file)}
                      width={thumbnail.width}
                      height={thumbnail.height}
                      alt=""
                      loading="lazy"
                    />
                  )}
                  <span className="cms-table__text">
                    <span className="d-block fw-semibold">{banner.title}</span>
                    <span className="d-block small text-body-secondary">{linkOf(banner)}</span>
                  </span>
                </div>
              </th>
              <td data-label={m.schedule} className="small">
                <span className={`badge mb-1 ${BADGE[banner.state]}`}>
                  {stateNames[banner.state]}
                </span>
                <span className="d-block">{m.start(formatDateTimeWib(banner.start_at))}</span>
                <span className="d-block">{m.end(formatDateTimeWib(banner.end_at))}</span>
              </td>
              <td data-label={m.lastChange} className="small">
                <span className="d-block">{formatDateTimeWib(banner.updated_at)}</span>
                <span className="d-block text-body-secondary">{m.by(banner.updated_by)}</span>
              </td>
              <td>
                <div className="cms-table__actions">
                  <Link
                    to={bannerEditPath(banner.banner_id)}
                    className="btn btn-sm btn-outline-primary"
                    aria-label={m.editLabel(banner.title)}
                  >
                    {m.edit}
                  </Link>
                  {banner.state !== 'ENDED' && (
                    <button
                      type="button"
                      className={`btn btn-sm ${banner.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                      aria-label={
                        banner.active
                          ? m.deactivateLabel(banner.title)
                          : m.activateLabel(banner.title)
                      }
                      disabled={busy}
                      onClick={() => onToggle(banner)}
                    >
                      {banner.active ? m.deactivate : m.activate}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
