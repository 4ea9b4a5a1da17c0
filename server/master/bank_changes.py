"""What became of the banks since ``p1-bank`` 0.5.0 was published: the banks a claim can be
paid to today, under their current names. The package's Bank Indonesia codes (sandi bank)
are kept; a bank that was renamed keeps its code and takes its new name, a bank that merged
into another, closed or left Indonesia is taken off the list (its successor keeps its own
code), and the package's entries that are not banks a customer holds an account at
(switching networks, the securities depository, the export agency) are taken off too.

Each line says what happened and when. Only changes on the public record are here: a name
the package has that may have changed since, but not for certain, stays as the package has
it until someone checks it. Whoever checks the list again changes :data:`CHECKED_ON`.
"""

from __future__ import annotations

from datetime import date

CHECKED_ON = date(2026, 11, 28)

# code: the bank's name today.
RENAMED: dict[str, str] = {
    "016": "Bank Maybank Indonesia",  # Bank Internasional Indonesia (BII), renamed 2015
    "032": "JPMorgan Chase Bank, N.A.",  # the package's "Jpmorgan Chase Bank": its own spelling
    "036": "Bank China Construction Bank Indonesia",  # Bank Windu Kentjana International, 2017
    "042": "MUFG Bank, Ltd.",  # The Bank of Tokyo-Mitsubishi UFJ, renamed 2018
    "067": "Deutsche Bank AG",  # the package's "Deutsche Bank AG." (a stray full stop)
    "087": "Bank HSBC Indonesia",  # Bank Ekonomi Raharja, renamed 2016; HSBC's branch in 2017
    "095": "Bank JTrust Indonesia",  # the package's "Jtrust": its own spelling
    "116": "Bank Aceh Syariah",  # Bank Aceh, wholly sharia since 2016
    "119": "Bank Riau Kepri Syariah",  # Bank Riau Kepri, wholly sharia since 2022
    "124": "Bank Kaltimtara",  # BPD Kalimantan Timur dan Kalimantan Utara, renamed 2016
    "127": "Bank SulutGo",  # BPD Sulawesi Utara dan Gorontalo, renamed 2016
    "128": "Bank NTB Syariah",  # BPD NTB, wholly sharia since 2018
    "131": "Bank Maluku Malut",  # BPD Maluku dan Maluku Utara, renamed 2013
    "152": "Bank Shinhan Indonesia",  # Bank Metro Express, renamed 2016
    "213": "Bank SMBC Indonesia (d/h Bank BTPN)",  # Bank BTPN, renamed 2024 (Jenius stays)
    "441": "Bank KB Bukopin",  # Bank Bukopin, renamed 2021
    "451": "Bank Syariah Indonesia (BSI)",  # Syariah Mandiri + BRI Syariah + BNI Syariah, 2021
    "459": "Krom Bank Indonesia",  # Bank Bisnis Internasional, renamed 2023
    "490": "Bank Neo Commerce",  # Bank Yudha Bhakti, renamed 2020
    "494": "Bank Raya Indonesia",  # Bank Rakyat Indonesia Agroniaga, renamed 2021
    "501": "Bank Digital BCA",  # Bank Royal Indonesia, renamed 2021
    "517": "Bank Panin Dubai Syariah",  # Bank Panin Syariah, renamed 2016
    "521": "Bank KB Bukopin Syariah",  # Bank Syariah Bukopin, renamed 2021
    "535": "SeaBank Indonesia",  # Bank Kesejahteraan Ekonomi, renamed 2021
    "542": "Bank Jago",  # Bank Artos Indonesia, renamed 2020
    "547": "Bank BTPN Syariah",  # Bank Tabungan Pensiunan Nasional Syariah, renamed 2020
    "564": "Bank Mandiri Taspen",  # Bank Sinar Harapan Bali (Mandiri Taspen Pos 2015), 2018
    "567": "Allo Bank Indonesia",  # Bank Harda Internasional, renamed 2021
    "777": "Maybank Indonesia Unit Usaha Syariah",  # the sharia unit of BII (renamed 2015)
    "780": "CIMB Niaga Syariah",  # the sharia unit of Bank CIMB Niaga
    "945": "Bank IBK Indonesia",  # Bank Agris, merged with Bank Mitraniaga and renamed 2019
    "947": "Bank Aladin Syariah",  # Bank Maybank Syariah Indonesia, renamed 2021
}

# code: why no claim is paid to it.
REMOVED: dict[str, str] = {
    "041": "HSBC's Indonesian branch, moved into Bank HSBC Indonesia (087) in 2017",
    "045": "Bank Sumitomo Mitsui Indonesia, merged into Bank BTPN (213) in 2019",
    "052": "The Royal Bank of Scotland N.V., left Indonesia",
    "088": "Bank Antar Daerah, merged into Bank Windu Kentjana International (036) in 2014",
    "089": "Bank Rabobank International Indonesia, closed (2020)",
    "145": "Bank Nusantara Parahyangan, merged into Bank Danamon (011) in 2019",
    "422": "BRI Syariah, merged into Bank Syariah Indonesia (451) in 2021",
    "427": "BNI Syariah, merged into Bank Syariah Indonesia (451) in 2021",
    "491": "Bank Mitraniaga, merged into Bank IBK Indonesia (945) in 2019",
    "559": "Centratama Nasional Bank, merged into Bank Shinhan Indonesia (152) in 2016",
    "783": "the sharia unit of Bank Riau Kepri, the whole bank (119) sharia since 2022",
    "786": "BPD NAD, the same bank as Bank Aceh Syariah (116)",
    "789": "the sharia unit of BPD NTB, the whole bank (128) sharia since 2018",
    "950": "Bank Commonwealth, merged into Bank OCBC NISP (028) in 2024",
    # Not banks a customer holds an account at.
    "767": "Artajasa, a switching network",
    "788": "KSEI, the securities depository",
    "793": "Finnet Indonesia, a switching network",
    "795": "Indonesia Eximbank (LPEI), an export agency without customer accounts",
}

# The package's names for them, so a test can tell that none is left.
OLD_NAMES = (
    "Bank Internasional Indonesia",
    "Jpmorgan Chase Bank",
    "The Bank of Tokyo Mitsubishi UFJ Ltd.",
    "The Royal Bank of Scotland N.V.",
    "Bank Ekonomi Raharja",
    "Bank Windu Kentjana Internasional",
    "Bank Antar Daerah",
    "Bank Rabobank International Indonesia",
    "Bank Nusantara Parahyangan (BNP)",
    "Bank Metro Ekspres",
    "Bank BTPN",
    "Bank Syariah BRI",
    "Bank BNI Syariah",
    "Bank Syariah Mandiri",
    "Bank Bukopin",
    "Bank Yudha Bhakti",
    "Bank Rakyat Indonesia Agroniaga",
    "Bank Royal Indonesia",
    "Bank Artos Indonesia",
    "Bank Harda International",
    "Bank Maybank Syariah Indonesia",
    "Bank Commonwealth",
    "Bank Agris",
    "Bank Mitraniaga",
    "Centratama Nasional Bank",
    "Bank Sumitomo Mitsui Indonesia",
    "BII Unit Syariah",
)
