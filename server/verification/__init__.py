"""One-time codes for every area (sign-in, forgotten password, recovery e-mail, data update,
claims, SPAJ approval), with one set of rules (security.md, ASVS 6.5/6.6, NIST 800-63B):

- a code is 6 digits from a CSPRNG, kept only as an HMAC, used once, valid OTP_TTL_SECONDS;
- it is bound to a *subject* (who proves something: ``user:42``, later ``spaj:…``), a
  *purpose* (the contract's ``caseOtp``: LOGIN, FORGOT_PASSWORD, …), a *context* (the sign-in
  flow, the submission or the setting being confirmed) and the *destination* it was sent to;
- a new code replaces the context's previous one, only after OTP_RESEND_SECONDS;
- every code issued counts against the send limits of :mod:`server.verification.limits`
  (per destination, per subject and, signed out, per client address), and an SMS goes only
  to an Indonesian mobile number (:mod:`server.verification.phones`);
- :func:`issue_blind` answers exactly as :func:`issue` but sends nothing and keeps a code no
  one can enter: for an address that is not the subject's, or a subject that does not
  exist, so the answer never tells whether they are;
- wrong codes are counted per subject and purpose, across resends and contexts; at
  OTP_MAX_ATTEMPTS the purpose is locked for OTP_LOCK_SECONDS and the caller is told until
  when; the attempt/limit record (:func:`info`) is what the web shows.

The module knows nothing of accounts or areas: callers pass the subject, the purpose and the
destination (:class:`Destination`)."""

from server.verification.codes import (
    CodeLocked,
    CodeRefused,
    Destination,
    NotMobile,
    Target,
    info,
    issue,
    issue_blind,
    verify,
)
from server.verification.phones import is_mobile

__all__ = [
    "CodeLocked",
    "CodeRefused",
    "Destination",
    "NotMobile",
    "Target",
    "info",
    "is_mobile",
    "issue",
    "issue_blind",
    "verify",
]
