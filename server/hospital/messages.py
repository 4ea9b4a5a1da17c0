"""Indonesian sentences of the partner hospitals."""

from __future__ import annotations

HOSPITAL_NOT_FOUND = "Rumah sakit rekanan tidak ditemukan."
DISTANCE_NEEDS_LOCATION = (
    "Urutan berdasarkan jarak memerlukan lokasi Anda. Tekan 'Gunakan lokasi saya' atau "
    "urutkan berdasarkan nama."
)
LOCATION_INCOMPLETE = (
    "Lokasi Anda tidak lengkap: kirim lintang dan bujur bersama-sama, atau cari tanpa lokasi."
)
DISTRICT_OUTSIDE_PROVINCE = (
    "Kabupaten/kota yang dipilih tidak berada di provinsi yang dipilih. Pilih kembali "
    "kabupaten/kota."
)
