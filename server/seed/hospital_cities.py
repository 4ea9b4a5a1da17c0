"""Where the demo partner hospitals stand: real cities of every province with a plausible
centre (written from general knowledge: the region data has no coordinates), their telephone
area code and how many partners each gets.

``area`` is the Kemendagri code the villages are drawn from: a city (kota) or, for a regency
(kabupaten), the district (kecamatan) of its main town, so every village lies near the
centre; ``place`` ends the hospitals' names.
"""

from __future__ import annotations

from typing import NamedTuple


class City(NamedTuple):
    area: str
    place: str
    latitude: float
    longitude: float
    phone_area: str  # without the leading 0
    partners: int


CITIES: tuple[City, ...] = (
    City("11.71", "Banda Aceh", 5.549, 95.323, "651", 5),
    City("11.73", "Lhokseumawe", 5.180, 97.151, "645", 2),
    City("12.71", "Medan", 3.590, 98.674, "61", 14),
    City("12.72", "Pematangsiantar", 2.960, 99.061, "622", 2),
    City("13.71", "Padang", -0.947, 100.417, "751", 6),
    City("13.75", "Bukittinggi", -0.305, 100.369, "752", 2),
    City("14.71", "Pekanbaru", 0.507, 101.448, "761", 8),
    City("15.71", "Jambi", -1.610, 103.613, "741", 5),
    City("16.71", "Palembang", -2.976, 104.775, "711", 9),
    City("17.71", "Bengkulu", -3.800, 102.266, "736", 4),
    City("18.71", "Bandar Lampung", -5.429, 105.262, "721", 7),
    City("19.71", "Pangkal Pinang", -2.129, 106.117, "717", 4),
    City("21.71", "Batam", 1.130, 104.053, "778", 6),
    City("21.72", "Tanjung Pinang", 0.918, 104.447, "771", 3),
    City("31.71", "Jakarta Pusat", -6.181, 106.829, "21", 12),
    City("31.72", "Jakarta Utara", -6.138, 106.883, "21", 11),
    City("31.73", "Jakarta Barat", -6.168, 106.759, "21", 12),
    City("31.74", "Jakarta Selatan", -6.261, 106.810, "21", 14),
    City("31.75", "Jakarta Timur", -6.225, 106.900, "21", 13),
    City("32.73", "Bandung", -6.914, 107.609, "22", 14),
    City("32.75", "Bekasi", -6.238, 106.976, "21", 8),
    City("32.76", "Depok", -6.402, 106.818, "21", 7),
    City("32.71", "Bogor", -6.595, 106.797, "251", 7),
    City("32.74", "Cirebon", -6.706, 108.557, "231", 4),
    City("33.74", "Semarang", -6.990, 110.423, "24", 12),
    City("33.72", "Surakarta", -7.566, 110.817, "271", 7),
    City("34.71", "Yogyakarta", -7.797, 110.370, "274", 8),
    City("34.04.07", "Sleman", -7.772, 110.405, "274", 4),
    City("35.78", "Surabaya", -7.257, 112.752, "31", 16),
    City("35.73", "Malang", -7.978, 112.630, "341", 8),
    City("35.71", "Kediri", -7.817, 112.012, "354", 3),
    City("36.71", "Tangerang", -6.178, 106.630, "21", 8),
    City("36.74", "Tangerang Selatan", -6.288, 106.718, "21", 8),
    City("36.73", "Serang", -6.120, 106.150, "254", 4),
    City("51.71", "Denpasar", -8.650, 115.217, "361", 10),
    City("52.71", "Mataram", -8.583, 116.117, "370", 5),
    City("53.71", "Kupang", -10.170, 123.607, "380", 5),
    City("61.71", "Pontianak", -0.027, 109.333, "561", 6),
    City("62.71", "Palangka Raya", -2.210, 113.920, "536", 4),
    City("63.71", "Banjarmasin", -3.317, 114.590, "511", 6),
    City("64.72", "Samarinda", -0.502, 117.154, "541", 6),
    City("64.71", "Balikpapan", -1.239, 116.853, "542", 5),
    City("65.01.05", "Tanjung Selor", 2.837, 117.366, "552", 2),
    City("65.71", "Tarakan", 3.300, 117.633, "551", 3),
    City("71.71", "Manado", 1.474, 124.842, "431", 6),
    City("72.71", "Palu", -0.898, 119.870, "451", 4),
    City("73.71", "Makassar", -5.147, 119.432, "411", 12),
    City("74.71", "Kendari", -3.998, 122.513, "401", 4),
    City("75.71", "Gorontalo", 0.543, 123.059, "435", 3),
    City("76.02.01", "Mamuju", -2.680, 118.886, "426", 3),
    City("81.71", "Ambon", -3.695, 128.181, "911", 4),
    City("82.71", "Ternate", 0.790, 127.384, "921", 3),
    City("91.71", "Jayapura", -2.533, 140.717, "967", 4),
    City("92.02.13", "Manokwari", -0.862, 134.064, "986", 3),
    City("93.01.01", "Merauke", -8.493, 140.401, "971", 3),
    City("94.01.01", "Nabire", -3.366, 135.496, "984", 2),
    City("94.04.01", "Timika", -4.547, 136.888, "901", 2),
    City("95.01.01", "Wamena", -4.097, 138.945, "969", 3),
    City("96.71", "Sorong", -0.876, 131.255, "951", 4),
)
