"""The policies' ledger: every money movement of a policy (premiums, top-ups, withdrawals,
claim payouts, fees) as one row. Areas that move money book here (payment settlement today;
claims and refunds later); the transaction history reads it. Below those areas, so that none
of them depends on another to book or read."""
