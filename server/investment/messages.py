"""Indonesian sentences of the unit-link investment (the only place they are written; a
fund risk's or a chart range's name comes from the contract: server/contract_labels.py)."""

from __future__ import annotations

POLICY_NOT_FOUND = "Polis tidak ditemukan."
FUND_NOT_FOUND = "Dana investasi tidak ditemukan pada polis ini."
NOT_UNIT_LINK = "Polis ini bukan polis unit link dan tidak memiliki dana investasi."
NOT_ISSUED = (
    "Polis ini belum terbit. Nilai investasi tersedia setelah premi pertama dibayar dan polis "
    "terbit."
)

# ---------------------------------------------------------------- top-up
NOT_IN_FORCE = "Top-up hanya dapat dilakukan untuk polis yang aktif. Polis ini berstatus {status}."
ALLOCATION_TOTAL = "Jumlah alokasi top-up harus tepat 100%. Saat ini {total}%."
ALLOCATION_TWICE = "Dana {fund} dipilih lebih dari sekali. Pilih setiap dana satu kali saja."
ALLOCATION_NOT_HELD = (
    "Dana {fund} bukan dana investasi polis ini. Pilih di antara dana polis: {funds}."
)
ABOVE_METHOD = (
    "Jumlah top-up maksimal untuk {method} adalah {limit}. Pilih virtual account untuk jumlah "
    "yang lebih besar."
)
BELOW_METHOD = "Jumlah top-up minimal untuk {method} adalah {limit}."
TOP_UP_CHARGE = "Biaya top-up (5%)"
TOP_UP_INVESTED = "Top-up diinvestasikan"
TOP_UP_DESCRIPTION = "Top-up investasi {order}"
TOP_UP_NOTES = "Dibelikan unit dengan harga unit (NAB) tanggal {day} (hari kerja berikutnya)."
INVESTED_SUBJECT = "Top-up {amount} polis {policy} telah diinvestasikan"
INVESTED_TEXT = (
    "Top-up {amount} untuk polis {policy} (order {order}) telah diinvestasikan dengan harga "
    "unit (NAB) tanggal {day}:\n{lines}\nBiaya top-up: {charge}. Nilai investasi terbaru dapat "
    "dilihat pada menu Investasi di portal TManKu."
)
INVESTED_LINE = "- {fund}: {units} unit x {price} = {amount}"

# ---------------------------------------------------------------- the unit prices' desk
FUTURE_DAY = "Harga unit tanggal {day} belum dapat diterbitkan: tanggal itu belum tiba."
TOO_EARLY = "Tanggal harga unit tidak valid. Pilih tanggal mulai 1 Januari 2000."
NOT_WORKING_DAY = (
    "Tanggal {day} bukan hari kerja (Sabtu, Minggu atau hari libur nasional); harga unit hanya "
    "diterbitkan pada hari kerja."
)
EARLIER_UNPUBLISHED = (
    "Harga unit tanggal {earlier} belum diterbitkan. Harga unit diterbitkan berurutan: "
    "terbitkan tanggal {earlier} terlebih dahulu."
)
ALREADY_PUBLISHED = (
    "Harga unit tanggal {day} sudah diterbitkan dan bersifat final; tidak dapat diubah."
)
FUNDS_MISSING = "Harga unit belum diisi untuk: {funds}. Isi harga setiap dana tepat satu kali."
FUND_TWICE = "Harga unit {fund} diisi lebih dari sekali. Isi harga setiap dana tepat satu kali."
FUND_UNKNOWN = "Dana {code} tidak dikenal."
PRICE_ZERO = "Harga unit {fund} harus lebih dari 0."
LARGE_CHANGE = (
    "Harga unit {changes}. Periksa kembali; bila sudah benar, terbitkan dengan konfirmasi "
    "perubahan besar."
)
LARGE_CHANGE_ITEM = "{fund} berubah {change}% dari harga sebelumnya ({previous} pada {day})"
