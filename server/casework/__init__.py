"""The case workflow: what claims, SPAJ applications, refund cases and Pengkinian Data
submissions share. A case is a row with a status, an event log and rows of its own
(documents, requirements, changes); staff (and for SPAJ the applicant and the system) move it
from status to status.

- :mod:`server.casework.workflow`: a case type's moves, declared once in its area
  (:class:`Workflow`), the check of a move against the status the case is in (409
  ``Conflict`` with the area's sentence: a stale or disallowed decision), and the move itself:
  the status, who and when stamped on the case row, one event row;
- :mod:`server.casework.models`: the columns every event row has (:class:`EventRow`: id,
  when, who, a note) and the key and collection of a case's own rows;
- :mod:`server.casework.queries`: one case by its number (locked for a decision, its rows
  loaded, the area's 404 otherwise) and the desk's queue (a page of a status, the count of
  every status);
- :mod:`server.casework.numbers`: a case's register number (``ADU-2026-000123``) from a row
  of the counter table the area passes, taken with one locking UPDATE;
- :mod:`server.casework.idempotency`: the Idempotency-Key of a submission that opens a case
  (the same body answers the first case, another body 422, a duplicate being written 409),
  on the area's key table with its sentences.

The module knows nothing of the areas: each passes its rows, statuses, moves and sentences.
"""
