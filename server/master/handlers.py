"""HTTP edge of master/* (client credentials only): the form's code lists and the region
cascade, cacheable by anyone (``Cache-Control: public``) and revalidated by ETag: an
``If-None-Match`` (a header parameter, passed as ``if_none_match``) that matches is answered
304 without reading the list."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.access.guards import PUBLIC
from server.access.operation import JSON, Call, Reply, operation
from server.master import service

CACHE_CONTROL = "public, max-age=86400"


def _matches(tag: str, sent: str | None) -> bool:
    if not sent:
        return False
    candidates = {t.strip().removeprefix("W/") for t in sent.split(",")}
    return tag in candidates or "*" in candidates


def _cached(
    call: Call[None],
    sent: str | None,
    data_set: str,
    key: tuple[str, ...],
    body: Callable[[], Any],
) -> Reply:
    tag = service.etag(call.session, data_set, *key)
    headers = {"ETag": tag, "Cache-Control": CACHE_CONTROL}
    if _matches(tag, sent):
        # No body; the media type only tells Connexion which declared answer this is.
        return Reply(None, 304, {**JSON, **headers})
    return Reply(body(), 200, {**JSON, **headers})


@operation(PUBLIC, read_only=True)
def get_master_reference(call: Call[None], if_none_match: str | None = None) -> Reply:
    return _cached(
        call,
        if_none_match,
        "master_lists",
        ("reference",),
        lambda: service.reference(call.session),
    )


@operation(PUBLIC, read_only=True)
def list_provinces(call: Call[None], if_none_match: str | None = None) -> Reply:
    return _cached(
        call,
        if_none_match,
        "regions",
        ("province",),
        lambda: {"province_type": service.regions(call.session, "province")},
    )


@operation(PUBLIC, read_only=True)
def list_districts(call: Call[None], province_code: str, if_none_match: str | None = None) -> Reply:
    return _cached(
        call,
        if_none_match,
        "regions",
        ("district", province_code),
        lambda: {"district_type": service.regions(call.session, "district", province_code)},
    )


@operation(PUBLIC, read_only=True)
def list_sub_districts(
    call: Call[None], district_code: str, if_none_match: str | None = None
) -> Reply:
    return _cached(
        call,
        if_none_match,
        "regions",
        ("sub_district", district_code),
        lambda: {"sub_district_type": service.regions(call.session, "sub_district", district_code)},
    )


@operation(PUBLIC, read_only=True)
def list_villages(
    call: Call[None], sub_district_code: str, if_none_match: str | None = None
) -> Reply:
    return _cached(
        call,
        if_none_match,
        "regions",
        ("village", sub_district_code),
        lambda: {"village_type": service.regions(call.session, "village", sub_district_code)},
    )
