"""What staff do with banners and what customers see of them.

- ``live(...)``: the carousel: active banners whose schedule covers now, in staff's order,
  at most 20.
- ``all_for_staff(...)``, ``find(...)``, ``history(...)``: the admin list (banners not ended in
  order, then ended ones, newest end first), one banner and its events.
- ``create``, ``update``, ``set_status``, ``reorder``: each checks the rules the contract
  cannot say (the link matches its kind, the end after the start and not past, the picture
  known and nobody else's, the version read is still the banner's, a reorder names every
  banner not ended exactly once), locks what it changes, raises ``version`` and records who,
  when and which fields in a :class:`~server.banner.models.BannerEvent`.

Every time is "now" of the unit of work (the settable clock); a banner has ended when its
``end_at`` is not after now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server import contract_types as contract
from server.banner import messages
from server.banner.models import Banner, BannerAction, BannerEvent, BannerImage, LinkKind
from server.clock import WIB, as_utc
from server.errors import Conflict, NotFound, RuleViolation

CAROUSEL_MAX = 20
STAFF_LIST_MAX = 200
NOT_ENDED_MAX = 100
HISTORY_MAX = 200
SORT_MAX = 1000
YEARS = (2000, 2100)  # a schedule outside these years is a typing error


def number(banner_id: int) -> str:
    return f"BNR-{banner_id:06d}"


def row_id(banner_number: str) -> int:
    return int(banner_number.removeprefix("BNR-"))


def state(banner: Banner, now: datetime) -> contract.BannerState:
    if as_utc(banner.end_at) <= now:
        return "ENDED"
    if not banner.active:
        return "INACTIVE"
    return "SCHEDULED" if as_utc(banner.start_at) > now else "LIVE"


# ---------------------------------------------------------------- reads
def live(session: Session, *, now: datetime) -> list[Banner]:
    return list(
        session.scalars(
            select(Banner)
            .where(Banner.active.is_(True), Banner.start_at <= now, Banner.end_at > now)
            .options(selectinload(Banner.image))
            .order_by(Banner.sort_order, Banner.id)
            .limit(CAROUSEL_MAX)
        )
    )


def all_for_staff(session: Session, *, now: datetime) -> list[Banner]:
    running = list(
        session.scalars(
            select(Banner)
            .where(Banner.end_at > now)
            .options(selectinload(Banner.image))
            .order_by(Banner.sort_order, Banner.id)
        )
    )
    ended = session.scalars(
        select(Banner)
        .where(Banner.end_at <= now)
        .options(selectinload(Banner.image))
        .order_by(Banner.end_at.desc(), Banner.id.desc())
        .limit(max(STAFF_LIST_MAX - len(running), 0))
    )
    return [*running, *ended]


def find(session: Session, banner_number: str, *, lock: bool = False) -> Banner:
    query = select(Banner).where(Banner.id == row_id(banner_number))
    if lock:
        query = query.with_for_update()
    banner = session.scalar(query.options(selectinload(Banner.image)))
    if banner is None:
        raise NotFound(messages.NOT_FOUND, detail="No such banner.")
    return banner


def history(session: Session, banner: Banner) -> list[BannerEvent]:
    return list(
        session.scalars(
            select(BannerEvent)
            .where(BannerEvent.banner_id == banner.id)
            .order_by(BannerEvent.id.desc())
            .limit(HISTORY_MAX)
        )
    )


# ---------------------------------------------------------------- rules
@dataclass(frozen=True, slots=True)
class Content:
    """What staff fill in for a banner (BannerInput, and the same in BannerUpdateRequest)."""

    title: str
    alt_text: str
    image_id: str
    link_kind: LinkKind
    link_route: str | None
    link_url: str | None
    start_at: datetime
    end_at: datetime
    active: bool

    @classmethod
    def of(cls, body: contract.BannerInput | contract.BannerUpdateRequest) -> Content:
        return cls(
            title=body["title"],
            alt_text=body["alt_text"],
            image_id=body["image_id"],
            link_kind=LinkKind(body["link_kind"]),
            link_route=body.get("link_route"),
            link_url=body.get("link_url"),
            start_at=_instant(body["start_at"], "start_at"),
            end_at=_instant(body["end_at"], "end_at"),
            active=bool(body["active"]),
        )


def _instant(value: str | datetime, field: str) -> datetime:
    """A contract date-time as UTC (one without an offset is taken as WIB: staff's zone).
    RFC 3339 allows what Python cannot hold (a leap second, year 0) and what no banner needs
    (a year far away): both 422 naming the field."""
    try:
        parsed = value if isinstance(value, datetime) else datetime.fromisoformat(value.upper())
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=WIB)
        instant = as_utc(parsed)
    except (ValueError, OverflowError):
        instant = None
    if instant is None or not YEARS[0] <= instant.year <= YEARS[1]:
        raise RuleViolation(
            messages.BAD_TIME, detail=f"{field} is not a usable time.",
            errors=[{"field": field, "message": messages.BAD_TIME}],
        )  # fmt: skip
    return instant


def _field_errors(content: Content, *, now: datetime, schedule_changed: bool) -> None:
    errors: list[dict[str, str]] = []
    kind = content.link_kind
    if kind == LinkKind.ROUTE and not content.link_route:
        errors.append({"field": "link_route", "message": messages.ROUTE_REQUIRED})
    if kind != LinkKind.ROUTE and content.link_route:
        errors.append({"field": "link_route", "message": messages.ROUTE_NOT_ALLOWED})
    if kind == LinkKind.URL and not content.link_url:
        errors.append({"field": "link_url", "message": messages.URL_REQUIRED})
    if kind != LinkKind.URL and content.link_url:
        errors.append({"field": "link_url", "message": messages.URL_NOT_ALLOWED})
    if content.end_at <= content.start_at:
        errors.append({"field": "end_at", "message": messages.END_BEFORE_START})
    elif schedule_changed and content.end_at <= now:
        errors.append({"field": "end_at", "message": messages.END_PASSED})
    if errors:
        raise RuleViolation(
            errors[0]["message"], detail=f"{errors[0]['field']} breaks a rule.", errors=errors
        )


def _image(session: Session, content: Content, *, banner_id: int | None) -> BannerImage:
    image = session.get(BannerImage, content.image_id)
    if image is None:
        raise RuleViolation(
            messages.IMAGE_UNKNOWN,
            detail="No such banner image.",
            errors=[{"field": "image_id", "message": messages.IMAGE_UNKNOWN}],
        )
    user = session.scalar(select(Banner.id).where(Banner.image_id == image.id))
    if user is not None and user != banner_id:
        raise Conflict(messages.IMAGE_TAKEN, detail="The image belongs to another banner.")
    return image


def _check_version(banner: Banner, version: int) -> None:
    if banner.version != version:
        raise Conflict(
            messages.changed_by(banner.updated_by, banner.updated_at),
            detail="The banner was changed by someone else.",
        )


def _record(
    session: Session,
    banner: Banner,
    action: BannerAction,
    *,
    actor: str,
    now: datetime,
    changes: Sequence[str] = (),
) -> None:
    banner.updated_at, banner.updated_by = now, actor
    session.add(
        BannerEvent(
            banner_id=banner.id,
            action=action,
            actor=actor,
            at=now,
            version=banner.version,
            changes=list(changes),
        )
    )


def _next_place(session: Session, *, now: datetime) -> int:
    """After the last banner not ended (1 when there is none)."""
    running, last = session.execute(
        select(func.count(Banner.id), func.max(Banner.sort_order)).where(Banner.end_at > now)
    ).one()
    if running >= NOT_ENDED_MAX:
        raise RuleViolation(messages.TOO_MANY, detail="Too many banners not ended.")
    return min(int(last or 0) + 1, SORT_MAX)


# ---------------------------------------------------------------- changes
def create(session: Session, *, content: Content, actor: str, now: datetime) -> Banner:
    _field_errors(content, now=now, schedule_changed=True)
    image = _image(session, content, banner_id=None)
    banner = Banner(
        version=1,
        title=content.title,
        alt_text=content.alt_text,
        image=image,
        link_kind=content.link_kind,
        link_route=content.link_route if content.link_kind == LinkKind.ROUTE else None,
        link_url=content.link_url if content.link_kind == LinkKind.URL else None,
        start_at=content.start_at,
        end_at=content.end_at,
        sort_order=_next_place(session, now=now),
        active=content.active,
        created_at=now,
        created_by=actor,
        updated_at=now,
        updated_by=actor,
    )
    session.add(banner)
    session.flush()
    _record(session, banner, BannerAction.CREATED, actor=actor, now=now)
    session.flush()
    return banner


def _changes(banner: Banner, content: Content) -> list[str]:
    changed = []
    if banner.title != content.title:
        changed.append("title")
    if banner.alt_text != content.alt_text:
        changed.append("alt_text")
    if banner.image_id != content.image_id:
        changed.append("image")
    if (banner.link_kind, banner.link_route, banner.link_url) != (
        content.link_kind,
        content.link_route,
        content.link_url,
    ):
        changed.append("link")
    if (as_utc(banner.start_at), as_utc(banner.end_at)) != (content.start_at, content.end_at):
        changed.append("schedule")
    if banner.active != content.active:
        changed.append("active")
    return changed


def update(
    session: Session, *, banner_number: str, version: int, content: Content, actor: str,
    now: datetime,
) -> Banner:  # fmt: skip
    banner = find(session, banner_number, lock=True)
    _check_version(banner, version)
    changed = _changes(banner, content)
    if not changed:
        return banner
    _field_errors(content, now=now, schedule_changed="schedule" in changed)
    image = _image(session, content, banner_id=banner.id) if "image" in changed else banner.image
    if as_utc(banner.end_at) <= now < content.end_at:
        # An ended banner given a new end comes back last in the order.
        banner.sort_order = _next_place(session, now=now)
        changed.append("sort_order")
    banner.title, banner.alt_text = content.title, content.alt_text
    banner.image = image
    banner.link_kind, banner.link_route, banner.link_url = (
        content.link_kind,
        content.link_route,
        content.link_url,
    )
    banner.start_at, banner.end_at, banner.active = content.start_at, content.end_at, content.active
    banner.version += 1
    _record(session, banner, BannerAction.UPDATED, actor=actor, now=now, changes=changed)
    session.flush()
    return banner


def set_status(
    session: Session, *, banner_number: str, version: int, active: bool, actor: str, now: datetime
) -> Banner:
    banner = find(session, banner_number, lock=True)
    _check_version(banner, version)
    if banner.active == active:
        return banner
    banner.active = active
    banner.version += 1
    action = BannerAction.ACTIVATED if active else BannerAction.DEACTIVATED
    _record(session, banner, action, actor=actor, now=now)
    session.flush()
    return banner


def reorder(
    session: Session, *, banner_numbers: Sequence[str], actor: str, now: datetime
) -> list[Banner]:
    running = {
        banner.id: banner
        for banner in session.scalars(
            select(Banner).where(Banner.end_at > now).with_for_update().order_by(Banner.id)
        )
    }
    wanted = [row_id(n) for n in banner_numbers]
    if sorted(wanted) != sorted(running):
        errors = [
            {"field": f"banner_ids[{i}]", "message": messages.ORDER_UNKNOWN}
            for i, banner_id in enumerate(wanted)
            if banner_id not in running
        ]
        errors += [
            {"field": "banner_ids", "message": f"{number(banner_id)}: {messages.ORDER_MISSING}"}
            for banner_id in sorted(set(running) - set(wanted))
        ]
        raise RuleViolation(
            messages.ORDER_INCOMPLETE,
            detail="The order must name every banner not ended exactly once.",
            errors=errors[:50],
        )
    for place, banner_id in enumerate(wanted, start=1):
        banner = running[banner_id]
        if banner.sort_order == place:
            continue
        banner.sort_order = place
        banner.version += 1
        _record(
            session, banner, BannerAction.REORDERED, actor=actor, now=now, changes=["sort_order"]
        )
    session.flush()
    return all_for_staff(session, now=now)
