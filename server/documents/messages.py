"""Indonesian messages of the upload path."""

TOO_LARGE_KYC = (
    "Ukuran berkas paling besar 5 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah."
)
UNSUPPORTED = "Berkas harus berupa foto JPEG atau PNG, atau PDF."
NOT_FOUND = "Dokumen tidak ditemukan."
