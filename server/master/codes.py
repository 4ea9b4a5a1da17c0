"""The insurer's own code lists of the forms (codes stable, descriptions in Indonesian). The
order of each tuple is the order shown. Regions, countries and banks come from data packages
(:mod:`server.master.sources`)."""

from __future__ import annotations

from typing import NamedTuple


class Code(NamedTuple):
    code: str
    description: str
    needs_employer: bool | None = None
    nationality_code: str | None = None


NATIONALITY = (
    Code("01", "Warga Negara Indonesia (WNI)"),
    Code("99", "Warga Negara Asing (WNA)"),
)

ID_TYPE = (
    Code("KTP", "Kartu Tanda Penduduk", nationality_code="01"),
    Code("PASPOR", "Paspor", nationality_code="99"),
)

GENDER = (
    Code("L", "Laki-laki"),
    Code("P", "Perempuan"),
)

# Status perkawinan as Dukcapil records it.
MARITAL = (
    Code("BELUM_KAWIN", "Belum Kawin"),
    Code("KAWIN", "Kawin"),
    Code("CERAI_HIDUP", "Cerai Hidup"),
    Code("CERAI_MATI", "Cerai Mati"),
)

# The six religions recognised by the state, and belief in God (Putusan MK 97/PUU-XIV/2016).
RELIGION = (
    Code("ISLAM", "Islam"),
    Code("KRISTEN", "Kristen Protestan"),
    Code("KATOLIK", "Katolik"),
    Code("HINDU", "Hindu"),
    Code("BUDDHA", "Buddha"),
    Code("KONGHUCU", "Khonghucu"),
    Code("KEPERCAYAAN", "Kepercayaan terhadap Tuhan Yang Maha Esa"),
)

# Monthly income bands.
INCOME = (
    Code("SAMPAI_5JT", "Sampai dengan Rp5.000.000 per bulan"),
    Code("LEBIH_5JT_10JT", "Rp5.000.001 - Rp10.000.000 per bulan"),
    Code("LEBIH_10JT_25JT", "Rp10.000.001 - Rp25.000.000 per bulan"),
    Code("LEBIH_25JT_50JT", "Rp25.000.001 - Rp50.000.000 per bulan"),
    Code("LEBIH_50JT_100JT", "Rp50.000.001 - Rp100.000.000 per bulan"),
    Code("LEBIH_100JT", "Lebih dari Rp100.000.000 per bulan"),
)

SOURCE_FUND = (
    Code("GAJI", "Gaji"),
    Code("HASIL_USAHA", "Hasil Usaha"),
    Code("INVESTASI", "Hasil Investasi"),
    Code("TABUNGAN", "Tabungan"),
    Code("WARISAN", "Warisan"),
    Code("HIBAH", "Hibah"),
    Code("PENSIUN", "Dana Pensiun"),
    Code("DARI_ORANG_TUA", "Pemberian Orang Tua atau Suami/Istri"),
    Code("LAINNYA", "Lainnya"),
)

# needs_employer: the customer works for an employer (company name and office address).
OCCUPATION = (
    Code("PNS", "Pegawai Negeri Sipil (PNS/ASN)", needs_employer=True),
    Code("TNI_POLRI", "TNI/Polri", needs_employer=True),
    Code("KARYAWAN_BUMN", "Karyawan BUMN/BUMD", needs_employer=True),
    Code("KARYAWAN_SWASTA", "Karyawan Swasta", needs_employer=True),
    Code("GURU_DOSEN", "Guru/Dosen", needs_employer=True),
    Code("TENAGA_KESEHATAN", "Tenaga Kesehatan", needs_employer=True),
    Code("PROFESIONAL", "Profesional (Dokter, Notaris, Advokat, Akuntan)", needs_employer=False),
    Code("WIRASWASTA", "Wiraswasta", needs_employer=False),
    Code("PEDAGANG", "Pedagang", needs_employer=False),
    Code("PETANI_NELAYAN", "Petani/Peternak/Nelayan", needs_employer=False),
    Code("PEKERJA_LEPAS", "Pekerja Lepas (Freelance)", needs_employer=False),
    Code("IBU_RUMAH_TANGGA", "Ibu Rumah Tangga", needs_employer=False),
    Code("PELAJAR_MAHASISWA", "Pelajar/Mahasiswa", needs_employer=False),
    Code("PENSIUNAN", "Pensiunan", needs_employer=False),
    Code("TIDAK_BEKERJA", "Tidak Bekerja", needs_employer=False),
    Code("LAINNYA", "Lainnya", needs_employer=False),
)

# Business sectors: the sections of KBLI 2020 (Klasifikasi Baku Lapangan Usaha Indonesia).
BUSINESS = (
    Code("PERTANIAN", "Pertanian, Kehutanan dan Perikanan"),
    Code("PERTAMBANGAN", "Pertambangan dan Penggalian"),
    Code("INDUSTRI", "Industri Pengolahan"),
    Code("ENERGI", "Pengadaan Listrik, Gas, Uap/Air Panas dan Udara Dingin"),
    Code("AIR_LIMBAH", "Pengelolaan Air, Air Limbah, Sampah dan Daur Ulang"),
    Code("KONSTRUKSI", "Konstruksi"),
    Code("PERDAGANGAN", "Perdagangan Besar dan Eceran; Reparasi Kendaraan Bermotor"),
    Code("TRANSPORTASI", "Pengangkutan dan Pergudangan"),
    Code("AKOMODASI", "Penyediaan Akomodasi dan Makan Minum"),
    Code("TEKNOLOGI", "Informasi dan Komunikasi"),
    Code("KEUANGAN", "Jasa Keuangan dan Asuransi"),
    Code("REAL_ESTAT", "Real Estat"),
    Code("JASA_PROFESIONAL", "Jasa Profesional, Ilmiah dan Teknis"),
    Code("JASA_PENUNJANG", "Jasa Persewaan, Ketenagakerjaan, Agen Perjalanan dan Penunjang Usaha"),
    Code("PEMERINTAHAN", "Administrasi Pemerintahan, Pertahanan dan Jaminan Sosial Wajib"),
    Code("PENDIDIKAN", "Jasa Pendidikan"),
    Code("KESEHATAN", "Jasa Kesehatan dan Kegiatan Sosial"),
    Code("KESENIAN", "Kesenian, Hiburan dan Rekreasi"),
    Code("JASA_LAINNYA", "Kegiatan Jasa Lainnya"),
    Code("RUMAH_TANGGA", "Jasa Perorangan yang Melayani Rumah Tangga"),
    Code("BADAN_INTERNASIONAL", "Kegiatan Badan Internasional dan Badan Ekstra Internasional"),
)

OWN_LISTS: dict[str, tuple[Code, ...]] = {
    "nationality": NATIONALITY,
    "id_type": ID_TYPE,
    "gender": GENDER,
    "marital": MARITAL,
    "religion": RELIGION,
    "income": INCOME,
    "source_fund": SOURCE_FUND,
    "occupation": OCCUPATION,
    "business": BUSINESS,
}
