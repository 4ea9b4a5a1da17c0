"""Indonesian messages of the upload path."""

from server.edge.messages import FILE_TOO_LARGE

TOO_LARGE_KYC = (
    "Ukuran berkas paling besar 5 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah."
)
TOO_LARGE_CLAIM = FILE_TOO_LARGE  # the edge says it too, past 10 MB and the framing
TOO_LARGE_SPAJ = TOO_LARGE_CLAIM
TOO_LARGE_COMPLAINT = TOO_LARGE_CLAIM
NOT_ATTACHABLE = (
    "Dokumen tidak dapat dilampirkan: sudah dipakai, sudah lebih dari 24 jam, atau tidak "
    "ditemukan. Silakan unggah ulang dokumen ini."
)
ATTACHED = "Dokumen ini sudah dilampirkan pada pengajuan dan tidak dapat dihapus."


def group_full(limit: int, left: int, group: str = "klaim") -> str:
    """The group limit (a claim's or a SPAJ's 50 MB) binds: what is left of it."""
    total = limit // (1024 * 1024)
    if left <= 0:
        return (
            f"Total berkas satu {group} paling besar {total} MB dan sudah terpakai. Hapus berkas "
            "yang tidak diperlukan sebelum mengunggah lagi."
        )
    mb = f"{left / (1024 * 1024):.1f}".replace(".", ",")
    return f"Total berkas satu {group} paling besar {total} MB; sisa {mb} MB untuk berkas ini."


NOT_FOR_APPLICANT = (
    "Sesi pemantauan SPAJ hanya dapat mengunggah dokumen yang diminta untuk SPAJ Anda."
)
NOT_FOR_CUSTOMER = "Dokumen SPAJ diunggah dari halaman pemantauan SPAJ."


STORAGE_WRITE = (
    "Penyimpanan dokumen sedang tidak dapat dijangkau. Berkas Anda belum tersimpan; coba lagi "
    "beberapa saat lagi."
)
STORAGE_READ = "Dokumen tidak dapat dibuka saat ini. Coba lagi beberapa saat lagi."

UNSUPPORTED = "Berkas harus berupa foto JPEG atau PNG, atau PDF."
NOT_FOUND = "Dokumen tidak ditemukan."
DAMAGED = "Berkas tidak dapat dibaca atau rusak. Silakan pindai atau foto ulang dokumen Anda."


def image_too_big(megapixels: int) -> str:
    return (
        "Resolusi foto terlalu besar. Gunakan foto dengan resolusi lebih rendah (paling besar "
        f"{megapixels} megapiksel)."
    )


IMAGE_TOO_BIG = image_too_big(50)
IMAGE_ODD_SHAPE = (
    "Ukuran foto tidak wajar: sisi panjangnya lebih dari 20 kali sisi pendeknya. Foto ulang "
    "dokumen Anda secara utuh."
)


def unattached_full(limit: int, left: int) -> str:
    """The uploader's unattached documents fill their total: what is left of it."""
    total = limit // (1024 * 1024)
    if left <= 0:
        return (
            f"Berkas yang belum dilampirkan pada pengajuan paling besar {total} MB seluruhnya "
            "dan sudah terpakai. Lampirkan atau hapus berkas yang sudah diunggah sebelum "
            "mengunggah lagi; berkas yang tidak dilampirkan dihapus setelah 24 jam."
        )
    mb = f"{left / (1024 * 1024):.1f}".replace(".", ",")
    return (
        f"Berkas yang belum dilampirkan pada pengajuan paling besar {total} MB seluruhnya; "
        f"sisa {mb} MB untuk berkas ini."
    )


def too_many_uploads(per_hour: int, retry: str) -> str:
    """The hourly upload count is spent; ``retry``: when to try again (server.clock.wib_text)."""
    return (
        f"Anda sudah mengunggah {per_hour} berkas dalam satu jam terakhir. Silakan unggah lagi "
        f"setelah {retry}."
    )


PDF_ENCRYPTED = (
    "PDF yang dilindungi kata sandi tidak dapat diterima. Simpan ulang PDF tanpa kata sandi, "
    "lalu unggah kembali."
)
PDF_ACTIVE = (
    "PDF yang berisi skrip, lampiran atau aksi otomatis tidak dapat diterima. Cetak ulang "
    "dokumen ke PDF biasa, lalu unggah kembali."
)
PDF_LINK = (
    "PDF yang berisi tautan atau tombol selain ke halaman lain di dokumen atau ke alamat https "
    "tidak dapat diterima. Cetak ulang dokumen ke PDF biasa, lalu unggah kembali."
)
