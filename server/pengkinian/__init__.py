"""Pengkinian Data: a policy holder updates their own data (identity, addresses,
correspondence, work, finances, e-mail, phone). A draft is checked against the rules and the
current data, proved with one-time codes, submitted for review, and applied by staff on
approval in one transaction with an audit trail."""
