"""The answer's deadline of a complaint (POJK 22/2023), in Indonesian working days
(:mod:`server.workdays`: Monday to Friday, not a national public holiday, not cuti bersama).

- Days are counted in WIB (Asia/Jakarta): the day of receipt is the WIB date of
  ``submitted_at``.
- The count starts the working day after the day of receipt (a complaint received on a
  Saturday or a holiday counts from the next working day as well): ``due_date`` is the 5th
  working day after it, the 10th after the one extension (:data:`WORKING_DAYS`,
  :data:`EXTENDED_WORKING_DAYS`); staff may answer until the end of that day.
- ``overdue``: the complaint is RECEIVED (not answered) and today's WIB date is after
  ``due_date``.
- ``working_days_left`` (the desk): the working days after today up to and including
  ``due_date``: 0 when it is due today; negative when past it (minus the working days after
  ``due_date`` up to and including today); None once ANSWERED or CLOSED.
"""

from __future__ import annotations

from datetime import date, datetime

from server.clock import WIB, as_utc
from server.complaint.models import Complaint, ComplaintStatus
from server.workdays import add_working_days, working_days_between

WORKING_DAYS = 5
EXTENDED_WORKING_DAYS = 10


def wib_day(at: datetime) -> date:
    return as_utc(at).astimezone(WIB).date()


def due_date(submitted_at: datetime, *, extended: bool) -> date:
    days = EXTENDED_WORKING_DAYS if extended else WORKING_DAYS
    return add_working_days(wib_day(submitted_at), days)


def working_days(complaint: Complaint) -> int:
    return EXTENDED_WORKING_DAYS if complaint.extended else WORKING_DAYS


def overdue(complaint: Complaint, now: datetime) -> bool:
    return complaint.status == ComplaintStatus.RECEIVED and wib_day(now) > complaint.due_date


def working_days_left(complaint: Complaint, now: datetime) -> int | None:
    if complaint.status != ComplaintStatus.RECEIVED:
        return None
    return working_days_between(wib_day(now), complaint.due_date)
