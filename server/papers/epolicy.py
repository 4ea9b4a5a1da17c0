"""The e-policy (E-Polis, an electronic summary of the policy, POJK 23/2015) on A4: the
company with its OJK licence, the policy, its holder, insured persons, beneficiaries, riders,
premium and how it is paid, the statement that it is issued electronically and valid without
signature, and its verification code with the QR code of the verification page."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from server.contract_labels import PRODUCT_TYPE
from server.papers import layout, messages
from server.papers.layout import Issue, Letterhead
from server.papers.models import PaperKind
from server.papers.registry import Draft, Key, draft
from server.payment.messages import FREQUENCY_WORD, periode, rupiah, tanggal
from server.policy.models import Policy
from server.printing import engine
from server.printing.engine import Column

LAYOUT = 1  # a change of what the e-policy prints makes every e-policy a new version
TITLE = PaperKind.EPOLICY.label
INSURED = (Column("Nama", 80), Column("Hubungan", 45), Column("Tanggal Lahir", 45))
HEIRS = (Column("Nama", 80), Column("Hubungan", 50), Column("Bagian", 40, "R"))
RIDERS = (
    Column("Asuransi Tambahan", 62),
    Column("Uang Pertanggungan", 38, "R"),
    Column("Premi", 30, "R"),
    Column("Berakhir", 40, "R"),
)


@dataclass(frozen=True, slots=True)
class Person:
    name: str
    relation: str
    birth_date: date


@dataclass(frozen=True, slots=True)
class Heir:
    name: str
    relation: str
    share_percent: int


@dataclass(frozen=True, slots=True)
class Cover:
    name: str
    sum_assured: int
    premium: int
    end_date: date


@dataclass(frozen=True, slots=True)
class EPolicy:
    """Everything the e-policy prints but its code and issue time."""

    letterhead: Letterhead
    policy_number: str
    product_name: str
    product_type: str
    status: str
    start_date: date
    end_date: date
    holder_name: str
    client_number: str
    insured: tuple[Person, ...]
    beneficiaries: tuple[Heir, ...]
    sum_assured: int
    riders: tuple[Cover, ...]
    premium: int
    frequency: str
    payment_method: str


def content(policy: Policy, letterhead: Letterhead) -> EPolicy:
    """The e-policy's content (product, holder and the lists loaded)."""
    return EPolicy(
        letterhead=letterhead,
        policy_number=policy.policy_number,
        product_name=policy.product.name,
        product_type=PRODUCT_TYPE[policy.product.type.value],
        status=policy.status.description,
        start_date=policy.start_date,
        end_date=policy.end_date,
        holder_name=policy.holder.full_name,
        client_number=policy.holder.client_number,
        insured=tuple(Person(p.name, p.relation, p.birth_date) for p in policy.insured),
        beneficiaries=tuple(
            Heir(b.name, b.relation, b.share_percent) for b in policy.beneficiaries
        ),
        sum_assured=policy.sum_assured,
        riders=tuple(
            Cover(r.rider_name, r.sum_assured, r.premium_amount, r.end_date) for r in policy.riders
        ),
        premium=policy.premium_amount,
        frequency=FREQUENCY_WORD[policy.premium_frequency.value],
        payment_method=policy.payment_method,
    )


def file_name(policy_number: str) -> str:
    return f"e-polis-{policy_number}.pdf"


def paper(policy: Policy, letterhead: Letterhead) -> Draft:
    return draft(
        Key(PaperKind.EPOLICY, policy.id, ""),
        layout=LAYOUT,
        content=content(policy, letterhead),
        title=TITLE,
        file_name=file_name(policy.policy_number),
        render=render,
    )


def _texts(c: EPolicy) -> list[str]:
    return [
        c.holder_name,
        c.product_name,
        c.payment_method,
        *(p.name for p in c.insured),
        *(p.relation for p in c.insured),
        *(h.name for h in c.beneficiaries),
        *(h.relation for h in c.beneficiaries),
        *(r.name for r in c.riders),
    ]


def render(c: EPolicy, issue: Issue) -> bytes:
    meta = layout.meta(
        c.letterhead,
        f"{TITLE} {c.policy_number}",
        f"{TITLE} polis {c.policy_number} - {c.product_name}",
        issue,
    )
    pdf = engine.document(meta, _texts(c))
    pdf.add_page()
    layout.header(pdf, c.letterhead)
    engine.title(pdf, f"{TITLE} - Ikhtisar Polis")
    engine.rows(
        pdf,
        (
            ("Nomor Polis", c.policy_number),
            ("Produk", f"{c.product_name} ({c.product_type})"),
            ("Status Polis", c.status),
            ("Masa Asuransi", periode(c.start_date, c.end_date)),
            ("Pemegang Polis", f"{c.holder_name} ({c.client_number})"),
            ("Uang Pertanggungan", rupiah(c.sum_assured) if c.sum_assured else "-"),
            ("Premi", f"{rupiah(c.premium)} ({c.frequency})"),
            ("Cara Pembayaran", c.payment_method),
        ),
    )
    engine.section(pdf, "Tertanggung")
    engine.wrapped_table(
        pdf, INSURED, [(p.name, p.relation, tanggal(p.birth_date)) for p in c.insured]
    )
    engine.section(pdf, "Penerima Manfaat")
    if c.beneficiaries:
        heirs = [(h.name, h.relation, f"{h.share_percent}%") for h in c.beneficiaries]
        engine.wrapped_table(pdf, HEIRS, heirs)
    else:
        engine.note(pdf, "Tidak ada penerima manfaat yang ditunjuk.")
    engine.section(pdf, "Asuransi Tambahan")
    if c.riders:
        covers = [
            (r.name, rupiah(r.sum_assured), rupiah(r.premium), tanggal(r.end_date))
            for r in c.riders
        ]
        engine.wrapped_table(pdf, RIDERS, covers)
    else:
        engine.note(pdf, "Tidak ada asuransi tambahan.")
    pdf.ln(5)
    engine.note(pdf, messages.ELECTRONIC_POLICY)
    layout.verification(pdf, c.letterhead, issue)
    return engine.output(pdf)
