"""Rows of banners.

- ``BannerImage``: an uploaded picture after processing: cropped to 3:1 and stored afresh as
  WebP in two or three widths (640 and 1280 always, 1920 when the source was that wide), each
  a file of the storage adapter. Named by a random id; a picture no banner uses is removed
  24 hours after its upload.
- ``Banner``: title, alternative text, picture, link, schedule, order and whether staff
  switched it on, with ``version`` (optimistic locking) and who made and last changed it.
- ``BannerEvent``: every change with who, when, the version it made and which fields moved.
"""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from server.db import Base, checked_enum
from server.documents.files import NAMES_A_FILE


class LinkKind(enum.StrEnum):
    ROUTE = "ROUTE"  # a page of the portal (link_route)
    URL = "URL"  # an https address outside it (link_url)
    NONE = "NONE"


class BannerAction(enum.StrEnum):
    CREATED = "CREATED"
    UPDATED = "UPDATED"
    ACTIVATED = "ACTIVATED"
    DEACTIVATED = "DEACTIVATED"
    REORDERED = "REORDERED"


class BannerImage(Base):
    __tablename__ = "banner_images"

    id: Mapped[str] = mapped_column(String(22), primary_key=True)  # random, url-safe
    # Storage keys of the WebP files per width; 1920 only when the source was that wide.
    # Files of the document storage (kept by its sweep while a row names them).
    key_640: Mapped[str] = mapped_column(String(64), unique=True, info=NAMES_A_FILE)
    key_1280: Mapped[str] = mapped_column(String(64), unique=True, info=NAMES_A_FILE)
    key_1920: Mapped[str | None] = mapped_column(
        String(64), unique=True, default=None, info=NAMES_A_FILE
    )
    uploaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    uploaded_by: Mapped[str] = mapped_column(String(50))


class Banner(Base):
    __tablename__ = "banners"
    __table_args__ = (
        CheckConstraint("end_at > start_at", name="end_after_start"),
        CheckConstraint("version >= 1", name="version_positive"),
        CheckConstraint(
            "(link_kind = 'ROUTE' AND link_route IS NOT NULL AND link_url IS NULL)"
            " OR (link_kind = 'URL' AND link_url IS NOT NULL AND link_route IS NULL)"
            " OR (link_kind = 'NONE' AND link_route IS NULL AND link_url IS NULL)",
            name="link_consistent",
        ),
        # The carousel: WHERE active AND schedule covers now ORDER BY sort_order.
        Index("ix_banners_active_end_at", "active", "end_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)  # BNR-<id, 6 digits>
    version: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String(80))
    alt_text: Mapped[str] = mapped_column(String(200))
    # One banner per picture (a picture of another banner is refused with 409).
    image_id: Mapped[str] = mapped_column(ForeignKey("banner_images.id"), unique=True)
    link_kind: Mapped[LinkKind] = mapped_column(checked_enum(LinkKind, "banner_link_kind"))
    link_route: Mapped[str | None] = mapped_column(String(40), default=None)
    link_url: Mapped[str | None] = mapped_column(String(500), default=None)
    start_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    end_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    sort_order: Mapped[int] = mapped_column(Integer)  # 1 first, among banners not ended
    active: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_by: Mapped[str] = mapped_column(String(50))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_by: Mapped[str] = mapped_column(String(50))

    image: Mapped[BannerImage] = relationship(lazy="raise")
    events: Mapped[list[BannerEvent]] = relationship(
        order_by="BannerEvent.id", cascade="all, delete-orphan", lazy="raise"
    )


class BannerEvent(Base):
    __tablename__ = "banner_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    banner_id: Mapped[int] = mapped_column(ForeignKey("banners.id", ondelete="CASCADE"), index=True)
    action: Mapped[BannerAction] = mapped_column(checked_enum(BannerAction, "banner_action"))
    actor: Mapped[str] = mapped_column(String(50))  # the staff member's user name
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    version: Mapped[int] = mapped_column(Integer)  # the banner's version after the change
    changes: Mapped[list[str]] = mapped_column(JSON)  # title, alt_text, image, link, ...
