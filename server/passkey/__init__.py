"""Passkeys (WebAuthn, docs/product.md P13): a customer registers passkeys from Pengaturan
after a live password confirmation for ``manage-passkeys`` (:mod:`.registration`), lists
and removes them, and signs in with one instead of the password and one-time code
(:mod:`.signin`): a discoverable credential, user verification required, so the passkey
names the account itself. Every add and removal is told by e-mail (:mod:`.notices`)."""
