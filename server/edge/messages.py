"""Indonesian sentences of the HTTP edge: the answers it renders itself (invalid input, unknown
address, body too large, unexpected failure) and those of the 401 and 403 every area shares."""

from __future__ import annotations

NOT_SIGNED_IN = "Anda belum masuk atau sesi Anda tidak dikenali. Silakan masuk kembali."
SESSION_ENDED = "Sesi Anda telah berakhir. Silakan masuk kembali."
TOO_LARGE = "Isi permintaan terlalu besar. Kirim data yang lebih ringkas."
BODY_TOO_SLOW = (
    "Data Anda terlalu lama terkirim dan koneksi dihentikan. Periksa koneksi internet Anda, "
    "lalu coba kembali."
)
# The routes with a limit of their own (body_limit.ROUTE_LIMITS): a body past it is a file
# past the largest one the route takes, said as the route's own refusal says it.
FILE_TOO_LARGE = (
    "Ukuran berkas paling besar 10 MB. Perkecil foto atau pindai ulang dengan resolusi lebih "
    "rendah."
)
BANNER_IMAGE_TOO_LARGE = "Ukuran gambar banner paling besar 2 MB."
INVALID_INPUT = "Data yang Anda kirim tidak valid. Periksa kembali isian Anda."
NOT_FOUND = "Halaman atau data yang Anda cari tidak ditemukan."
METHOD_NOT_ALLOWED = "Permintaan ini tidak didukung untuk alamat tersebut."
UNSUPPORTED_MEDIA = "Format data yang dikirim tidak didukung. Kirim data dalam format JSON."
INTERNAL = (
    "Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi. Jika masih "
    "mengalami kendala, hubungi CS di WhatsApp No. <csWhatsapp>"
)
UNDECODABLE = "Isi permintaan bukan teks yang valid."
GENERIC_CLIENT = "Permintaan tidak dapat diproses. Periksa kembali isian Anda."
NOT_JSON = "Isi permintaan bukan JSON yang valid."
TOO_DEEP = "Isi permintaan terlalu bertingkat. Kirim data dengan susunan yang lebih sederhana."

# What is wrong with one field or parameter (never its value).
REQUIRED = "Wajib diisi."
UNKNOWN_FIELD = "Field ini tidak dikenal."
UNKNOWN_PARAMETER = "Parameter tidak dikenal."
REPEATED_PARAMETER = "Parameter ini hanya boleh dikirim satu kali."
UNKNOWN_CHOICE = "Pilihan tidak dikenal."
WRONG_TYPE = "Jenis data tidak sesuai."
OUT_OF_RANGE = "Nilai di luar batas yang diperbolehkan."
BAD_FORMAT = "Format tidak valid."


def min_length(count: int) -> str:
    return f"Minimal {count} karakter."


def max_length(count: int) -> str:
    return f"Maksimal {count} karakter."
