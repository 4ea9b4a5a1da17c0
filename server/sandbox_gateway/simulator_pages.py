"""The sandbox dashboard's HTML (server-rendered, no script, every value escaped)."""

from __future__ import annotations

from datetime import datetime
from html import escape

from server.clock import WIB
from server.sandbox_gateway.sandbox import ChargeView

NAMES = {
    "VA_BCA": "BCA Virtual Account", "VA_MANDIRI": "Mandiri Virtual Account",
    "VA_BNI": "BNI Virtual Account", "VA_BRI": "BRI Virtual Account",
    "VA_PERMATA": "Permata Virtual Account", "QRIS": "QRIS", "GOPAY": "GoPay", "OVO": "OVO",
    "DANA": "DANA", "SHOPEEPAY": "ShopeePay",
}  # fmt: skip
STATUS = {
    "PENDING": ("Menunggu", "wait"), "SETTLED": ("Dibayar", "ok"),
    "EXPIRED": ("Kedaluwarsa", "off"), "FAILED": ("Gagal", "bad"),
    "CANCELLED": ("Dibatalkan", "off"), "REFUNDED": ("Dikembalikan", "off"),
}  # fmt: skip

STYLE = """
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,
sans-serif;background:#f3f5f9;color:#1d2433}header{background:#0d47a1;color:#fff;padding:14px 16px}
header h1{margin:0;font-size:1.15rem}header p{margin:2px 0 0;opacity:.85;font-size:.85rem}
main{max-width:1100px;margin:0 auto;padding:16px}.note{padding:10px 12px;border-radius:8px;
margin:0 0 14px}.note.ok{background:#e3f4e8;color:#14532d}.note.bad{background:#fde8e8;
color:#7f1d1d}.panel{background:#fff;border-radius:10px;padding:14px;margin-bottom:16px;
box-shadow:0 1px 3px rgba(0,0,0,.08)}.panel h2{margin:0 0 10px;font-size:1rem}
form.inline{display:flex;gap:8px;flex-wrap:wrap}input[type=text]{flex:1 1 220px;padding:9px 10px;
border:1px solid #c5cbd6;border-radius:8px;font-size:1rem;font-family:ui-monospace,monospace}
button{border:0;border-radius:8px;padding:9px 14px;font-size:.95rem;cursor:pointer;
font-weight:600}.pay{background:#1b7f3b;color:#fff}.fail{background:#b42318;color:#fff}
.expire{background:#e9ecf2;color:#1d2433}.grid{display:grid;gap:12px;
grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}.card{background:#fff;border-radius:10px;
padding:14px;box-shadow:0 1px 3px rgba(0,0,0,.08);display:flex;flex-direction:column;gap:6px}
.card .top{display:flex;justify-content:space-between;align-items:center;gap:8px}
.method{font-weight:700}.badge{font-size:.78rem;padding:2px 8px;border-radius:99px;font-weight:600}
.badge.wait{background:#fff4d6;color:#7a4b00}.badge.ok{background:#e3f4e8;color:#14532d}
.badge.bad{background:#fde8e8;color:#7f1d1d}.badge.off{background:#eceff3;color:#4b5563}
.amount{font-size:1.3rem;font-weight:700}.muted{color:#5b6475;font-size:.85rem}
.code{font-family:ui-monospace,monospace;font-size:1.05rem;letter-spacing:.04em;word-break:break-all}
details summary{cursor:pointer;color:#0d47a1}details .code{font-size:.75rem}
.actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:6px}.empty{color:#5b6475}
.wallet{max-width:420px;margin:24px auto}.wallet .amount{font-size:1.8rem}
"""


def rupiah(amount: int) -> str:
    """Rp 1.250.000 (the sandbox formats its own pages)."""
    return "Rp " + f"{amount:,}".replace(",", ".")


def _when(value: datetime) -> str:
    return f"{value.astimezone(WIB):%d/%m/%Y %H.%M} WIB"


def page(
    title: str,
    body: str,
    subtitle: str = "Simulator gateway pembayaran (sandbox), hanya untuk pengembangan",
) -> str:
    return (
        '<!doctype html><html lang="id"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>"
        f"<header><h1>{escape(title)}</h1><p>{escape(subtitle)}</p></header>"
        f"<main>{body}</main></body></html>"
    )


def notice(message: str | None, ok: bool) -> str:
    if not message:
        return ""
    return f'<p class="note {"ok" if ok else "bad"}" role="status">{escape(message)}</p>'


def _instructions(c: ChargeView) -> str:
    if c.va_number:
        return (
            '<div class="muted">Nomor virtual account</div>'
            f'<div class="code">{escape(c.va_number)}</div>'
        )
    if c.qr_string:
        return (
            "<details><summary>Payload QRIS</summary>"
            f'<div class="code">{escape(c.qr_string)}</div></details>'
        )
    if c.checkout_url:
        return f'<a href="{escape(c.checkout_url)}">Buka halaman dompet digital</a>'
    return ""


def _actions(c: ChargeView) -> str:
    base = f"/sandbox-gateway/charges/{escape(c.gateway_txn_id)}"
    if c.status in ("CANCELLED", "EXPIRED"):  # a bank's transfer may still land
        buttons: tuple[tuple[str, str, str], ...] = (("late-pay", "pay", "Bayar terlambat"),)
    elif c.status == "PENDING":
        buttons = (("pay", "pay", "Bayar"), ("fail", "fail", "Gagalkan"),
                   ("expire", "expire", "Kedaluwarsakan"))  # fmt: skip
    else:
        return ""
    forms = "".join(
        f'<form method="post" action="{base}/{action}"><button class="{cls}" type="submit">'
        f"{label}</button></form>"
        for action, cls, label in buttons
    )
    return f'<div class="actions">{forms}</div>'


def _card(c: ChargeView) -> str:
    label, tone = STATUS[c.status]
    return (
        '<article class="card"><div class="top">'
        f'<span class="method">{escape(NAMES.get(c.method, c.method))}</span>'
        f'<span class="badge {tone}">{label}</span></div>'
        f'<div class="amount">{rupiah(c.amount)}</div>'
        f'<div class="muted">Order {escape(c.order_id)} · {escape(c.customer_name)}</div>'
        f"{_instructions(c)}"
        f'<div class="muted">Berlaku sampai {_when(c.expires_at)}</div>'
        f'<div class="muted">Transaksi {escape(c.gateway_txn_id)}</div>'
        f"{_actions(c)}</article>"
    )


def dashboard(charges: list[ChargeView], message: str | None, ok: bool) -> str:
    va_form = (
        '<section class="panel"><h2>Bayar virtual account</h2>'
        '<form class="inline" method="post" action="/sandbox-gateway/va">'
        '<label class="muted" for="va" style="flex-basis:100%">Nomor virtual account (16 digit)'
        '</label><input id="va" name="va_number" type="text" inputmode="numeric" '
        'pattern="[0-9]{10,20}" maxlength="20" required autocomplete="off">'
        '<button class="pay" type="submit">Bayar virtual account</button></form></section>'
    )
    cards = "".join(_card(c) for c in charges)
    listing = (
        f'<div class="grid">{cards}</div>' if cards else '<p class="empty">Belum ada transaksi.</p>'
    )
    body = notice(message, ok) + va_form + '<h2 style="font-size:1rem">Transaksi</h2>' + listing
    return page("Sandbox Payment Gateway", body)


def checkout(c: ChargeView, message: str | None, ok: bool) -> str:
    label, tone = STATUS[c.status]
    name = NAMES.get(c.method, c.method)
    actions = ""
    if c.status == "PENDING":
        base = f"/sandbox-gateway/checkout/{escape(c.gateway_txn_id)}"
        actions = (
            '<div class="actions">'
            f'<form method="post" action="{base}/pay"><button class="pay" type="submit">Bayar'
            f'</button></form><form method="post" action="{base}/cancel"><button class="expire" '
            'type="submit">Batalkan</button></form></div>'
        )
    body = (
        f'<div class="wallet">{notice(message, ok)}<section class="card">'
        f'<div class="top"><span class="method">{escape(name)}</span>'
        f'<span class="badge {tone}">{label}</span></div>'
        '<div class="muted">Pembayaran kepada</div><div class="method">ASURANSI JIWA SENTOSA</div>'
        f'<div class="amount">{rupiah(c.amount)}</div>'
        f'<div class="muted">Order {escape(c.order_id)}</div>'
        f'<div class="muted">Bayar sebelum {_when(c.expires_at)}</div>{actions}</section></div>'
    )
    return page(name, body, "Halaman pembayaran dompet digital (sandbox)")
