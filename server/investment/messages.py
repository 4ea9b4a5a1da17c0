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

# ---------------------------------------------------------------- fund switch and allocation
CHANGE_NOT_IN_FORCE = (
    "Pengalihan dana dan perubahan alokasi hanya dapat dilakukan untuk polis yang aktif. Polis "
    "ini berstatus {status}."
)
FUND_NOT_OF_POLICY = (
    "Dana {fund} bukan dana investasi polis ini. Pilih di antara dana polis: {funds}."
)
FUND_CHOSEN_TWICE = "Dana {fund} dipilih lebih dari sekali. Pilih setiap dana satu kali saja."
SOURCE_ONE_AMOUNT = (
    "Untuk dana asal {fund}, isi salah satu saja: persen dari unit atau jumlah unit yang dialihkan."
)
SOURCE_NO_UNITS = "Dana {fund} tidak memiliki unit untuk dialihkan."
SOURCE_TOO_MANY = "Unit {fund} yang dimiliki hanya {held}; tidak dapat mengalihkan {units} unit."
SOURCE_ZERO = "Jumlah unit {fund} yang dialihkan harus lebih dari 0."
SOURCE_IS_TARGET = "Dana {fund} tidak dapat menjadi dana asal sekaligus dana tujuan."
TARGET_TOTAL = "Jumlah persen dana tujuan harus tepat 100%. Saat ini {total}%."
SWITCH_WAITING = (
    "Masih ada pengalihan dana polis ini yang menunggu harga unit (order {order}). Pengalihan "
    "baru dapat diajukan setelah order itu selesai."
)
SWITCH_DESCRIPTION = "Pengalihan dana {order}"
SWITCH_FEE = "Biaya pengalihan"
SWITCH_INVESTED = "Dibelikan unit dana tujuan"
SWITCH_NOTES = "Dialihkan dengan harga unit (NAB) tanggal {day}: {sells} ke {buys}."
SWITCHED_SUBJECT = "Pengalihan dana polis {policy} telah diproses"
SWITCHED_TEXT = (
    "Pengalihan dana polis {policy} (order {order}) telah diproses dengan harga unit (NAB) "
    "tanggal {day}.\nDijual:\n{sells}\nDibeli:\n{buys}\nBiaya pengalihan: {fee}. Nilai "
    "investasi terbaru dapat dilihat pada menu Investasi di portal TManKu."
)
ALLOCATION_CHANGE_TOTAL = "Jumlah alokasi premi harus tepat 100%. Saat ini {total}%."
ALLOCATION_CHANGED_SUBJECT = "Alokasi premi polis {policy} telah diubah"
ALLOCATION_CHANGED_TEXT = (
    "Alokasi premi berikutnya polis {policy} telah diubah pada {day}:\n{lines}\nAlokasi ini "
    "berlaku untuk premi berikutnya; unit yang sudah dimiliki tidak berubah."
)
ALLOCATION_LINE = "- {fund}: {percent}%"
