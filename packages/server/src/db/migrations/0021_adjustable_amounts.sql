-- A pay-in whose amount the engine adjusted to the nearest amount free on the requisite (the
-- merchant allowed it): `fiat_amount` is what the customer pays, this is what the merchant asked.
ALTER TABLE orders ADD COLUMN requested_fiat_amount bigint CHECK (requested_fiat_amount IS NULL OR requested_fiat_amount > 0);
