"""Indonesian messages of the upload path."""

from server.edge.messages import FILE_TOO_LARGE

TOO_LARGE_KYC = (
    "Ukuran berkas paling besar 5 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah."
)
TOO_LARGE_CLAIM = FILE_TOO_LARGE  # the edge says it too, past 10 MB and the framing
TOO_LARGE_SPAJ = TOO_LARGE_CLAIM
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


UNSUPPORTED = "Berkas harus berupa foto JPEG atau PNG, atau PDF."
NOT_FOUND = "Dokumen tidak ditemukan."
DAMAGED = "Berkas tidak dapat dibaca atau rusak. Silakan pindai atau foto ulang dokumen Anda."
IMAGE_TOO_BIG = (
    "Resolusi foto terlalu besar. Gunakan foto dengan resolusi lebih rendah (paling besar 50 "
    "megapiksel)."
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
