"""The contract's bodies of banners (Banner, BannerAdmin, BannerAdminDetail, BannerImage);
times in WIB, as staff read them."""

from __future__ import annotations

from datetime import datetime

from server import contract_types as contract
from server.banner import images
from server.banner.models import Banner, BannerEvent, BannerImage
from server.banner.service import number, state
from server.clock import WIB, as_utc
from server.contract_values import listed, values_of

# What the contract lists of a picture (its widest variant), its variants, a link's route
# and an event's changed fields; a stored value outside them is never answered.
WIDTHS: tuple[contract.BannerImageWidth, ...] = values_of(contract.BannerImageWidth)
HEIGHTS: tuple[contract.BannerImageHeight, ...] = values_of(contract.BannerImageHeight)
VARIANT_WIDTHS: tuple[contract.BannerImageVariantWidth, ...] = values_of(
    contract.BannerImageVariantWidth
)
VARIANT_HEIGHTS: tuple[contract.BannerImageVariantHeight, ...] = values_of(
    contract.BannerImageVariantHeight
)
ROUTES: tuple[contract.BannerRoute, ...] = values_of(contract.BannerRoute)
CHANGES: tuple[contract.BannerEventChangesItem, ...] = values_of(contract.BannerEventChangesItem)


def wib(value: datetime) -> str:
    return as_utc(value).astimezone(WIB).isoformat()


def _variant(row: BannerImage, width: int) -> contract.BannerImageVariant:
    return {
        "file": f"{row.id}-{width}.webp",
        "width": listed(VARIANT_WIDTHS, width, what="variant width"),
        "height": listed(VARIANT_HEIGHTS, images.height_of(width), what="variant height"),
    }


def image(row: BannerImage) -> contract.BannerImage:
    widths = images.widths_of(row)
    return {
        "image_id": row.id,
        "width": listed(WIDTHS, widths[-1], what="picture width"),
        "height": listed(HEIGHTS, images.height_of(widths[-1]), what="picture height"),
        "variants": [_variant(row, w) for w in widths],
    }


def banner(row: Banner) -> contract.Banner:
    """What a customer's carousel needs of a banner."""
    return {
        "banner_id": number(row.id),
        "version": row.version,
        "title": row.title,
        "alt_text": row.alt_text,
        "link_kind": row.link_kind.value,
        "link_route": listed(ROUTES, row.link_route, what="banner route"),
        "link_url": row.link_url,
        "image": image(row.image),
    }


def banner_admin(row: Banner, now: datetime) -> contract.BannerAdmin:
    shown = banner(row)
    return {
        "banner_id": shown["banner_id"],
        "version": shown["version"],
        "title": shown["title"],
        "alt_text": shown["alt_text"],
        "link_kind": shown["link_kind"],
        "link_route": shown["link_route"],
        "link_url": shown["link_url"],
        "image": shown["image"],
        "start_at": wib(row.start_at),
        "end_at": wib(row.end_at),
        "sort_order": row.sort_order,
        "active": row.active,
        "state": state(row, now),
        "created_at": wib(row.created_at),
        "created_by": row.created_by,
        "updated_at": wib(row.updated_at),
        "updated_by": row.updated_by,
    }


def event(row: BannerEvent) -> contract.BannerEvent:
    return {
        "action": row.action.value,
        "actor": row.actor,
        "at": wib(row.at),
        "version": row.version,
        "changes": [listed(CHANGES, c, what="banner change") for c in row.changes],
    }


def banners(rows: list[Banner]) -> contract.BannerList:
    return {"data": [banner(row) for row in rows]}


def banners_admin(rows: list[Banner], now: datetime) -> contract.BannerAdminList:
    return {"data": [banner_admin(row, now) for row in rows]}


def detail(row: Banner, history: list[BannerEvent], now: datetime) -> contract.BannerAdminDetail:
    return {"banner": banner_admin(row, now), "history": [event(e) for e in history]}
