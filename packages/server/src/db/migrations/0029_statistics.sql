-- A wallet's history reads its account's transfers newest first, a page at a time: each side's
-- index ends with the id, so the two sides merge in (created_at, id) order without a sort.
DROP INDEX ledger_transfers_debit_idx;
DROP INDEX ledger_transfers_credit_idx;
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at DESC, id DESC);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at DESC, id DESC);
