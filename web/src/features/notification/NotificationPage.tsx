// Route screen of notifications ('Notifikasi'): the customer's inbox (GET /notification/list),
// newest first, 20 per page (?page=2), with the unread count the header's bell shows. A
// notice with a portal page opens it, marked read first (POST /notification/read; the page
// opens even when marking fails, the notice then stays unread); one without is marked with
// 'Tandai dibaca'; 'Tandai semua dibaca' marks them all (disabled when nothing is unread).
// Every answer's count reaches the bell at once (inboxCache.ts). The list is a quiet call: its
// failure shows here with 'Coba lagi' (a 403 still ends the session); marking by a button
// fails with the usual popup. 'Pengaturan notifikasi' leads to the channels' page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import {
  useListNotifications,
  useReadNotifications,
} from '../../api/generated/endpoints/notification/notification';
import type { Notification } from '../../api/generated/model/notification';
import { toLoadable } from '../../api/loadable';
import { IconSettings } from '../../components/icons';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { showToast } from '../../components/toast';
import { NotificationList } from './components/NotificationList';
import { messages } from './messages';
import { NOTIFICATION_SETTINGS_PATH, PAGE_SIZE } from './paths';
import { markedRead, syncBell } from './inboxCache';
import './notification.css';

const m = messages.inbox;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default function NotificationPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const listRef = useRef<HTMLElement>(null);
  const query = useListNotifications({ page, size: PAGE_SIZE }, { request: { quiet: true } });
  const list = toLoadable(query);
  const data = list.state === 'success' ? list.data : null;
  // Marking by a button: the usual popups. Marking on the way to a notice's page: none (the
  // page opens either way).
  const read = useReadNotifications();
  const readOnTheWay = useReadNotifications({ request: { quiet: true } });
  const [busy, setBusy] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);

  const unreadCount = data?.unread_count;
  useEffect(() => {
    if (unreadCount !== undefined) syncBell(client, unreadCount);
  }, [client, unreadCount]);

  const mark = async (ids: string[], quietly: boolean) => {
    const { data: result } = await (quietly ? readOnTheWay : read).mutateAsync({
      data: { notification_ids: ids },
    });
    markedRead(client, ids, result.unread_count);
  };

  const open = async (item: Notification) => {
    if (!item.link || busy) return;
    if (!item.read) {
      setBusy(item.notification_id);
      try {
        await mark([item.notification_id], true);
      } catch {
        // The page opens anyway; the notice stays unread.
      }
      setBusy(null);
    }
    void navigate(item.link);
  };

  const markOne = async (item: Notification) => {
    setBusy(item.notification_id);
    try {
      await mark([item.notification_id], false);
    } catch {
      // The popup said why; the notice stays unread.
    } finally {
      setBusy(null);
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const { data: result } = await read.mutateAsync({ data: { all: true } });
      markedRead(client, 'all', result.unread_count);
      showToast({ message: m.markAllDone, variant: 'success' });
    } catch {
      // The popup said why.
    } finally {
      setMarkingAll(false);
    }
  };

  const goToPage = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="ntf-page">
      <div className="ntf-toolbar">
        <p className="ntf-muted mb-0">
          {m.intro}
          {data && data.total_items > 0 && (
            <>
              {' '}
              <strong className="ntf-toolbar__count">{m.unreadCount(data.unread_count)}</strong>
            </>
          )}
        </p>
        <div className="ntf-toolbar__actions">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!data || data.unread_count === 0 || markingAll}
            aria-busy={markingAll || undefined}
            onClick={() => void markAll()}
          >
            {markingAll && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {m.markAll}
          </button>
          <Link to={NOTIFICATION_SETTINGS_PATH} className="btn btn-link ntf-toolbar__settings">
            <IconSettings className="me-2" />
            {m.settings}
          </Link>
        </div>
      </div>

      <section
        ref={listRef}
        className="card border-0 shadow-sm ntf-card"
        aria-label={m.label}
        aria-busy={list.state === 'loading'}
      >
        {list.state === 'loading' && (
          <div className="card-body">
            <PageLoader label={m.loading} />
          </div>
        )}
        {list.state === 'error' && (
          <div className="card-body">
            <InlineError
              message={query.error ? errorMessageOf(query.error) : m.error}
              onRetry={() => void query.refetch()}
            />
          </div>
        )}
        {data && data.total_items === 0 && (
          <div className="card-body text-center py-5 px-3 ntf-empty">
            <p className="h5">{m.empty}</p>
            <p className="ntf-muted mx-auto mb-0">{m.emptyHint}</p>
          </div>
        )}
        {data && data.total_items > 0 && data.data.length === 0 && (
          <div className="card-body">
            <PastLastPage message={m.pastLastPage} onFirstPage={() => goToPage(1)} />
          </div>
        )}
        {data && data.data.length > 0 && (
          <>
            <NotificationList
              items={data.data}
              busy={busy}
              onOpen={(item) => void open(item)}
              onMarkRead={(item) => void markOne(item)}
            />
            <Pagination
              page={data.page}
              pages={data.total_pages}
              onPage={goToPage}
              label={m.pagination}
              className="ntf-pagination"
            />
          </>
        )}
      </section>
    </div>
  );
}
