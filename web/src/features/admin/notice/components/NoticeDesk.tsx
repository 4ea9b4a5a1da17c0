// The notice desk on the admin home: how many e-mail notices failed after every attempt,
// and the way to the list.
import { useListNotices } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, WaitingCard } from '../../desk/DeskCard';
import { NOTICE_PATH } from '../../paths';
import { noticeMessages } from '../noticeMessages';

export function NoticeDesk() {
  const query = useListNotices({ status: 'FAILED', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="notice"
      to={NOTICE_PATH}
      messages={noticeMessages.desk}
      query={query}
      count={(answer) => answer.total}
    />
  );
}
