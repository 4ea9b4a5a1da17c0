// Route screen of cms-banner (/cms/banner): every banner (GET /admin/banner/list), those not
// ended in the carousel's order, then the ended ones. Moving one up or down sends the whole
// new order (POST /admin/banner/reorder); deactivating or activating asks OK/TIDAK first and
// sends the version read (POST /admin/banner/status). A refusal (someone else changed the
// list or the banner meanwhile) shows the server's message above the list, which loads again.
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import {
  getListBannersAdminQueryKey,
  useListBannersAdmin,
  useReorderBanners,
  useSetBannerStatus,
} from '../../api/generated/endpoints/admin/admin';
import type { BannerAdmin } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { confirm } from '../../components/confirm';
import { FormAlert } from '../../components/form/FormAlert';
import { InlineError } from '../../components/InlineError';
import { showToast } from '../../components/toast';
import { BannerTable } from './components/BannerTable';
import { messages } from './messages';
import { BANNER_ADD_PATH } from './paths';
import './cms.css';

const m = messages.list;

export default function BannerListPage() {
  const client = useQueryClient();
  const query = useListBannersAdmin({ request: { quiet: true } });
  const reorder = useReorderBanners({ request: { quiet: true } });
  const status = useSetBannerStatus({ request: { quiet: true } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const list = toLoadable(query);
  const key = getListBannersAdminQueryKey();
  const busy = reorder.isPending || status.isPending;
  // The moved banner's buttons move with its row: once the rows are drawn in the new order
  // and can be pressed again, the focus goes to its button for the same direction, or to the
  // other one when it reached the top or the bottom.
  const moved = useRef<{ id: string; direction: 'up' | 'down'; order: string } | null>(null);
  const order =
    list.state === 'success'
      ? list.data.data
          .filter((b) => b.state !== 'ENDED')
          .map((b) => b.banner_id)
          .join()
      : '';
  useLayoutEffect(() => {
    const target = moved.current;
    if (!target || busy || target.order !== order) return;
    moved.current = null;
    const other = target.direction === 'up' ? 'down' : 'up';
    const row = table.current;
    const keep =
      row?.querySelector<HTMLButtonElement>(
        `[data-move="${target.id}:${target.direction}"]:not(:disabled)`,
      ) ?? row?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${other}"]`);
    keep?.focus();
  });

  const refused = (error: unknown) => {
    setRefusal(errorMessageOf(error));
    void client.invalidateQueries({ queryKey: key });
  };

  const move = async (banner: BannerAdmin, step: -1 | 1) => {
    if (list.state !== 'success') return;
    const running = list.data.data.filter((b) => b.state !== 'ENDED').map((b) => b.banner_id);
    const from = running.indexOf(banner.banner_id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= running.length) return;
    [running[from], running[to]] = [running[to]!, running[from]!];
    setRefusal(null);
    try {
      const answer = await reorder.mutateAsync({ data: { banner_ids: running } });
      client.setQueryData(key, answer);
      moved.current = {
        id: banner.banner_id,
        direction: step < 0 ? 'up' : 'down',
        order: running.join(),
      };
      showToast({ message: m.reordered, variant: 'success' });
    } catch (error) {
      refused(error);
    }
  };

  const toggle = async (banner: BannerAdmin) => {
    const activate = !banner.active;
    const ok = await confirm({
      title: activate ? m.activateTitle : m.deactivateTitle,
      message: activate ? m.activateConfirm(banner.title) : m.deactivateConfirm(banner.title),
      okVariant: activate ? 'primary' : 'danger',
    });
    if (!ok) return;
    setRefusal(null);
    try {
      const { data } = await status.mutateAsync({
        data: { banner_id: banner.banner_id, version: banner.version, active: activate },
      });
      await client.invalidateQueries({ queryKey: key });
      showToast({
        message: activate ? m.activated(data.title) : m.deactivated(data.title),
        variant: 'success',
      });
    } catch (error) {
      refused(error);
    }
  };

  return (
    <div className="cms-page">
      <div className="cms-page__head">
        <p className="text-body-secondary mb-0">{m.intro}</p>
        <Link to={BANNER_ADD_PATH} className="btn btn-primary text-nowrap">
          {m.add}
        </Link>
      </div>
      <FormAlert message={refusal} variant="warning" />
      <section
        className="card border-0 shadow-sm"
        aria-labelledby="cms-banner-heading"
        aria-busy={list.state === 'loading'}
      >
        <div className="card-body" ref={table}>
          <div className="d-flex justify-content-between align-items-baseline mb-2">
            <h2 id="cms-banner-heading" className="h6 mb-0">
              {m.caption}
            </h2>
            {list.state === 'success' && (
              <span className="small text-body-secondary">{m.count(list.data.data.length)}</span>
            )}
          </div>
          {list.state === 'loading' && (
            <div className="placeholder-glow">
              <span className="visually-hidden" role="status">
                {m.loading}
              </span>
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  className="placeholder d-block rounded cms-skeleton"
                  aria-hidden="true"
                />
              ))}
            </div>
          )}
          {list.state === 'error' && (
            <InlineError
              message={query.error ? errorMessageOf(query.error) : m.error}
              onRetry={() => void query.refetch()}
            />
          )}
          {list.state === 'success' && list.data.data.length === 0 && (
            <div className="text-center py-4">
              <p className="text-body-secondary">{m.empty}</p>
              <Link to={BANNER_ADD_PATH} className="btn btn-outline-primary">
                {m.add}
              </Link>
            </div>
          )}
          {list.state === 'success' && list.data.data.length > 0 && (
            <BannerTable
              banners={list.data.data}
              busy={busy}
              onMove={(banner, step) => void move(banner, step)}
              onToggle={(banner) => void toggle(banner)}
            />
          )}
        </div>
      </section>
    </div>
  );
}
