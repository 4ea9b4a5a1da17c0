"""HTTP edge of the banner pages of the admin layout (operationIds of
openapi/paths/admin@banner@*.yaml), for admin sessions only (a customer token gets 403 from
the guard). Every change is recorded with the staff member's user name and the time."""

from __future__ import annotations

from starlette.datastructures import UploadFile

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Reply, created, operation
from server.banner import images, serializers, service
from server.banner.service import Content
from server.contract_types import (
    BannerAdmin,
    BannerAdminDetail,
    BannerAdminList,
    BannerInput,
    BannerReorderRequest,
    BannerStatusRequest,
    BannerUpdateRequest,
)
from server.documents.threads import in_upload_threads


@operation(ADMIN, read_only=True)
def list_banners_admin(call: Call[Customer]) -> BannerAdminList:
    return serializers.banners_admin(service.all_for_staff(call.session, now=call.now), call.now)


@operation(ADMIN, read_only=True)
def get_banner_admin(call: Call[Customer], banner_id: str) -> BannerAdminDetail:
    banner = service.find(call.session, banner_id)
    return serializers.detail(banner, service.history(call.session, banner), call.now)


@in_upload_threads  # decoded like a customer's upload: in the upload threads
@operation(ADMIN)
def upload_banner_image(call: Call[Customer], file: UploadFile) -> Reply:
    # The form's one field (BannerImageUploadRequest) is the file part, which Connexion
    # hands as ``file``: a Starlette UploadFile, spooled to disk past 1 MB.
    image = images.receive(
        session=call.session, source=file.file, actor=call.caller.user_name, now=call.now
    )
    return created(serializers.image(image))


@operation(ADMIN)
def create_banner(call: Call[Customer], body: BannerInput) -> Reply:
    banner = service.create(
        call.session, content=Content.of(body), actor=call.caller.user_name, now=call.now
    )
    return created(serializers.banner_admin(banner, call.now))


@operation(ADMIN)
def update_banner(call: Call[Customer], body: BannerUpdateRequest) -> BannerAdmin:
    banner = service.update(
        call.session, banner_number=body["banner_id"], version=body["version"],
        content=Content.of(body), actor=call.caller.user_name, now=call.now,
    )  # fmt: skip
    return serializers.banner_admin(banner, call.now)


@operation(ADMIN)
def set_banner_status(call: Call[Customer], body: BannerStatusRequest) -> BannerAdmin:
    banner = service.set_status(
        call.session, banner_number=body["banner_id"], version=body["version"],
        active=body["active"], actor=call.caller.user_name, now=call.now,
    )  # fmt: skip
    return serializers.banner_admin(banner, call.now)


@operation(ADMIN)
def reorder_banners(call: Call[Customer], body: BannerReorderRequest) -> BannerAdminList:
    rows = service.reorder(
        call.session, banner_numbers=body["banner_ids"], actor=call.caller.user_name, now=call.now
    )
    return serializers.banners_admin(rows, call.now)
