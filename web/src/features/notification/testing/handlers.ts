// MSW handlers answering the notification calls like the server, with its state: the inbox
// (paged newest first, with the unread count), marking read (some, or all; an unknown number
// is 404 and nothing is marked), and the channel choices (only the topics sent change; the
// security topic's e-mail cannot be turned off and SMS needs the policy's phone: 422 with the
// topic's field, nothing changed). Refusals are problem+json with the Indonesian message. It
// records what the web sent. No artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  Notification,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationReadRequest,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { inbox, preferences } from './fixtures';

export const NOT_FOUND_MESSAGE = 'Notifikasi tidak ditemukan.';
/** The 422 of a topic whose e-mail cannot be turned off (security, complaints, personal data). */
export const emailRequiredMessage = (topicDesc: string) =>
  `Notifikasi ${topicDesc.toLowerCase()} selalu dikirim lewat email.`;
export const SECURITY_EMAIL_MESSAGE = emailRequiredMessage('Keamanan akun');
export const NO_PHONE_MESSAGE =
  'Nomor ponsel belum terdaftar di polis Anda. SMS tidak dapat dipilih.';

export interface NotificationServerOptions {
  /** The inbox, newest first (default: inbox(), three of six unread). */
  items?: Notification[];
  /** The channel choices (default: preferences()). */
  preferences?: NotificationPreferences;
  /** POST /notification/read answers this status (problem+json) instead of marking. */
  readFails?: number;
  /**
   * The policy's phone was removed after the page loaded: the choices still show it, but
   * saving SMS is refused (422).
   */
  phoneGone?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const VALIDATION = 'urn:tmanku:problem:rule-violation';

export function notificationServer(options: NotificationServerOptions = {}) {
  const state = {
    items: (options.items ?? inbox()).map((item) => ({ ...item })),
    preferences: structuredClone(options.preferences ?? preferences()),
    requests: [] as RecordedRequest[],
  };

  const read = async <T>(request: Request): Promise<T> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      path: url.pathname.replace('/customer/api', ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
    return body;
  };
  const unread = () => state.items.filter((item) => !item.read).length;

  const handlers = [
    http.get('*/notification/list', async ({ request }) => {
      await read(request);
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const total = state.items.length;
      return HttpResponse.json({
        data: state.items.slice((page - 1) * size, page * size),
        page,
        size,
        total_items: total,
        total_pages: Math.ceil(total / size),
        unread_count: unread(),
      });
    }),

    http.get('*/notification/unread', async ({ request }) => {
      await read(request);
      return HttpResponse.json({ unread_count: unread() });
    }),

    http.post('*/notification/read', async ({ request }) => {
      const body = await read<NotificationReadRequest>(request);
      if (options.readFails) {
        return problem(
          options.readFails,
          options.readFails === 404 ? NOT_FOUND_MESSAGE : 'Layanan sedang sibuk.',
        );
      }
      const ids = body.notification_ids;
      if (ids && !ids.every((id) => state.items.some((item) => item.notification_id === id))) {
        return problem(404, NOT_FOUND_MESSAGE, { type: 'urn:tmanku:problem:not-found' });
      }
      state.items = state.items.map((item) =>
        body.all || ids?.includes(item.notification_id) ? { ...item, read: true } : item,
      );
      return HttpResponse.json({ unread_count: unread() });
    }),

    http.get('*/notification/preferences', async ({ request }) => {
      await read(request);
      return HttpResponse.json(state.preferences);
    }),

    http.post('*/notification/preferences/update', async ({ request }) => {
      const body = await read<NotificationPreferencesUpdate>(request);
      const rows = state.preferences.topics;
      const required = body.topics.find(
        (choice) => rows.find((row) => row.topic === choice.topic)?.email_required && !choice.email,
      );
      if (required) {
        // The server's words name the topic (server/notification/messages.py).
        const desc = rows.find((row) => row.topic === required.topic)?.topic_desc ?? '';
        const message = emailRequiredMessage(desc);
        return problem(422, message, {
          type: VALIDATION,
          errors: [{ field: `topics.${required.topic}.email`, message }],
        });
      }
      const sms = body.topics.filter((choice) => choice.sms);
      const noPhone = options.phoneGone || state.preferences.phone_masked === null;
      if (sms.length > 0 && noPhone) {
        return problem(422, NO_PHONE_MESSAGE, {
          type: VALIDATION,
          errors: sms.map((choice) => ({
            field: `topics.${choice.topic}.sms`,
            message: NO_PHONE_MESSAGE,
          })),
        });
      }
      state.preferences = {
        ...state.preferences,
        topics: rows.map((row) => {
          const choice = body.topics.find((c) => c.topic === row.topic);
          return choice ? { ...row, email: choice.email, sms: choice.sms } : row;
        }),
      };
      return HttpResponse.json(state.preferences);
    }),
  ];

  return {
    handlers,
    state,
    requests: state.requests,
    /** What POST /notification/preferences was sent, in order. */
    saves: () =>
      state.requests
        .filter((r) => r.method === 'POST' && r.path === '/notification/preferences/update')
        .map((r) => r.body as NotificationPreferencesUpdate),
    /** What POST /notification/read was sent, in order. */
    reads: () =>
      state.requests
        .filter((r) => r.method === 'POST' && r.path === '/notification/read')
        .map((r) => r.body as NotificationReadRequest),
  };
}
