// The notice page's server, with state: three notices the mail server never took (a claim's
// approval to Budi Santoso while the mail server was down, Siti Rahma's 'password changed'
// refused by her mailbox, an older refund notice to Dewi), and one waiting for its next
// attempt; recipients masked as the server masks them. 'Kirim ulang' makes a failed one
// PENDING (no attempt, due now), or answers 409 when it is no longer failed (`sentMeanwhile`:
// another staff member sent it again first). "Now" is 24 November 2026, 13.40 WIB
// (REVIEW_NOW).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { NoticeItem, NoticeStatus } from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { REVIEW_NOW } from '../../pengkinian/testing/fixtures';

export const MAIL_SERVER_DOWN =
  'DeliveryUnavailable: the mail server did not take the message <- ConnectionRefusedError: [Errno 111] Connection refused';
export const MAILBOX_REFUSED =
  "SMTPRecipientsRefused: {'si***a@gm***.com': (550, b'5.2.2 Mailbox full')}";
export const NOT_FAILED_ANY_MORE =
  'Notifikasi ini sudah kembali dalam antrean pengiriman; hanya notifikasi yang gagal dapat dikirim ulang.';

export const CLAIM_NOTICE = 418;
export const PASSWORD_NOTICE = 421;

export const demoNotices: NoticeItem[] = [
  {
    notice_id: PASSWORD_NOTICE,
    kind: 'PASSWORD_CHANGED',
    kind_desc: 'Kata sandi diganti',
    recipient: 'si***a@gm***.com',
    subject: 'Kata sandi TManKu Anda telah diganti',
    status: 'FAILED',
    attempts: 10,
    last_error: MAILBOX_REFUSED,
    created_at: '2026-11-24T01:12:00Z',
    next_attempt_at: null,
  },
  {
    notice_id: CLAIM_NOTICE,
    kind: 'CLAIM_APPROVED',
    kind_desc: 'Klaim disetujui',
    recipient: 'bu***o@co***.co.id',
    subject: 'Klaim CLM-2026-000123: Disetujui',
    status: 'FAILED',
    attempts: 10,
    last_error: MAIL_SERVER_DOWN,
    created_at: '2026-11-23T09:05:00Z',
    next_attempt_at: null,
  },
  {
    notice_id: 397,
    kind: 'REFUND_REFUNDED',
    kind_desc: 'Dana dikembalikan',
    recipient: 'de***i@ya***.co.id',
    subject: 'Dana Rp 1.250.000 telah dikembalikan',
    status: 'FAILED',
    attempts: 10,
    last_error: MAIL_SERVER_DOWN,
    created_at: '2026-11-22T03:20:06Z',
    next_attempt_at: null,
  },
  {
    notice_id: 425,
    kind: 'KYC_SUBMITTED',
    kind_desc: 'Tanda terima Pengkinian Data',
    recipient: 'an***a@gm***.com',
    subject: 'Pengkinian Data KYC-20261124-A4D1WJ diterima',
    status: 'PENDING',
    attempts: 2,
    last_error: MAIL_SERVER_DOWN,
    created_at: '2026-11-24T06:35:00Z',
    next_attempt_at: '2026-11-24T06:42:00Z',
  },
];

export interface NoticeServer {
  handlers: HttpHandler[];
  notices: NoticeItem[];
  /** Another staff member sent every notice again first: 'Kirim ulang' answers 409. */
  sentMeanwhile: boolean;
}

export function noticeServer(initial: readonly NoticeItem[] = demoNotices): NoticeServer {
  const server: NoticeServer = {
    notices: initial.map((n) => structuredClone(n)),
    sentMeanwhile: false,
    handlers: [],
  };
  const ofStatus = (status: NoticeStatus) => server.notices.filter((n) => n.status === status);
  server.handlers = [
    http.get('*/admin/notice/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'FAILED') as NoticeStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = ofStatus(status);
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size),
        page,
        size,
        total: rows.length,
        counts: (['FAILED', 'PENDING'] as const).map((s) => ({
          status: s,
          count: ofStatus(s).length,
        })),
      });
    }),
    http.post('*/admin/notice/retry', async ({ request }) => {
      const { notice_id } = (await request.json()) as { notice_id: number };
      const notice = server.notices.find((n) => n.notice_id === notice_id);
      if (!notice) return problem(404, 'Notifikasi tidak ditemukan.');
      if (server.sentMeanwhile) notice.status = 'PENDING';
      if (notice.status !== 'FAILED') return problem(409, NOT_FAILED_ANY_MORE);
      Object.assign(notice, { status: 'PENDING', attempts: 0, next_attempt_at: REVIEW_NOW });
      return HttpResponse.json(notice);
    }),
  ];
  return server;
}
