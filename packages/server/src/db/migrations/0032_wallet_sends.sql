-- Which of our addresses sends a withdrawal, chosen when it is approved: the on-chain USDT of an
-- address, less what its approved sends still carry, is what it may send next.
ALTER TABLE withdrawals ADD COLUMN source_address text;
CREATE INDEX withdrawals_in_flight_idx ON withdrawals (source_address) WHERE status = 'approved';

-- What the chain said an address holds, last time it was asked (the reconciliation job), and
-- whether it differed from what the platform believes the address holds.
ALTER TABLE deposit_addresses ADD COLUMN chain_balance bigint;
ALTER TABLE deposit_addresses ADD COLUMN chain_checked_at timestamptz;
ALTER TABLE deposit_addresses ADD COLUMN drift_reported bigint;
