"""Multipart bodies (uploads) validated without holding them in memory.

Connexion's body validators keep every message of the body in a list to hand it on after
validation, so an upload would sit in memory whole (twice, with the form's parse). This one
writes the body to a spooled temporary file while the form is parsed and validated (memory
up to ``SPOOL_BYTES``, disk beyond) and replays it from there in ``CHUNK`` pieces; the app's
own parse spools the file part to disk again (Starlette's UploadFile). The server's memory
for an upload stays flat whatever the file's size.

A part the contract declares a file (``format: binary``) must come as one: a plain field of
that name (a part without a file name) is refused with 400 naming the field, as a missing
file is, instead of reaching the handler without its file.
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncGenerator, Callable
from functools import partial
from typing import Any

from connexion.exceptions import BadRequestProblem
from connexion.validators import MultiPartFormDataValidator
from starlette.datastructures import FormData, Headers, UploadFile
from starlette.formparsers import MultiPartParser
from starlette.requests import ClientDisconnect
from starlette.types import Message, Receive, Scope

SPOOL_BYTES = 256 * 1024
CHUNK = 64 * 1024
NOT_A_FILE = "Wajib berupa berkas yang dipilih untuk diunggah."


class StreamedMultiPartValidator(MultiPartFormDataValidator):  # type: ignore[misc]
    @property
    def _form_parser_cls(self) -> Callable[..., MultiPartParser]:
        properties = self._schema.get("properties", {})
        files = frozenset(
            name
            for name, schema in properties.items()
            if _is_file(schema) or _is_file(schema.get("items", {}))
        )
        return partial(FilesAsFiles, files=files)

    async def wrap_receive(self, receive: Receive, *, scope: Scope) -> tuple[Receive, Scope]:
        if not int(Headers(scope=scope).get("content-length", 0) or 0):
            if self._required:
                raise BadRequestProblem("RequestBody is required")
            return receive, scope
        spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115 - closed in replay

        async def stream() -> AsyncGenerator[bytes, None]:
            more = True
            while more:
                message = await receive()
                if message["type"] != "http.request":
                    raise ClientDisconnect()
                chunk = message.get("body", b"")
                spool.write(chunk)
                more = bool(message.get("more_body", False))
                yield chunk
            yield b""

        try:
            body = await self._parse(stream(), scope=scope)
            if not (body is None and self._nullable):
                self._validate(body)
        except BaseException:
            spool.close()
            raise
        spool.seek(0)
        return _replay(spool, receive), scope


def _replay(spool: Any, receive: Receive) -> Receive:
    """The spooled body in chunks (closing the spool after the last), then the connection."""
    ahead: bytes | None = spool.read(CHUNK)

    async def replay() -> Message:
        nonlocal ahead
        if ahead is None:
            return await receive()
        chunk, ahead = ahead, spool.read(CHUNK)
        if not ahead:
            ahead = None
            spool.close()
        return {"type": "http.request", "body": chunk, "more_body": ahead is not None}

    return replay


def _is_file(schema: dict[str, Any]) -> bool:
    return schema.get("type") == "string" and schema.get("format") in ("binary", "base64")


class FilesAsFiles(MultiPartParser):
    """Starlette's multipart parser, refusing a plain field where ``files`` names a file."""

    def __init__(self, *args: Any, files: frozenset[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.files = files

    async def parse(self) -> FormData:
        form = await super().parse()
        plain = sorted(
            {name for name, value in form.multi_items()
             if name in self.files and not isinstance(value, UploadFile)}
        )  # fmt: skip
        if plain:
            await form.close()
            # Imported here: server.edge.validation imports this module.
            from server.edge.validation import ValidationProblem

            raise ValidationProblem(
                f"form field '{plain[0]}' is not a file part",
                [{"field": name, "message": NOT_A_FILE} for name in plain],
            )
        return form
