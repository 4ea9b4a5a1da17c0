"""An identity change with the customer's uploaded KTP: the draft accepts only their own
KYC_ID_CARD document, the submission carries it, and staff download it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.pengkinian_support import (
    Holder,
    current,
    customer,
    draft,
    regions,
    request_from,
    submitted,
)
from server.tests.support import problem

__all__ = ["customer", "regions"]
PNG = samples.png()


def _upload(api: Api, holder: Holder) -> str:
    response = api.post(
        "/document/upload", token=holder.token, data={"purpose": "KYC_ID_CARD"},
        files={"file": ("ktp baru.png", PNG, "image/png")},
    )  # fmt: skip
    assert response.status_code == 201, response.text
    return str(response.json()["document_id"])


def _renamed(api: Api, holder: Holder) -> dict[str, Any]:
    form = request_from(current(api, holder))
    form["Identity"]["full_name"] = "Nasabah Baru Sekali"
    return form


def test_identity_change_with_own_document_reaches_the_desk(
    api: Api, customer: Callable[..., Holder], sender: MemorySender, regions: None,
    make_account: Callable[..., Account], signin: SignIn,
) -> None:  # fmt: skip
    holder, other = customer(), customer()
    theirs = _upload(api, other)
    form = _renamed(api, holder)
    form["id_document_id"] = theirs
    refused = problem(draft(api, holder, form), 422)
    assert [e["field"] for e in refused["errors"]] == ["id_document_id"]
    form["id_document_id"] = _upload(api, holder)
    number = submitted(api, sender, holder, form)
    admin = make_account(is_admin=True, holder=False)
    staff = str(signin.signed_in(admin, check_admin=True)["token"])
    review = api.get(
        "/admin/pengkinian/detail", token=staff, params={"registration_number": number}
    ).json()
    assert review["has_document"] is True
    assert review["changes"][0]["new_value"] == "Nasabah Baru Sekali"
    file = api.get(
        "/admin/pengkinian/document", token=staff, params={"registration_number": number}
    )
    assert file.status_code == 200 and samples.size_of(file.content) == samples.size_of(PNG)
    assert file.headers["content-type"] == "image/png"
    assert file.headers["content-disposition"].startswith("inline; filename=")
