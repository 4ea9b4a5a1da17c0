// Every text of the admin home (Indonesian).
import { titles } from './titles';

export const messages = {
  pageTitle: titles.pageTitle,
  welcome: (name: string) => `Selamat datang, ${name}.`,
  intro:
    'Anda masuk ke area staf TManKu. Data nasabah tidak dapat dibuka dari sesi admin; gunakan akun nasabah untuk itu.',
  account: 'Akun staf',
  name: 'Nama',
  userName: 'Nama pengguna',
  role: 'Peran',
  roleAdmin: 'Admin',
  session: 'Sesi',
  idle: (minutes: number) =>
    `Sesi ini berakhir otomatis setelah ${minutes} menit tanpa aktivitas. Keluar setelah selesai bekerja, terutama di komputer bersama.`,
} as const;
