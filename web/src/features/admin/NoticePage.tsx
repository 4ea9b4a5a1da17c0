// Route screen of admin-notice (/admin/notifikasi): the e-mail notices to customers that the
// mail server never took after every attempt (Gagal, the default tab) and those waiting to
// be sent (?status=PENDING), 20 per page (?page=2), each with its last error. 'Kirim ulang'
// asks for a confirmation, puts a failed notice back in the queue and says so in a notice;
// a notice no longer failed (409, sent again by another staff member) or gone (404) is said
// above the list in the server's words, and the list is loaded afresh either way.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf, isApiError } from '../../api/errors';
import {
  getListNoticesQueryKey,
  useListNotices,
  useRetryNotice,
} from '../../api/generated/endpoints/admin/admin';
import type { NoticeItem, NoticePage as NoticePageBody } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { confirm } from '../../components/confirm';
import { FormAlert } from '../../components/form/FormAlert';
import { showToast } from '../../components/toast';
import { NoticeTable } from './components/notice/NoticeTable';
import { QueueSection } from './components/queue/QueueSection';
import { pageParam, queueParams, statusParam } from './components/queue/queueParams';
import { StatusTabs } from './components/queue/StatusTabs';
import { NOTICE_STATUSES, noticeMessages, noticeStatusNames } from './noticeMessages';
import { NOTICE_PATH, QUEUE_SIZE } from './paths';
import './admin.css';
import './claims.css';

const m = noticeMessages.list;
const r = noticeMessages.retry;

export default function NoticePage() {
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search, NOTICE_STATUSES);
  const page = pageParam(search);
  const client = useQueryClient();
  const query = useListNotices(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  const retry = useRetryNotice({ request: { quiet: true } });
  const [sending, setSending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<NoticePageBody> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const caption = m.caption(noticeStatusNames[status]);

  const resend = async (notice: NoticeItem) => {
    const ok = await confirm({
      title: r.title,
      message: r.confirm(notice.kind_desc, notice.subject, notice.recipient),
      okLabel: r.ok,
    });
    if (!ok) return;
    setRefusal(null);
    setSending(notice.notice_id);
    try {
      await retry.mutateAsync({ data: { notice_id: notice.notice_id } });
      showToast({ message: r.done(notice.kind_desc, notice.recipient), variant: 'success' });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setRefusal({ message: errorMessageOf(error), conflict: status === 409 || status === 404 });
    } finally {
      setSending(null);
      void client.invalidateQueries({ queryKey: getListNoticesQueryKey() });
    }
  };

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <StatusTabs
        statuses={NOTICE_STATUSES}
        names={noticeStatusNames}
        current={status}
        counts={counts}
        path={NOTICE_PATH}
        label={m.tabs}
        countUnit={m.countUnit}
      />
      <FormAlert message={refusal?.message} variant={refusal?.conflict ? 'warning' : 'danger'} />
      <QueueSection
        id="notice-list-heading"
        caption={caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={m.empty[status]}
        texts={m}
        onPage={(next) => setSearch(queueParams(NOTICE_STATUSES, status, next))}
      >
        {list.state === 'success' && (
          <NoticeTable
            rows={list.data.data}
            caption={caption}
            sending={sending}
            onRetry={(notice) => void resend(notice)}
          />
        )}
      </QueueSection>
    </div>
  );
}
