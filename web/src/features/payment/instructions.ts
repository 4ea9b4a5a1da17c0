// How to pay a virtual account, per bank and channel (ATM, mobile banking, internet
// banking), as each bank's own menus name the steps. Part of the feature's texts
// (messages.ts); kept apart because it is long.
import type { PaymentMethod } from '../../api/generated/model';

export interface ChannelSteps {
  /** Accordion header, e.g. 'm-BCA (BCA mobile)'. */
  channel: string;
  steps: readonly string[];
}

type VaMethod = Extract<PaymentMethod, `VA_${string}`>;

const CHECK = 'Periksa nama PT Asuransi Jiwa Sentosa Raya dan jumlah tagihan yang tampil';

export const vaInstructions: Record<VaMethod, readonly ChannelSteps[]> = {
  VA_BCA: [
    {
      channel: 'm-BCA (BCA mobile)',
      steps: [
        'Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses.',
        'Pilih m-Transfer > BCA Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih OK.',
        `${CHECK}, lalu pilih OK.`,
        'Masukkan PIN m-BCA. Pembayaran selesai setelah muncul notifikasi berhasil.',
      ],
    },
    {
      channel: 'ATM BCA',
      steps: [
        'Masukkan kartu ATM BCA dan PIN Anda.',
        'Pilih Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Benar.',
        `${CHECK}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'KlikBCA Individual',
      steps: [
        'Masuk ke KlikBCA Individual (klikbca.com).',
        'Pilih Transfer Dana > Transfer ke BCA Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjutkan.',
        `${CHECK}.`,
        'Masukkan respon KeyBCA, lalu pilih Kirim.',
      ],
    },
  ],
  VA_MANDIRI: [
    {
      channel: "Livin' by Mandiri",
      steps: [
        "Buka aplikasi Livin' by Mandiri dan masuk dengan PIN atau biometrik.",
        'Pilih Bayar > Multipayment / Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjutkan.',
        `${CHECK}, lalu pilih Lanjut Bayar.`,
        "Masukkan PIN Livin'. Simpan bukti bayar yang tampil.",
      ],
    },
    {
      channel: 'ATM Mandiri',
      steps: [
        'Masukkan kartu ATM Mandiri dan PIN Anda.',
        'Pilih Bayar/Beli > Lainnya > Multipayment.',
        'Masukkan nomor virtual account di atas, lalu pilih Benar.',
        `${CHECK}, tekan 1, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'Mandiri Internet Banking',
      steps: [
        'Masuk ke Mandiri Internet Banking.',
        'Pilih Bayar > Multipayment / Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjut.',
        `${CHECK}.`,
        'Konfirmasi dengan MPIN atau kode dari token, lalu pilih Kirim.',
      ],
    },
  ],
  VA_BNI: [
    {
      channel: 'BNI Mobile Banking',
      steps: [
        'Buka aplikasi BNI Mobile Banking dan masuk dengan user ID dan MPIN.',
        'Pilih Transfer > Virtual Account Billing.',
        'Pilih Input Baru, masukkan nomor virtual account di atas, lalu pilih Lanjut.',
        `${CHECK}.`,
        'Masukkan password transaksi, lalu pilih Lanjut.',
      ],
    },
    {
      channel: 'ATM BNI',
      steps: [
        'Masukkan kartu ATM BNI dan PIN Anda.',
        'Pilih Menu Lainnya > Transfer > Virtual Account Billing.',
        'Masukkan nomor virtual account di atas, lalu pilih Benar.',
        `${CHECK}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'BNI Internet Banking',
      steps: [
        'Masuk ke BNI Internet Banking.',
        'Pilih Transfer > Virtual Account Billing.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjut.',
        `${CHECK}.`,
        'Masukkan kode otentikasi token, lalu pilih Proses.',
      ],
    },
  ],
  VA_BRI: [
    {
      channel: 'BRImo',
      steps: [
        'Buka aplikasi BRImo dan masuk.',
        'Pilih Pembayaran > BRIVA.',
        'Masukkan nomor BRIVA (nomor virtual account di atas), lalu pilih Lanjutkan.',
        `${CHECK}, lalu pilih Bayar.`,
        'Masukkan PIN BRImo. Simpan bukti bayar yang tampil.',
      ],
    },
    {
      channel: 'ATM BRI',
      steps: [
        'Masukkan kartu ATM BRI dan PIN Anda.',
        'Pilih Transaksi Lain > Pembayaran > Lainnya > BRIVA.',
        'Masukkan nomor BRIVA (nomor virtual account di atas), lalu pilih Benar.',
        `${CHECK}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'Internet Banking BRI',
      steps: [
        'Masuk ke Internet Banking BRI (ib.bri.co.id).',
        'Pilih Pembayaran > BRIVA.',
        'Masukkan nomor BRIVA (nomor virtual account di atas), lalu pilih Kirim.',
        `${CHECK}.`,
        'Masukkan password dan mToken, lalu pilih Kirim.',
      ],
    },
  ],
  VA_PERMATA: [
    {
      channel: 'PermataMobile X',
      steps: [
        'Buka aplikasi PermataMobile X dan masuk.',
        'Pilih Bayar Tagihan > Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjut.',
        `${CHECK}, lalu pilih Konfirmasi.`,
        'Masukkan kode OTP atau PIN transaksi. Simpan bukti bayar yang tampil.',
      ],
    },
    {
      channel: 'ATM Permata',
      steps: [
        'Masukkan kartu ATM Permata dan PIN Anda.',
        'Pilih Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Benar.',
        `${CHECK}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'PermataNet',
      steps: [
        'Masuk ke PermataNet.',
        'Pilih Pembayaran > Pembayaran Tagihan > Virtual Account.',
        'Masukkan nomor virtual account di atas, lalu pilih Lanjut.',
        `${CHECK}.`,
        'Masukkan kode otentikasi (SMS token), lalu pilih Kirim.',
      ],
    },
  ],
};

export function isVaMethod(method: PaymentMethod): method is VaMethod {
  return method.startsWith('VA_');
}
