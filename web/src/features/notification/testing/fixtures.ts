// Budi's inbox as the server lists it (newest first) and his channel choices, for the
// notification pages' tests and stories and the header's bell.
import type {
  Notification,
  NotificationPreferences,
  NotificationTopicPreference,
} from '../../../api/generated/model';

const ago = (now: number, hours: number) => new Date(now - hours * 3_600_000).toISOString();

export const CLAIM_NUMBER = 'KLM-2026-000123';
export const CLAIM_LINK = `/klaim/submission-detail?claim_number=${CLAIM_NUMBER}`;

/**
 * Six notices, three unread: a claim approved and a claim waiting for documents (both linking
 * to the claim), a top-up invested (no page), and read ones: the password changed, Pengkinian
 * Data approved, a refund.
 */
export function inbox(now: number = Date.now()): Notification[] {
  return [
    {
      notification_id: 'NTF-4KQ7M2XA9B',
      kind: 'CLAIM_APPROVED',
      kind_desc: 'Klaim disetujui',
      subject: `Klaim ${CLAIM_NUMBER}: Disetujui`,
      text:
        `Klaim Rawat Inap nomor ${CLAIM_NUMBER} untuk Budi Santoso disetujui pada 14-11-2026 10.15 WIB sebesar Rp 7.500.000.\n\n` +
        'Tidak dibayarkan:\n- Vitamin di luar resep dokter: Rp 150.000\n\n' +
        'Dana akan ditransfer ke rekening Budi Santoso berakhiran 4521.',
      link: CLAIM_LINK,
      created_at: ago(now, 2),
      read: false,
    },
    {
      notification_id: 'NTF-7HD2P5QW3E',
      kind: 'TOP_UP_INVESTED',
      kind_desc: 'Top-up diinvestasikan',
      subject: 'Top-up polis UL23000789 telah diinvestasikan',
      text: 'Top-up sebesar Rp 2.000.000 untuk polis UL23000789 telah diinvestasikan pada harga unit 13-11-2026.',
      link: null,
      created_at: ago(now, 20),
      read: false,
    },
    {
      notification_id: 'NTF-2MB8K4RT6Y',
      kind: 'CLAIM_DOCUMENTS_REQUESTED',
      kind_desc: 'Dokumen klaim kurang',
      subject: 'Klaim KLM-2026-000119: Dokumen Kurang',
      text:
        'Klaim Rawat Jalan nomor KLM-2026-000119 untuk Dimas Santoso memerlukan dokumen tambahan (10-11-2026 09.30 WIB):\n' +
        '- Hasil laboratorium atau pemeriksaan penunjang: Hasil tes darah lengkap.\n\n' +
        'Unggah dokumen tersebut di halaman detail klaim pada portal TManKu; klaim akan kami proses kembali setelah dokumen diterima.',
      link: '/klaim/submission-detail?claim_number=KLM-2026-000119',
      created_at: ago(now, 50),
      read: false,
    },
    {
      notification_id: 'NTF-8ZP3W6RT1C',
      kind: 'PASSWORD_CHANGED',
      kind_desc: 'Kata sandi diganti',
      subject: 'Kata sandi TManKu Anda telah diganti',
      text: 'Kata sandi akun TManKu budi.santoso telah diganti pada 02-11-2026 pukul 09.41 WIB.',
      link: '/settings',
      created_at: ago(now, 24 * 12),
      read: true,
    },
    {
      notification_id: 'NTF-5CV9N1LK2H',
      kind: 'KYC_APPROVED',
      kind_desc: 'Pengkinian Data disetujui',
      subject: 'Pengkinian Data KYC-20261020-7QK2M9 disetujui',
      text: 'Perubahan data polis KS23000456 yang Anda ajukan pada 20-10-2026 telah disetujui dan berlaku.',
      link: null,
      created_at: ago(now, 24 * 30),
      read: true,
    },
    {
      notification_id: 'NTF-3TR6J8XP4D',
      kind: 'REFUND_REFUNDED',
      kind_desc: 'Dana dikembalikan',
      subject: 'Pengembalian dana Rp 750.000 telah ditransfer',
      text: 'Kelebihan pembayaran premi polis KS23000456 sebesar Rp 750.000 telah dikembalikan ke rekening berakhiran 7788.',
      link: null,
      created_at: ago(now, 24 * 45),
      read: true,
    },
  ];
}

/** `count` notices, every third unread, newest first (paging, a long inbox). */
export function manyNotifications(count: number, now: number = Date.now()): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    notification_id: `NTF-MANY${String(i).padStart(6, '0')}`,
    kind: 'CLAIM_ANALYSIS' as const,
    kind_desc: 'Klaim dianalisa',
    subject: `Klaim KLM-2026-${String(900 - i).padStart(6, '0')}: Dianalisa`,
    text: `Dokumen klaim Rawat Jalan nomor KLM-2026-${String(900 - i).padStart(6, '0')} lengkap dan klaim sedang dianalisa.`,
    link: `/klaim/submission-detail?claim_number=KLM-2026-${String(900 - i).padStart(6, '0')}`,
    created_at: ago(now, i * 5 + 1),
    read: i % 3 !== 0,
  }));
}

/** `count` unread notices (the bell's badge). */
export function unreadNotifications(count: number, now: number = Date.now()): Notification[] {
  return manyNotifications(count, now).map((item) => ({ ...item, read: false }));
}

const topic = (
  row: Omit<NotificationTopicPreference, 'email_required'> & { email_required?: boolean },
): NotificationTopicPreference => ({ email_required: false, ...row });

/** The defaults (e-mail yes, SMS no), with the policy's phone. */
export function preferences(): NotificationPreferences {
  return {
    email_masked: 'b***i@gmail.com',
    phone_masked: '+62 812-****-7788',
    topics: [
      topic({ topic: 'CLAIM', topic_desc: 'Klaim', email: true, sms: false }),
      topic({ topic: 'PENGKINIAN', topic_desc: 'Pengkinian Data', email: true, sms: false }),
      topic({ topic: 'SPAJ', topic_desc: 'SPAJ', email: true, sms: false }),
      topic({ topic: 'INVESTMENT', topic_desc: 'Investasi', email: true, sms: false }),
      topic({ topic: 'REFUND', topic_desc: 'Pengembalian dana', email: true, sms: false }),
      topic({
        topic: 'SECURITY',
        topic_desc: 'Keamanan akun',
        email: true,
        sms: false,
        email_required: true,
      }),
      topic({
        topic: 'COMPLAINT',
        topic_desc: 'Pengaduan',
        email: true,
        sms: false,
        email_required: true,
      }),
      topic({
        topic: 'PRIVACY',
        topic_desc: 'Data pribadi',
        email: true,
        sms: false,
        email_required: true,
      }),
    ],
  };
}

/** No phone on the policy: SMS cannot be chosen. */
export function preferencesWithoutPhone(): NotificationPreferences {
  return { ...preferences(), phone_masked: null };
}
