"""The built web app at ``/``: static files from WEB_DIST, the SPA fallback to index.html for
unknown non-API paths, and ``/runtime-config.js`` (the web's public runtime configuration).
Paths under /customer/api never fall back to the SPA: they answer a 404 problem.

The build writes a Brotli (``.br``) and a gzip (``.gz``) copy beside each compressible file
(web/vite.config.ts); a file is answered from the copy the browser accepts (see
:mod:`server.edge.encodings`), with ``Vary: Accept-Encoding``. Hashed files under
``/assets/`` are cached for a year (immutable), everything else is revalidated."""

from __future__ import annotations

import json
import mimetypes
from pathlib import Path

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response

from server import settings
from server.edge.encodings import precompressed

API_PREFIX = "/customer/api"

NOT_BUILT = """<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>TManKu</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>Aplikasi web belum dibangun</h1>
<p>Server API TManKu sudah berjalan di <a href="/customer/api/ui/">/customer/api</a>, tetapi
folder hasil build aplikasi web (<code>web/dist</code>) belum ada.</p>
<p>Bangun aplikasi web dari folder repositori dengan <code>npm install</code> lalu
<code>npm run build</code>, kemudian muat ulang halaman ini.</p>
</body></html>
"""


async def runtime_config(_request: Request) -> Response:
    s = settings.current()
    # The web app is a public client: its "client secret" ships to every browser and is an
    # identifier of the application, not a secret that protects anything. Customer security
    # rests on the sign-in steps, the tokens and the server-side sessions.
    config = {"apiBaseUrl": API_PREFIX, "clientId": s.client_id, "clientSecret": s.client_secret}
    body = f"window.__PORTAL_CONFIG__ = {json.dumps(config)};\n"
    return Response(
        body,
        media_type="application/javascript",
        headers={"Cache-Control": "no-store"},
    )


def _inside(root: Path, relative: str) -> Path | None:
    """The file ``relative`` below ``root``; None when it escapes root or is not a file."""
    candidate = (root / relative.lstrip("/")).resolve()
    if not candidate.is_relative_to(root.resolve()) or not candidate.is_file():
        return None
    return candidate


async def web(request: Request) -> Response:
    path = request.url.path
    if path == API_PREFIX or path.startswith(API_PREFIX + "/"):
        raise HTTPException(status_code=404)
    if request.method not in ("GET", "HEAD"):
        raise HTTPException(status_code=405, headers={"Allow": "GET, HEAD"})
    if path.endswith(".map"):  # source maps stay on the server, for error reports only
        raise HTTPException(status_code=404)
    root = settings.current().web_dist
    index = root / "index.html"
    if not index.is_file():
        return HTMLResponse(NOT_BUILT, status_code=200, headers={"Cache-Control": "no-store"})
    asset = _inside(root, path) if path not in ("", "/") else None
    if asset is not None:
        media_type = mimetypes.guess_type(asset.name)[0] or "application/octet-stream"
        cache = "public, max-age=31536000, immutable" if "/assets/" in path else "no-cache"
        return _file(request, asset, media_type, cache)
    return _file(request, index, "text/html", "no-cache")


def _file(request: Request, file: Path, media_type: str, cache: str) -> Response:
    """``file``, or its compressed copy in an encoding the request accepts."""
    served, encoding = precompressed(file, request.headers.get("accept-encoding", ""))
    headers = {"Cache-Control": cache, "Vary": "Accept-Encoding"}
    if encoding:
        headers["Content-Encoding"] = encoding
    return FileResponse(served, media_type=media_type, headers=headers)
