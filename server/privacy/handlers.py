"""HTTP edge of the customer's personal-data rights (operationIds of
openapi/paths/privacy@*.yaml), for customer sessions only."""

from __future__ import annotations

import json

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Reply, created, operation
from server.privacy import consents, exports, requests, serializers


@operation(CUSTOMER, read_only=True)
def get_privacy_overview(call: Call[Customer]) -> contract.PrivacyOverview:
    user = call.caller
    return {
        "consents": consents.listing(call.session, user.user_id),
        "exports": [
            serializers.export(e, user.user_name)
            for e in exports.recent(call.session, user.user_id, call.now)
        ],
        "requests": [
            serializers.request(r, call.now) for r in requests.mine(call.session, user.user_id)
        ],
        "retention": serializers.retention(),
    }


@operation(CUSTOMER)
def request_privacy_export(call: Call[Customer]) -> Reply:
    export = exports.request(session=call.session, customer=call.caller, now=call.now)
    return Reply(serializers.export(export, call.caller.user_name), status=202)


@operation(CUSTOMER, read_only=True)
def download_privacy_export(call: Call[Customer], export_id: str, format: str) -> Reply:
    found = exports.download(
        session=call.session, customer=call.caller, export_id=export_id, format=format,
        now=call.now,
    )  # fmt: skip
    # The JSON file goes out as its data (Connexion writes a JSON answer itself).
    body = json.loads(found.body) if found.media_type == exports.JSON else found.body
    return Reply(
        body,
        headers={
            "Content-Type": found.media_type,
            "Content-Disposition": f'attachment; filename="{found.file_name}"',
            "Cache-Control": "no-store",
        },
    )


@operation(CUSTOMER)
def update_consent(call: Call[Customer], body: contract.ConsentUpdateRequest) -> contract.Consent:
    return consents.update(
        session=call.session, customer=call.caller, consent=body["consent"],
        granted=body["granted"], client_address=call.address, now=call.now,
    )  # fmt: skip


@operation(CUSTOMER)
def submit_privacy_request(
    call: Call[Customer], body: contract.PrivacyRequestSubmitRequest, idempotency_key: str
) -> Reply:
    row = requests.submit(
        session=call.session, customer=call.caller, key=idempotency_key, body=body, now=call.now
    )
    return created(serializers.request(row, call.now))
