// One page of the inbox, newest first. Each notice: its kind, when (WIB), its subject and text
// (line breaks kept). An unread one stands out by weight, a dot and a tinted row, and says
// 'Belum dibaca' to screen readers. A notice with a portal page is a link over the whole row
// (opening it marks it read first: NotificationPage); one without offers 'Tandai dibaca'
// while unread.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../api/generated/model/notification';
import { formatDateTimeWib } from '../../../components/format';
import { IconChevronDown } from '../../../components/screenIcons';
import { messages } from '../messages';

const m = messages.inbox;

export interface NotificationListProps {
  items: readonly Notification[];
  /** A notice with a link chosen (a plain click: the page marks it read, then goes). */
  onOpen: (item: Notification) => void;
  /** 'Tandai dibaca' of a notice without a link. */
  onMarkRead: (item: Notification) => void;
  /** The notice being marked read, or null. */
  busy: string | null;
}

/** A plain left click: the page opens it; any other (new tab, window) the browser does. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function NotificationList({ items, onOpen, onMarkRead, busy }: NotificationListProps) {
  return (
    <ul className="ntf-list" aria-label={m.label}>
      {items.map((item) => {
        const unread = !item.read;
        const marker = unread && <span className="visually-hidden">{`${m.unread}: `}</span>;
        return (
          <li
            key={item.notification_id}
            className={`ntf-item${unread ? ' ntf-item--unread' : ''}${item.link ? ' ntf-item--link' : ''}`}
            aria-busy={busy === item.notification_id || undefined}
          >
            <span className="ntf-item__dot" aria-hidden="true" />
            <div className="ntf-item__body">
              <div className="ntf-item__meta">
                <span className="ntf-item__kind">{item.kind_desc}</span>
                <time dateTime={item.created_at}>{formatDateTimeWib(item.created_at)}</time>
              </div>
              <p className="ntf-item__subject">
                {item.link ? (
                  <Link
                    to={item.link}
                    className="stretched-link"
                    onClick={(event) => {
                      if (!plainClick(event)) return;
                      event.preventDefault();
                      onOpen(item);
                    }}
                  >
                    {marker}
                    {item.subject}
                  </Link>
                ) : (
                  <>
                    {marker}
                    {item.subject}
                  </>
                )}
              </p>
              <p className="ntf-item__text">{item.text}</p>
              {!item.link && unread && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary ntf-item__mark"
                  aria-label={m.markOneLabel(item.subject)}
                  disabled={busy !== null}
                  onClick={() => onMarkRead(item)}
                >
                  {m.markOne}
                </button>
              )}
            </div>
            {item.link && <IconChevronDown className="ntf-item__go" />}
          </li>
        );
      })}
    </ul>
  );
}
