"""Indonesian sentences of banners: every refusal staff may read on the banner pages."""

from __future__ import annotations

from datetime import datetime

from server.clock import WIB, as_utc
from server.edge.messages import BANNER_IMAGE_TOO_LARGE

NOT_FOUND = "Banner tidak ditemukan."
IMAGE_NOT_FOUND = "Gambar banner tidak ditemukan."

# The picture (POST /admin/banner/image).
IMAGE_TOO_LARGE = BANNER_IMAGE_TOO_LARGE  # the edge says it too, past 2 MB and the framing
IMAGE_UNSUPPORTED = "Gambar banner harus JPEG, PNG atau WebP."
IMAGE_DAMAGED = "Gambar tidak dapat dibaca atau rusak. Simpan ulang gambar, lalu unggah kembali."
IMAGE_TOO_BIG = (
    "Resolusi gambar terlalu besar (paling besar 50 megapiksel). Perkecil gambar, lalu unggah "
    "kembali."
)
IMAGE_TOO_SMALL = (
    "Gambar banner paling kecil 1280 x 427 piksel agar tetap tajam di layar lebar. Gunakan "
    "gambar yang lebih besar."
)

# The banner's content.
ROUTE_REQUIRED = "Pilih halaman portal yang dibuka banner ini."
ROUTE_NOT_ALLOWED = "Halaman portal hanya diisi bila banner membuka halaman portal."
URL_REQUIRED = "Isi alamat https yang dibuka banner ini."
URL_NOT_ALLOWED = "Alamat https hanya diisi bila banner membuka alamat di luar portal."
BAD_TIME = "Tanggal dan jam tidak valid. Pilih tanggal antara tahun 2000 dan 2100."
END_BEFORE_START = "Tanggal selesai harus setelah tanggal mulai."
END_PASSED = "Tanggal selesai sudah lewat. Pilih waktu yang akan datang."
IMAGE_UNKNOWN = (
    "Gambar tidak ditemukan atau sudah dihapus (gambar yang tidak dipakai dihapus setelah 24 "
    "jam). Unggah ulang gambarnya."
)
IMAGE_TAKEN = "Gambar ini sudah dipakai banner lain. Unggah gambar baru untuk banner ini."
TOO_MANY = (
    "Paling banyak 100 banner yang belum berakhir. Nonaktifkan dan biarkan berakhir, atau ubah "
    "banner yang ada."
)

# Order.
ORDER_INCOMPLETE = (
    "Urutan harus memuat setiap banner yang belum berakhir tepat sekali. Muat ulang daftar "
    "banner, lalu atur urutannya lagi."
)
ORDER_MISSING = "Banner ini belum berakhir dan harus ada dalam urutan."
ORDER_UNKNOWN = "Banner ini tidak ada atau sudah berakhir."


def changed_by(actor: str, at: datetime) -> str:
    """409: someone changed the banner since it was read (who and when, in WIB)."""
    local = as_utc(at).astimezone(WIB)
    return (
        f"Banner ini baru saja diubah oleh {actor} pada {local:%d-%m-%Y %H.%M} WIB. Muat ulang "
        "untuk melihat perubahannya."
    )
