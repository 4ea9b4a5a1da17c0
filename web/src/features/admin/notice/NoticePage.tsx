// Route screen of admin-notice (/admin/notifikasi): the e-mail notices to customers that the
// mail server never took after every attempt (Gagal, the default tab) and those waiting to
// be sent (?status=PENDING), 20 per page (?page=2), each with its last error. 'Kirim ulang'
// asks for a confirmation, puts a failed notice back in the queue and says so in a notice;
// a notice no longer failed (409, sent again by another staff member) or gone (404) is said
// above the list in the server's words, and the list is loaded afresh either way.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, isApiError } from '../../../api/errors';
import {
  getListNoticesQueryKey,
  useListNotices,
  useRetryNotice,
} from '../../../api/generated/endpoints/admin/admin';
import type { NoticeItem } from '../../../api/generated/model';
import { confirm } from '../../../components/confirm';
import { FormAlert } from '../../../components/form/FormAlert';
import { showToast } from '../../../components/toast';
import { DeskQueue, QUEUE_QUERY, useQueueAddress } from '../desk/DeskQueue';
import { NOTICE_PATH } from '../paths';
import { NoticeTable } from './components/NoticeTable';
import { NOTICE_STATUSES, noticeMessages, noticeStatusNames } from './noticeMessages';

const m = noticeMessages.list;
const r = noticeMessages.retry;

export default function NoticePage() {
  const address = useQueueAddress(NOTICE_STATUSES);
  const client = useQueryClient();
  const query = useListNotices(address.params, QUEUE_QUERY);
  const retry = useRetryNotice({ request: { quiet: true } });
  const [sending, setSending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);

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
    <DeskQueue
      id="notice-list-heading"
      statuses={NOTICE_STATUSES}
      names={noticeStatusNames}
      path={NOTICE_PATH}
      texts={m}
      address={address}
      query={query}
      notice={
        <FormAlert message={refusal?.message} variant={refusal?.conflict ? 'warning' : 'danger'} />
      }
    >
      {(rows, caption) => (
        <NoticeTable
          rows={rows}
          caption={caption}
          sending={sending}
          onRetry={(notice) => void resend(notice)}
        />
      )}
    </DeskQueue>
  );
}
