"""E-mail delivery of OTP codes over SMTP (optionally STARTTLS and login)."""

from __future__ import annotations

import logging
import smtplib
from email.message import EmailMessage

from server.notify.base import DeliveryUnavailable, Notice, OtpMessage
from server.notify.messages import DEFAULT_SUBJECT, SUBJECTS, email_body, notice_body
from server.settings import Settings

log = logging.getLogger("server.notify.smtp")
# The server answered about this message (not about itself).
_REFUSED_MESSAGE = (smtplib.SMTPRecipientsRefused, smtplib.SMTPSenderRefused, smtplib.SMTPDataError)


class SmtpSender:
    def __init__(self, settings: Settings, *, timeout: float = 10.0) -> None:
        self.host = settings.smtp_host
        self.port = settings.smtp_port
        self.user = settings.smtp_user
        self.password = settings.smtp_password
        self.sender = settings.smtp_from
        self.starttls = settings.smtp_starttls
        self.timeout = timeout

    def send(self, message: OtpMessage) -> str | None:
        if message.channel != "EMAIL":
            raise ValueError("the SMTP sender delivers e-mail only")
        mail = EmailMessage()
        mail["From"] = self.sender
        mail["To"] = message.to
        mail["Subject"] = SUBJECTS.get(message.purpose, DEFAULT_SUBJECT)
        mail.set_content(email_body(message.text()))
        try:
            self._deliver(mail)
        except (OSError, smtplib.SMTPException) as exc:  # refused, down, timed out
            log.warning("SMTP %s:%s did not take the code: %s", self.host, self.port, exc)
            raise DeliveryUnavailable("the mail server did not take the message") from exc
        log.info("OTP %s sent by e-mail through %s:%s", message.purpose, self.host, self.port)
        return None

    def send_notice(self, notice: Notice) -> None:
        """Send the notice, or raise: the server's refusal of this message as it is (its
        recipient, sender or content: other notices may still go), and
        :class:`DeliveryUnavailable` when the server itself cannot be used (down, timed out,
        refused the connection or the login)."""
        if notice.channel != "EMAIL":
            raise ValueError("the SMTP sender delivers e-mail only")
        mail = EmailMessage()
        mail["From"] = self.sender
        mail["To"] = notice.to
        mail["Subject"] = notice.subject
        mail.set_content(notice_body(notice.text))
        try:
            self._deliver(mail)
        except _REFUSED_MESSAGE:
            raise
        except (OSError, smtplib.SMTPException) as exc:
            log.warning("SMTP %s:%s unavailable for notices: %s", self.host, self.port, exc)
            raise DeliveryUnavailable("the mail server did not take the message") from exc
        log.info("notice %s sent by e-mail through %s:%s", notice.kind, self.host, self.port)

    def _deliver(self, mail: EmailMessage) -> None:
        with smtplib.SMTP(self.host, self.port, timeout=self.timeout) as client:
            if self.starttls:
                client.starttls()
            if self.user:
                client.login(self.user, self.password)
            client.send_message(mail)
