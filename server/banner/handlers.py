"""HTTP edge of banners for customers: the carousel's list (signed-in customers) and the
pictures (public: random names, cached for a year)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import CUSTOMER, PUBLIC
from server.access.operation import Call, Reply, operation
from server.banner import images, serializers, service
from server.contract_types import BannerList


@operation(CUSTOMER, read_only=True)
def list_banners(call: Call[Customer]) -> BannerList:
    return serializers.banners(service.live(call.session, now=call.now))


@operation(PUBLIC, read_only=True)
def get_banner_image(call: Call[None], file: str) -> Reply:
    headers = {
        "Content-Type": "image/webp",
        "Cache-Control": images.CACHE_FOREVER,
        "X-Content-Type-Options": "nosniff",
    }
    return Reply(images.variant(call.session, file), headers=headers)
