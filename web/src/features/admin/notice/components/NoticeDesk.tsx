// The notice desk on the admin home: how many e-mail notices failed after every attempt,
// and the way to the list.
import { useListNotices } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { DeskCard, Waiting } from '../../desk/DeskCard';
import { NOTICE_PATH } from '../../paths';
import { noticeMessages } from '../noticeMessages';

const m = noticeMessages.desk;

export function NoticeDesk() {
  const query = useListNotices(
    { status: 'FAILED', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  return (
    <DeskCard desk="notice" to={NOTICE_PATH} messages={m} loadable={list} error={query.error}>
      {(data) => <Waiting count={data.total} text={m.waiting} />}
    </DeskCard>
  );
}
