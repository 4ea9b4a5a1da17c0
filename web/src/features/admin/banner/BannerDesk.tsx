// The banner card on the admin home: how many banners customers see now and how many are
// scheduled, and the way to the banner pages (the cms feature, by its path).
import { useListBannersAdmin } from '../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../api/loadable';
import { BANNER_ADMIN_PATH } from '../../../shared/bannerLinks';
import { DeskCard } from '../desk/DeskCard';
import { bannerDeskMessages as m } from './bannerDeskMessages';

export function BannerDesk() {
  const query = useListBannersAdmin({ request: { quiet: true } });
  const list = toLoadable(query);
  return (
    <DeskCard desk="banner" to={BANNER_ADMIN_PATH} messages={m} loadable={list} error={query.error}>
      {(data) => {
        const count = (state: string) => data.data.filter((b) => b.state === state).length;
        const live = count('LIVE');
        const scheduled = count('SCHEDULED');
        return (
          <span>
            {m.live(live)}
            {live > 0 && (scheduled > 0 ? m.scheduled(scheduled) : m.none)}
          </span>
        );
      }}
    </DeskCard>
  );
}
