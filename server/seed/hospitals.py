"""Demo partner hospitals and clinics: a few hand-placed ones near Budi's home in Tebet
(cashless in the AdMedika network, which serves Budi's health cards) and 369 more across every
province, generated from a fixed seed in real villages of real cities (postal code from the
village, coordinates a few km around the city centre, the city's telephone area code).

Seeded only when the Kemendagri regions are loaded (``python -m server`` loads them before the
demo data; tests load them in the modules that need hospitals). Idempotent.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.hospital.models import Hospital, HospitalKind, HospitalNetwork, search_key
from server.master.models import Region
from server.seed.hospital_cities import CITIES, City

log = logging.getLogger("server.seed")

SEED = 20261129
TPAS = ("AdMedika", "Fullerton Health", "Owlexa")
BUDI_HOME = (-6.2263, 106.8575)  # Tebet, Jakarta Selatan
ALL_DAY = ({"days": "Setiap hari", "hours": "24 jam"},)
CLINIC_HOURS = (
    (
        {"days": "Senin - Jumat", "hours": "08.00 - 21.00"},
        {"days": "Sabtu", "hours": "08.00 - 14.00"},
    ),
    (
        {"days": "Senin - Sabtu", "hours": "07.00 - 21.00"},
        {"days": "Minggu", "hours": "08.00 - 12.00"},
    ),
    ({"days": "Setiap hari", "hours": "07.00 - 22.00"},),
)
OUTPATIENT_HOURS = (
    {"days": "Senin - Sabtu", "hours": "07.00 - 20.00"},
    {"days": "Minggu", "hours": "Tutup"},
)
HOSPITAL_NAMES = (
    "Sentosa Medika",
    "Harapan Sehat",
    "Citra Husada",
    "Permata Hati",
    "Bhakti Husada",
    "Kasih Ibu",
    "Medika Utama",
    "Anugerah Sehat",
    "Cahaya Medika",
    "Pelita Insani",
    "Griya Husada",
    "Wijaya Kusuma",
    "Tiara Medika",
    "Nusantara Sehat",
    "Prima Husada",
    "Muhammadiyah",
    "Islam",
    "Santo Yusup",
    "Bethesda Kasih",
    "Budi Mulia",
    "Sejahtera",
    "Karya Medika",
    "Husada Utama",
    "Bina Sehat",
    "Mutiara Bunda",
)
MOTHER_CHILD_NAMES = ("Bunda Kasih", "Permata Bunda", "Buah Hati", "Kasih Bunda", "Ananda")
CLINIC_NAMES = (
    "Sehat Sentosa",
    "Medika Sejahtera",
    "Keluarga Sehat",
    "Pratama Husada",
    "Sentosa Medika",
    "Mitra Sehat",
    "Harapan Kita",
    "Citra Medika",
    "Satya Husada",
    "Gigi Senyum Sehat",
)
STREETS = (
    "Jl. Merdeka", "Jl. Jend. Sudirman", "Jl. Ahmad Yani", "Jl. Diponegoro", "Jl. Gatot Subroto",
    "Jl. Pahlawan", "Jl. Veteran", "Jl. Imam Bonjol", "Jl. Sultan Hasanuddin", "Jl. Pemuda",
    "Jl. Kartini", "Jl. Cut Nyak Dien", "Jl. Dr. Sutomo", "Jl. Pattimura", "Jl. Teuku Umar",
)  # fmt: skip


Village = tuple[str, str, str | None]  # code, name, postal code


@dataclass(frozen=True)
class HospitalData:
    id: str
    name: str
    kind: HospitalKind
    address_line: str
    village_code: str
    postal_code: str | None
    phone: str
    latitude: float
    longitude: float
    rawat_inap: bool
    rawat_jalan: bool
    igd_24_jam: bool
    opening_hours: tuple[dict[str, str], ...]
    benefits: tuple[str, ...]
    networks: tuple[str, ...]


@dataclass(frozen=True)
class NearTebet:
    """A hand-placed partner near Budi's home (its village by position in Tebet's list)."""

    id: str
    name: str
    kind: HospitalKind
    address_line: str
    village: int
    latitude: float
    longitude: float
    networks: tuple[str, ...]


TEBET_AREA = "31.74.01"
NEAR_TEBET = (
    NearTebet("RS310001", "RS Sentosa Medika Tebet", HospitalKind.RUMAH_SAKIT,
              "Jl. Prof. Dr. Soepomo No. 45", 0, -6.2297, 106.8531, ("AdMedika", "Owlexa")),
    NearTebet("RS310002", "RSIA Bunda Kasih Tebet", HospitalKind.RUMAH_SAKIT,
              "Jl. Tebet Raya No. 12", 1, -6.2318, 106.8552, ("AdMedika",)),
    NearTebet("RS310003", "Klinik Pratama Sehat Sentosa Tebet", HospitalKind.KLINIK,
              "Jl. Tebet Timur Dalam Raya No. 8", 1, -6.2361, 106.8587, ("AdMedika",)),
    NearTebet("RS310004", "RS Harapan Sehat Kebon Baru", HospitalKind.RUMAH_SAKIT,
              "Jl. Kebon Baru No. 21", 2, -6.2332, 106.8640, ("Fullerton Health",)),
    NearTebet("RS310005", "Klinik Utama Medika Manggarai", HospitalKind.KLINIK,
              "Jl. Manggarai Utara No. 3", 4, -6.2107, 106.8506, ()),
    NearTebet("RS310006", "RSU Citra Husada Menteng Dalam", HospitalKind.RUMAH_SAKIT,
              "Jl. Menteng Dalam No. 17", 6, -6.2405, 106.8483, ("AdMedika", "Fullerton Health")),
)  # fmt: skip


def distance_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = (math.sin((p2 - p1) / 2) ** 2
         + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lng2 - lng1) / 2) ** 2)  # fmt: skip
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


def nearest_cashless_to_budi(tpa: str = "AdMedika") -> NearTebet:
    """The hand-placed partner nearest Budi's home that is cashless in ``tpa``'s network."""
    return min(
        (h for h in NEAR_TEBET if tpa in h.networks),
        key=lambda h: distance_km(*BUDI_HOME, h.latitude, h.longitude),
    )


def _benefits(kind: HospitalKind, mother_child: bool, rng: random.Random) -> tuple[str, ...]:
    if kind is HospitalKind.KLINIK:
        return ("RAWAT_JALAN", "RAWAT_GIGI") if rng.random() < 0.4 else ("RAWAT_JALAN",)
    chosen = ["RAWAT_INAP", "RAWAT_JALAN"]
    if rng.random() < 0.3:
        chosen.append("RAWAT_GIGI")
    if mother_child or rng.random() < 0.5:
        chosen.append("MELAHIRKAN")
    return tuple(chosen)


def _phone(city: City, rng: random.Random) -> str:
    digits = 8 - len(city.phone_area) + (1 if len(city.phone_area) == 2 else 0)
    return (
        f"+62{city.phone_area}{rng.randint(1, 9)}{rng.randrange(10 ** (digits - 1)):0{digits - 1}d}"
    )


def _near_tebet(villages: Sequence[Village]) -> list[HospitalData]:
    rows = []
    for h in NEAR_TEBET:
        code, _, postal = villages[h.village % len(villages)]
        hospital = h.kind is HospitalKind.RUMAH_SAKIT
        rows.append(HospitalData(
            h.id, h.name, h.kind, h.address_line, code, postal,
            f"+6221829{int(h.id[-4:]):04d}", h.latitude, h.longitude,
            rawat_inap=hospital, rawat_jalan=True, igd_24_jam=hospital,
            opening_hours=ALL_DAY if hospital else CLINIC_HOURS[0],
            benefits=("RAWAT_INAP", "RAWAT_JALAN", "MELAHIRKAN") if hospital else ("RAWAT_JALAN",),
            networks=h.networks,
        ))  # fmt: skip
    return rows


def generated_hospital(city: City, villages: Sequence[Village], rng: random.Random,
               sequence: dict[str, int], taken: set[str]) -> HospitalData:  # fmt: skip
    kind = HospitalKind.KLINIK if rng.random() < 0.3 else HospitalKind.RUMAH_SAKIT
    code, village_name, postal = rng.choice(villages)
    mother_child = kind is HospitalKind.RUMAH_SAKIT and rng.random() < 0.15
    while True:
        if kind is HospitalKind.KLINIK:
            prefix, core = rng.choice(("Klinik Pratama", "Klinik Utama")), rng.choice(CLINIC_NAMES)
        elif mother_child:
            prefix, core = "RSIA", rng.choice(MOTHER_CHILD_NAMES)
        else:
            prefix, core = rng.choice(("RS", "RSU", "RS", "RSU")), rng.choice(HOSPITAL_NAMES)
        place = city.place if rng.random() < 0.6 else village_name
        name = f"{prefix} {core} {place}"
        if name not in taken:
            taken.add(name)
            break
    province = city.area[:2]
    sequence[province] = sequence.get(province, 100) + 1
    hospital = kind is HospitalKind.RUMAH_SAKIT
    emergency = hospital and rng.random() < 0.85
    networks = tuple(t for t in TPAS if rng.random() < 0.45)
    km = 3.5 if len(city.area) == 5 else 2.0
    return HospitalData(
        id=f"RS{province}{sequence[province]:04d}",
        name=name,
        kind=kind,
        address_line=f"{rng.choice(STREETS)} No. {rng.randint(1, 250)}",
        village_code=code,
        postal_code=postal,
        phone=_phone(city, rng),
        latitude=round(city.latitude + rng.uniform(-km, km) / 111.2, 6),
        longitude=round(city.longitude + rng.uniform(-km, km) / 111.2, 6),
        rawat_inap=hospital,
        rawat_jalan=True,
        igd_24_jam=emergency,
        opening_hours=ALL_DAY
        if emergency
        else (OUTPATIENT_HOURS if hospital else rng.choice(CLINIC_HOURS)),
        benefits=_benefits(kind, mother_child, rng) if networks else (),
        networks=networks,
    )


def demo_hospitals(villages: Mapping[str, Sequence[Village]]) -> list[HospitalData]:
    """Every demo partner, the same on every run (``villages``: by area code, ordered)."""
    rng = random.Random(SEED)  # noqa: S311 (repeatable demo data, no secret)
    rows = _near_tebet(villages[TEBET_AREA])
    taken = {h.name for h in rows}
    sequence: dict[str, int] = {}
    for city in CITIES:
        for _ in range(city.partners):
            rows.append(generated_hospital(city, villages[city.area], rng, sequence, taken))
    return rows


def _villages(session: Session, area: str) -> list[Village]:
    stmt = (
        select(Region.code, Region.name, Region.postal_code)
        .where(Region.level == 4, Region.code.startswith(area + "."))
        .order_by(Region.code)
    )
    return [(code, name, postal) for code, name, postal in session.execute(stmt).all()]


def seed_hospitals(session: Session) -> int:
    """Add the demo partners unless present; the number added."""
    if session.scalar(select(Hospital.id).limit(1)) is not None:
        return 0
    areas = {TEBET_AREA, *(city.area for city in CITIES)}
    villages = {area: _villages(session, area) for area in sorted(areas)}
    if not all(villages.values()):
        log.warning("no demo hospitals: the regions are not loaded")
        return 0
    rows = demo_hospitals(villages)
    for data in rows:
        add_hospital(session, data)
    session.flush()
    return len(rows)


def add_hospital(session: Session, data: HospitalData) -> Hospital:
    parts = data.village_code.split(".")
    hospital = Hospital(
        id=data.id, name=data.name, search_name=search_key(data.name), kind=data.kind,
        address_line=data.address_line, province_code=parts[0],
        district_code=".".join(parts[:2]), sub_district_code=".".join(parts[:3]),
        village_code=data.village_code, postal_code=data.postal_code, phone=data.phone,
        latitude=data.latitude, longitude=data.longitude, rawat_inap=data.rawat_inap,
        rawat_jalan=data.rawat_jalan, igd_24_jam=data.igd_24_jam,
        opening_hours=[dict(item) for item in data.opening_hours],
        cashless_benefits=list(data.benefits) if data.networks else [],
    )  # fmt: skip
    session.add(hospital)
    session.add_all(HospitalNetwork(hospital_id=data.id, tpa_name=t) for t in data.networks)
    return hospital
