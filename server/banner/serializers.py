"""The contract's bodies of banners (Banner, BannerAdmin, BannerAdminDetail, BannerImage);
times in WIB, as staff read them."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from server.banner import images
from server.banner.models import Banner, BannerEvent, BannerImage
from server.banner.service import number, state
from server.clock import WIB, as_utc


def wib(value: datetime) -> str:
    return as_utc(value).astimezone(WIB).isoformat()


def image(row: BannerImage) -> dict[str, Any]:
    widths = images.widths_of(row)
    return {
        "image_id": row.id,
        "width": widths[-1],
        "height": images.height_of(widths[-1]),
        "variants": [
            {"file": f"{row.id}-{w}.webp", "width": w, "height": images.height_of(w)}
            for w in widths
        ],
    }


def banner(row: Banner) -> dict[str, Any]:
    """What a customer's carousel needs of a banner."""
    return {
        "banner_id": number(row.id),
        "version": row.version,
        "title": row.title,
        "alt_text": row.alt_text,
        "link_kind": row.link_kind.value,
        "link_route": row.link_route,
        "link_url": row.link_url,
        "image": image(row.image),
    }


def banner_admin(row: Banner, now: datetime) -> dict[str, Any]:
    return {
        **banner(row),
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


def event(row: BannerEvent) -> dict[str, Any]:
    return {
        "action": row.action.value,
        "actor": row.actor,
        "at": wib(row.at),
        "version": row.version,
        "changes": list(row.changes),
    }
