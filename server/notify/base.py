"""What an OTP delivery adapter receives and must do."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class OtpMessage:
    to: str  # phone number (+62...) or email address
    channel: str  # SMS or EMAIL
    purpose: str  # LOGIN or FORGOT_PASSWORD
    code: str
    ttl_seconds: int
    created_at: datetime

    def text(self) -> str:
        minutes = max(1, self.ttl_seconds // 60)
        return (
            f"Kode OTP TManKu Anda: {self.code}. Berlaku {minutes} menit. "
            "Jangan berikan kode ini kepada siapa pun, termasuk petugas Sentosa Raya."
        )


class OtpSender(Protocol):
    def send(self, message: OtpMessage) -> None:
        """Deliver the code or raise; never log the code itself."""
