"""Indonesian messages of the upload path."""

TOO_LARGE_KYC = (
    "Ukuran berkas paling besar 5 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah."
)
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
