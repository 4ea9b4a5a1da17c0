"""The customer's documents: each one's draft from the caller's own data, the list of what
every issued policy offers (with each file's size when the register knows it: the list prints
nothing), and the public verification of a code."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.access.operation import Call, Phases
from server.clock import WIB
from server.errors import NotFound
from server.papers import epolicy, health_card, messages, registry, sources
from server.papers import statement as statements
from server.papers import tax_certificate as tax
from server.papers.models import IssuedPaper, PaperKind
from server.papers.registry import Draft
from server.policy.models import Policy, PolicyStatus, Product
from server.transaction import period as periods
from server.transaction.period import Period


def _today(call: Call[Customer]) -> date:
    return call.now.astimezone(WIB).date()


def epolicy_paper(call: Call[Customer], policy_number: str) -> Draft:
    policy = sources.owned_policy(call.session, call.caller, policy_number)
    return epolicy.paper(policy, sources.letterhead(call.session, call.settings))


def tax_paper(call: Call[Customer], policy_number: str, year: int) -> Draft:
    policy = sources.owned_policy(call.session, call.caller, policy_number)
    letterhead = sources.letterhead(call.session, call.settings)
    c = tax.content(call.session, policy, letterhead, year=year, today=_today(call))
    return tax.paper(c, policy.id)


def card_paper(call: Call[Customer], card_number: str) -> Draft:
    card, _ = sources.owned_card(call.session, call.caller, card_number)
    return health_card.paper(card, sources.letterhead(call.session, call.settings))


def statement_period(call: Call[Customer], date_from: str | None, date_to: str | None) -> Period:
    """The period asked for, by the history's rules (400 for a malformed date, 422s)."""
    return periods.resolve(
        today=_today(call),
        date_from=periods.parse_day(date_from),
        date_to=periods.parse_day(date_to),
    )


def statement(
    call: Call[Customer], policy_number: str, date_from: str | None, date_to: str | None
) -> tuple[statements.Statement, int, Period]:
    """The statement's content, its policy's id and its period."""
    used = statement_period(call, date_from, date_to)
    policy = sources.owned_policy(call.session, call.caller, policy_number)
    letterhead = sources.letterhead(call.session, call.settings)
    return statements.content(call.session, policy, letterhead, used), policy.id, used


def statement_paper(
    call: Call[Customer], policy_number: str, date_from: str | None, date_to: str | None
) -> Draft:
    c, policy_id, used = statement(call, policy_number, date_from, date_to)
    return statements.paper(c, policy_id, used)


# ---------------------------------------------------------------- the list


@dataclass(frozen=True, slots=True)
class Listed:
    paper: Draft
    year: int | None = None
    card_number: str | None = None
    member_name: str | None = None


@dataclass(frozen=True, slots=True)
class PolicyPapers:
    policy_number: str
    product_name: str
    status: PolicyStatus
    earliest: date  # the statement's range
    latest: date
    papers: tuple[Listed, ...]


def _collect(call: Call[Customer]) -> list[PolicyPapers]:
    session, today = call.session, _today(call)
    letterhead = sources.letterhead(session, call.settings)
    policies = sources.issued_policies(session, call.caller)
    ids = [p.id for p in policies]
    years = sources.premium_years(session, ids, until=today)
    cards = sources.cards(session, ids)
    found = []
    for policy in policies:
        listed = [Listed(epolicy.paper(policy, letterhead))]
        for year in years.get(policy.id, []):
            c = tax.content(session, policy, letterhead, year=year, today=today)
            listed.append(Listed(tax.paper(c, policy.id), year=year))
        for card in (c for c in cards if c.policy_id == policy.id):
            listed.append(
                Listed(
                    health_card.paper(card, letterhead),
                    card_number=card.card_number,
                    member_name=card.insured_person.name,
                )
            )
        found.append(
            PolicyPapers(
                policy_number=policy.policy_number,
                product_name=policy.product.name,
                status=policy.status,
                earliest=min(policy.start_date, today),
                latest=today,
                papers=tuple(listed),
            )
        )
    return found


def list_papers(phases: Phases[Customer]) -> tuple[list[PolicyPapers], dict[Draft, int]]:
    """Every issued policy's documents and the size in bytes of each one whose content is in
    the register (printed before: its bytes are known). Nothing is printed here: printing
    every document of a customer to tell its size took 1.7 s of processor on a first visit
    (and after every change of its content), more than 10 s on a busy machine; a document is
    printed when it is downloaded, and its size is listed from then on."""
    with phases.unit(read_only=True) as call:
        found = _collect(call)
        papers = [listed.paper for entry in found for listed in entry.papers]
        rows = registry.find_all(call.session, papers)
    return found, {paper: row.size_bytes for paper, row in rows.items()}


# ---------------------------------------------------------------- verification


@dataclass(frozen=True, slots=True)
class Verified:
    row: IssuedPaper
    policy_number: str
    product_name: str


def verify(*, session: Session, code: str) -> Verified:
    """The document with this code; 404 (PaperNotVerified) for an unknown one."""
    found = session.execute(
        select(IssuedPaper, Policy.policy_number, Product.name)
        .join(Policy, Policy.id == IssuedPaper.policy_id)
        .join(Product, Product.id == Policy.product_id)
        .where(IssuedPaper.code == code)
    ).one_or_none()
    if found is None:
        raise NotFound(messages.NOT_VERIFIED, detail="No document with this verification code.")
    return Verified(row=found[0], policy_number=found[1], product_name=found[2])


def title(kind: PaperKind, subject: str) -> str:
    if kind == PaperKind.TAX_CERTIFICATE:
        return messages.tax_title(int(subject))
    return kind.label


def subject_text(kind: PaperKind, subject: str) -> str:
    """What the document covers, without personal data: the tax year or the period."""
    if kind == PaperKind.TAX_CERTIFICATE:
        return messages.tax_subject(int(subject))
    if kind == PaperKind.STATEMENT:
        start, _, end = subject.partition("..")
        return messages.period_subject(date.fromisoformat(start), date.fromisoformat(end))
    return ""
