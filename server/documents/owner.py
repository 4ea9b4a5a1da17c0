"""Whose a document is: a customer's portal account, or a SPAJ application (uploaded by its
applicant in a SPAJ session, who has no account). Exactly one of the two."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import ColumnElement

from server.access.caller import Applicant, Customer
from server.documents.models import Document


@dataclass(frozen=True, slots=True)
class Owner:
    user_id: int | None = None
    spaj_id: int | None = None

    def __post_init__(self) -> None:
        assert (self.user_id is None) != (self.spaj_id is None), "exactly one owner"

    @classmethod
    def customer(cls, user_id: int) -> Owner:
        return cls(user_id=user_id)

    @classmethod
    def application(cls, spaj_id: int) -> Owner:
        return cls(spaj_id=spaj_id)

    @classmethod
    def of(cls, caller: Customer | Applicant) -> Owner:
        """The owner a signed-in caller uploads as."""
        if isinstance(caller, Applicant):
            return cls.application(caller.spaj_id)
        return cls.customer(caller.user_id)

    def owns(self) -> ColumnElement[bool]:
        """The documents of this owner."""
        if self.user_id is not None:
            return Document.owner_user_id == self.user_id
        return Document.owner_spaj_id == self.spaj_id

    def has(self, document: Document) -> bool:
        return (document.owner_user_id, document.owner_spaj_id) == (self.user_id, self.spaj_id)

    @property
    def key(self) -> str:
        """The owner as one text (``user:42``, ``spaj:7``): whose upload attempts are whose."""
        return f"user:{self.user_id}" if self.user_id is not None else f"spaj:{self.spaj_id}"

    def columns(self) -> dict[str, int | None]:
        return {"owner_user_id": self.user_id, "owner_spaj_id": self.spaj_id}
