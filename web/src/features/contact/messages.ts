// Every text of the Hubungi Kami screen (Indonesian).
import { titles } from './titles';

export const messages = {
  pageTitle: titles.pageTitle,
  intro:
    'Tim layanan nasabah kami siap membantu pertanyaan seputar polis, pembayaran premi, dan klaim Anda.',
  whatsapp: {
    title: 'WhatsApp',
    hint: 'Kirim pesan kepada layanan nasabah melalui WhatsApp.',
  },
  phone: {
    title: 'Call Center',
    hint: 'Hubungi layanan nasabah melalui telepon.',
  },
  email: {
    title: 'Email',
    hint: 'Kirim pertanyaan atau dokumen Anda melalui email.',
  },
  fax: {
    title: 'Faks',
  },
  address: {
    title: 'Alamat Kantor Pusat',
    map: 'Lihat di peta',
  },
  hours: {
    title: 'Jam Operasional',
  },
  website: {
    title: 'Situs Web',
  },
  complaint: {
    title: 'Sampaikan pengaduan',
    hint: 'Tidak puas dengan layanan kami? Ajukan pengaduan tertulis: Anda mendapat nomor register dan jawaban paling lambat 5 hari kerja.',
    action: 'Ajukan Pengaduan',
  },
  newTab: '(membuka tab baru)',
  loading: 'Memuat informasi kontak…',
  error: 'Informasi kontak tidak dapat dimuat saat ini.',
} as const;
