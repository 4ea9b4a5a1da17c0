"""Indonesian messages of the security settings."""

CONFIRMATION_REQUIRED = (
    "Konfirmasi kata sandi Anda sudah tidak berlaku. Silakan konfirmasi kata sandi kembali."
)
SAME_PASSWORD = "Kata sandi baru tidak boleh sama dengan kata sandi saat ini."  # noqa: S105
SAME_RECOVERY_EMAIL = "Email pemulihan baru sama dengan email pemulihan Anda saat ini."
NO_PENDING_EMAIL = "Belum ada kode yang dikirim. Silakan masukkan email pemulihan baru."
SESSION_NOT_FOUND = "Sesi tersebut sudah tidak aktif."
WRONG_TOKEN_FOR_CASE = "Permintaan kode ini tidak berlaku untuk halaman ini."  # noqa: S105
LOCAL_NETWORK = "Jaringan lokal"
