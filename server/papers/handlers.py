"""HTTP edge of the customer's documents (operationIds of openapi/paths/policy@documents,
policy@epolicy, policy@taxCertificate, policy@healthCard, transaction@statement and
document@verify@{code}).

The list and the downloads are phased (:mod:`server.papers.issuing`): they read in a
read-only unit and write only when a document's content is issued for the first time. The
verification needs no session: the client credentials only, and no personal data answered.
"""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER, PUBLIC
from server.access.operation import Call, Phases, Reply, operation, phased_operation
from server.papers import serializers, service
from server.papers import statement as statements
from server.papers.issuing import CSV, Download, attachment, download


@phased_operation(CUSTOMER)
def list_policy_papers(phases: Phases[Customer]) -> contract.PolicyPapersList:
    found, sizes = service.list_papers(phases)
    return serializers.papers_list(found, sizes)


@phased_operation(CUSTOMER)
def get_epolicy(phases: Phases[Customer], policy_number: str) -> Reply:
    return attachment(download(phases, lambda call: service.epolicy_paper(call, policy_number)))


@phased_operation(CUSTOMER)
def get_tax_certificate(phases: Phases[Customer], policy_number: str, year: int) -> Reply:
    return attachment(download(phases, lambda call: service.tax_paper(call, policy_number, year)))


@phased_operation(CUSTOMER)
def get_health_card_pdf(phases: Phases[Customer], card_number: str) -> Reply:
    return attachment(download(phases, lambda call: service.card_paper(call, card_number)))


@phased_operation(CUSTOMER)
def get_transaction_statement(
    phases: Phases[Customer],
    policy_number: str,
    date_from: str | None = None,
    date_to: str | None = None,
    format: str = "pdf",  # the contract names it so
) -> Reply:
    if format == "csv":
        with phases.unit(read_only=True) as call:
            found, _, _ = service.statement(call, policy_number, date_from, date_to)
        return attachment(
            Download(statements.to_csv(found), statements.file_name(found, "csv"), CSV)
        )
    return attachment(
        download(
            phases, lambda call: service.statement_paper(call, policy_number, date_from, date_to)
        )
    )


@operation(PUBLIC, read_only=True)
def verify_paper(call: Call[None], code: str) -> contract.PaperVerification:
    return serializers.verification(service.verify(session=call.session, code=code))
