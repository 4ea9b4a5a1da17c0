"""QRIS payloads (EMVCo Merchant-Presented Mode, as Bank Indonesia's QRIS standard uses it):
tag-length-value fields, a dynamic QR (point of initiation 12) with the amount (tag 54),
ending in a CRC-16/CCITT-FALSE over everything up to and including ``6304`` (tag 63)."""

from __future__ import annotations

MERCHANT_NAME = "ASURANSI JIWA SENTOSA"
MERCHANT_CITY = "JAKARTA"
POSTAL_CODE = "12190"
NMID = "ID1026123456789"  # National Merchant ID of the sandbox merchant
MERCHANT_PAN = "936000140000012345"
MCC_INSURANCE = "6300"
IDR = "360"


def crc16_ccitt_false(data: bytes) -> int:
    """CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection."""
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


def tlv(tag: str, value: str) -> str:
    if not 0 < len(value) <= 99:
        raise ValueError(f"QRIS field {tag} must be 1-99 characters")
    return f"{tag}{len(value):02d}{value}"


def parse(payload: str) -> dict[str, str]:
    """The top-level fields of a payload (tag -> value)."""
    fields: dict[str, str] = {}
    i = 0
    while i < len(payload):
        tag, length = payload[i : i + 2], int(payload[i + 2 : i + 4])
        fields[tag] = payload[i + 4 : i + 4 + length]
        i += 4 + length
    return fields


def with_crc(body: str) -> str:
    head = body + "6304"
    return head + f"{crc16_ccitt_false(head.encode('ascii')):04X}"


def payload(*, amount: int, reference: str, terminal: str = "TMANKU01") -> str:
    merchant_account = (
        tlv("00", "ID.CO.QRIS.WWW") + tlv("01", MERCHANT_PAN) + tlv("02", NMID) + tlv("03", "UBE")
    )
    additional = tlv("01", reference) + tlv("05", reference) + tlv("07", terminal)
    body = (
        tlv("00", "01")
        + tlv("01", "12")
        + tlv("51", merchant_account)
        + tlv("52", MCC_INSURANCE)
        + tlv("53", IDR)
        + tlv("54", str(amount))
        + tlv("58", "ID")
        + tlv("59", MERCHANT_NAME)
        + tlv("60", MERCHANT_CITY)
        + tlv("61", POSTAL_CODE)
        + tlv("62", additional)
    )
    return with_crc(body)


def crc_is_valid(text: str) -> bool:
    if len(text) < 8 or text[-8:-4] != "6304":
        return False
    return f"{crc16_ccitt_false(text[:-4].encode('ascii')):04X}" == text[-4:]
