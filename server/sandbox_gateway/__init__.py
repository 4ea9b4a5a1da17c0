"""The sandbox payment gateway: an outside system that lives in this process for development
and tests, behaving like the Midtrans or Xendit sandboxes (virtual accounts, QRIS, e-wallet
links, signed notifications with retries, expiry), with its own table and a simulator at
/sandbox-gateway/. It knows the portal only through the gateway port
(:mod:`server.payment_gateway`: the adapter protocol and the signed notification)."""
