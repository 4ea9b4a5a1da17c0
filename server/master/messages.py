"""Indonesian messages of the master lists."""

REGION_NOT_FOUND = "Wilayah tidak ditemukan. Pilih ulang dari daftar."
