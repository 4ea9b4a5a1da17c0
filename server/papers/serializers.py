"""Response bodies of the documents' list and of a code's verification, shaped as the
contract's PolicyPapersList and PaperVerification: dates ``YYYY-MM-DD``, instants UTC
``...Z``, the policy number masked in a verification (no personal data)."""

from __future__ import annotations

from collections.abc import Iterable

from server import contract_types as contract
from server.clock import iso_z
from server.contract_values import listed, values_of
from server.papers.registry import Draft
from server.papers.service import Listed, PolicyPapers, Verified, subject_text, title

KINDS: tuple[contract.PaperKind, ...] = values_of(contract.PaperKind)
STATUSES: tuple[contract.PolicyStatus, ...] = values_of(contract.PolicyStatus)


def mask_policy_number(number: str) -> str:
    """``UL24000123`` -> ``UL24****23``: the first four and the last two characters."""
    if len(number) <= 6:
        return "*" * len(number)
    return number[:4] + "*" * (len(number) - 6) + number[-2:]


def _paper(item: Listed, sizes: dict[Draft, int]) -> contract.PolicyPaper:
    paper = item.paper
    return {
        "kind": listed(KINDS, paper.key.kind.value, what="paper kind"),
        "title": paper.title,
        "file_name": paper.file_name,
        "size_bytes": sizes.get(paper),
        "year": item.year,
        "card_number": item.card_number,
        "member_name": item.member_name,
    }


def papers_list(
    found: Iterable[PolicyPapers], sizes: dict[Draft, int]
) -> contract.PolicyPapersList:
    return {
        "policies": [
            {
                "policy_number": entry.policy_number,
                "product_name": entry.product_name,
                "status": listed(STATUSES, entry.status.value, what="policy status"),
                "status_desc": entry.status.description,
                "papers": [_paper(item, sizes) for item in entry.papers],
                "statement": {
                    "earliest_date": entry.earliest.isoformat(),
                    "latest_date": entry.latest.isoformat(),
                },
            }
            for entry in found
        ]
    }


def verification(found: Verified) -> contract.PaperVerification:
    row = found.row
    return {
        "code": row.code,
        "kind": listed(KINDS, row.kind.value, what="paper kind"),
        "title": title(row.kind, row.subject),
        "status": "SUPERSEDED" if row.superseded_at is not None else "CURRENT",
        "issued_at": iso_z(row.issued_at),
        "superseded_at": None if row.superseded_at is None else iso_z(row.superseded_at),
        "product_name": found.product_name,
        "policy_number_masked": mask_policy_number(found.policy_number),
        "subject": subject_text(row.kind, row.subject),
    }
