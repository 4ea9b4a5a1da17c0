"""Indonesian sentences of the guards (the session-ended sentence is the edge's, shared with
the 403 it renders)."""

from __future__ import annotations

STEP_INVALID = "Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal."
NOT_ADMIN = "Akun ini tidak memiliki akses ke halaman admin."
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
