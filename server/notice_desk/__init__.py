"""The staff's desk of the notice outbox: notices (plain e-mails to customers) the mail server
never took after NOTICE_MAX_ATTEMPTS attempts (FAILED) and those waiting to be sent
(PENDING), listed with the recipient masked; a FAILED one put back in the queue by staff.
The outbox and its delivery are :mod:`server.notify`'s; this area only reads it and makes a
FAILED row PENDING again."""
