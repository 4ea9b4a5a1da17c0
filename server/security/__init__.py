"""Pengaturan: the signed-in customer's security settings (security.md, ASVS 6.2.3, 7.4.3,
7.5.1). Confirming the current password opens ONE route for a few minutes, kept by the server
(:mod:`.confirmations`); with it the password is changed under the sign-in's rules, ending
every other session (:mod:`.password_change`), or the recovery e-mail is changed with a code
sent to the new address (:mod:`.recovery_email`). The settings page lists the account's
live sessions by device and place, and ends any other one (:mod:`.overview`)."""
