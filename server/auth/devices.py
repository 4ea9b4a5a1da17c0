"""What a sign-in's User-Agent says about the device, read once when the session starts and
kept on it (the settings page lists sessions by device, system and browser). Parsed with
``ua-parser`` and its maintained rules (``ua-parser-builtins``); a User-Agent it does not
know (a script, an empty header) is an UNKNOWN device with no system or browser."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ua_parser import parse

MAX_USER_AGENT = 512  # longer headers are cut before parsing (no one sends more in earnest)
_TABLETS = ("iPad", "Tablet", "Galaxy Tab", "Kindle")
_DESKTOP_SYSTEMS = ("Windows", "Mac OS X", "Linux", "Ubuntu", "Fedora", "Chrome OS", "ChromeOS")
_MOBILE_SYSTEMS = ("Android", "iOS", "HarmonyOS", "KaiOS")


@dataclass(frozen=True, slots=True)
class Device:
    kind: str  # MOBILE, TABLET, DESKTOP, UNKNOWN (the contract's DeviceSession.device)
    os: str | None  # "Android 15", "iOS 18.1", "Windows 10"
    browser: str | None  # "Chrome Mobile 142", "Mobile Safari 18"


def _named(family: str | None, *versions: str | None) -> str | None:
    if not family or family == "Other":
        return None
    version = ".".join(v for v in versions if v)
    return f"{family} {version}"[:60].strip()


@lru_cache(maxsize=256)
def describe(user_agent: str) -> Device:
    text = user_agent[:MAX_USER_AGENT]
    if not text.strip():
        return Device("UNKNOWN", None, None)
    result = parse(text)
    os_family = result.os.family if result.os else None
    os_name = _named(os_family, result.os.major, result.os.minor) if result.os else None
    browser = (
        _named(result.user_agent.family, result.user_agent.major) if result.user_agent else None
    )
    device_family = result.device.family if result.device else ""
    if any(mark in device_family for mark in _TABLETS) or (
        os_family == "Android" and "Mobile" not in text
    ):
        kind = "TABLET"
    elif os_family in _MOBILE_SYSTEMS:
        kind = "MOBILE"
    elif os_family in _DESKTOP_SYSTEMS:
        kind = "DESKTOP"
    else:
        kind = "UNKNOWN"
    return Device(kind, os_name, browser)
