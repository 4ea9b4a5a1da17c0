"""Schemathesis statefully along the contract's OpenAPI links, each run on a server of its
own: every operation (checkUser -> password -> OTP -> portal calls), the payment and
transaction operations (premium info -> create payment -> payment detail, cancel, receipt;
transaction list -> transaction detail), Pengkinian Data (eligibility -> current data, draft
-> one-time code -> submit, KYC list -> detail, the staff queue -> one review), claims and
SPAJ (a holder's applications -> open one -> its follow-up, the desk's queue -> one
application). A module apart from test_schemathesis.py, so that pytest's workers share the
fuzzing between them. Any failure, 5xx included, fails the test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import claim_steering
import steering
from fuzzing import ADMIN, BASIC, STATEFUL_EXAMPLES, UNTHROTTLED, load, stateful
from portal_server import PortalServer, running_server
from schemathesis.generation import GenerationMode

# Links the portal-data stateful run must have followed to a successful answer.
MUST_FOLLOW = {
    ("CreatePayment", "POST /payment/create", 201),
    ("GetPayment", "GET /payment/detail", 200),
    ("CancelPayment", "POST /payment/cancel", 200),
    ("GetTransactionDetail", "GET /transaction/detail", 200),
}


# The unit link's writes (top-up, switch and allocation with their codes, the staff's
# publication of unit prices) are left out of the run over every operation: with them its
# derandomized paths followed no link (ci2 of stop 36) or replayed differently under load
# (ci3); test_schemathesis.py reaches each of them (201/200) and server/tests/investment
# follows their flows.
INVESTMENT_WRITES = "^/(policy/(topup|fund/(switch|allocation))|admin/fund/prices/publish)"


def test_stateful_links(tmp_path: Path) -> None:
    """Sequences of calls chained by the contract's links over every operation but the unit
    link's writes, on a server of their own (the fuzzed sign-in steps lock accounts, which
    must not leak into the other tests)."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        followed = stateful(running, load(running).exclude(path_regex=INVESTMENT_WRITES), steps=6)
    assert any(link for link, _, _ in followed), followed


def test_stateful_portal_data_links(tmp_path: Path) -> None:
    """The payment and transaction operations alone, chained by their links: premium info
    -> create payment -> payment detail / cancel / receipt, transaction list -> detail.
    The chains must reach real data, not only refusals."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        loaded = load(running).include(
            path_regex="^/(payment/(info|create|detail|cancel|receipt)|transaction/)"
        )
        # Valid requests only: refusals of invalid ones are the other runs' business.
        loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
        followed: set[tuple[str | None, str, int]] = set()
        # A derandomized run explores one set of paths; a slow machine can make one of them
        # end in a refusal (a payment paid or expired meanwhile), so a run that missed a
        # link is followed by runs of other lengths (other paths), at most two more.
        for steps in (8, 11, 14):
            followed |= stateful(running, loaded, steps=steps, must_follow=MUST_FOLLOW)
            if not MUST_FOLLOW - followed:
                break
    missing = MUST_FOLLOW - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )


# Links the Pengkinian Data stateful run must have followed to a successful answer.
MUST_FOLLOW_PENGKINIAN = {
    ("GetPengkinianData", "GET /policy/infoPengkinanData", 200),
    ("GeneratePengkinianOtp", "POST /pengkinian/otp/generate", 200),
    ("GetKycDetail", "GET /transaction/kyc/detail", 200),
    ("GetKycReview", "GET /admin/pengkinian/detail", 200),
    ("ListVillages", "GET /master/village", 200),
}


def _draft_form(running: PortalServer, token: str) -> dict[str, Any]:
    """Budi's current data as the web sends it in a draft (region names dropped)."""
    with running.client() as http:
        current = http.get(
            "/policy/infoPengkinanData",
            params={"policy_number": "UL24000123"},
            headers={"access-token": token},
        )
        current.raise_for_status()
    form = {k: v for k, v in current.json().items() if k != "updated_at"}
    for section in ("IdCarddAddress", "CurrentAddress", "WorkingAddress"):
        if section in form:
            form[section] = {k: v for k, v in form[section].items() if not k.endswith("_name")}
    return {**form, "id_document_id": None}


def test_stateful_pengkinian_links(tmp_path: Path) -> None:
    """Pengkinian Data, the KYC history, the staff desk and the region cascade alone,
    chained by their links. Budi's pending demo submission is decided first (by an admin,
    over HTTP), so his drafts can be made; the staff desk gets the admin session."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        admin = running.sign_in(*ADMIN, admin=True)["token"]
        customer = running.sign_in()["token"]
        pending = steering.BUDI_KYC[0]
        with running.client() as http:
            http.post(
                "/admin/pengkinian/reject",
                json={"registration_number": pending, "reason": "Diputuskan sebelum uji kontrak."},
                headers={"access-token": admin},
            ).raise_for_status()
        steering.DRAFT_FORM.update(_draft_form(running, customer))
        try:
            loaded = load(running).include(
                path_regex="^/(policy/(validasi|info)PengkinanData|pengkinian/|transaction/kyc/"
                "|admin/pengkinian/(list|detail)|master/)"
            )
            loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
            followed: set[tuple[str | None, str, int]] = set()
            for steps in (6, 9, 12):
                followed |= stateful(
                    running, loaded, steps=steps, admin_token=admin,
                    must_follow=MUST_FOLLOW_PENGKINIAN,
                )  # fmt: skip
                if not MUST_FOLLOW_PENGKINIAN - followed:
                    break
        finally:
            steering.DRAFT_FORM.clear()
    missing = MUST_FOLLOW_PENGKINIAN - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )


# Links the claims stateful run must have followed to a successful answer.
MUST_FOLLOW_CLAIMS = {
    ("GetClaim", "GET /claim/detail", 200),
    ("GetClaimReview", "GET /admin/claim/detail", 200),
    ("DownloadClaimDocument", "GET /admin/claim/document", 200),
}


def test_stateful_claim_links(tmp_path: Path) -> None:
    """Claims alone, chained by their links: benefits, validation, submission -> the claim
    for the customer and at the staff desk, the history -> one claim, the desk's queue ->
    one claim -> its documents and actions; the desk with the admin session."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        admin = running.sign_in(*ADMIN, admin=True)["token"]
        customer = running.sign_in()["token"]
        claim_steering.prepare(running.base_url, BASIC, customer, steering.TINY_PNG)
        try:
            loaded = load(running).include(path_regex="^/(claim/|admin/claim/|document/upload)")
            loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
            followed: set[tuple[str | None, str, int]] = set()
            for steps in (6, 9, 12):
                followed |= stateful(
                    running, loaded, steps=steps, admin_token=admin, must_follow=MUST_FOLLOW_CLAIMS
                )
                if not MUST_FOLLOW_CLAIMS - followed:
                    break
        finally:
            claim_steering.clear()
    missing = MUST_FOLLOW_CLAIMS - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )


# Links the SPAJ stateful run must have followed to a successful answer.
MUST_FOLLOW_SPAJ = {
    ("OpenMySpaj", "POST /spaj/open", 200),
    ("GetSpaj", "GET /spaj/detail", 200),
    ("GetSpajReview", "GET /admin/spaj/detail", 200),
}


def test_stateful_spaj_links(tmp_path: Path) -> None:
    """SPAJ alone, chained by its links: a policy holder's applications -> open one -> its
    follow-up with the session that opened it; the entry -> its code step; the desk's queue
    -> one application; the desk with the admin session."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        admin = running.sign_in(*ADMIN, admin=True)["token"]
        loaded = load(running).include(path_regex="^/(spaj/|admin/spaj/)")
        loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
        followed: set[tuple[str | None, str, int]] = set()
        # A few short scenarios: the three links are a step or two from the start.
        for steps in (6, 9):
            followed |= stateful(
                running, loaded, steps=steps, admin_token=admin, examples=STATEFUL_EXAMPLES,
                must_follow=MUST_FOLLOW_SPAJ,
            )  # fmt: skip
            if not MUST_FOLLOW_SPAJ - followed:
                break
    missing = MUST_FOLLOW_SPAJ - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )
