-- A trader with no insurance amount (or 0) owes nothing: before this, such a trader was locked
-- out behind the insurance modal for ever. Nothing moves in the ledger: nothing was due.
UPDATE trader_profiles
   SET insurance_paid = true
 WHERE NOT insurance_paid
   AND (insurance_payment_amount IS NULL OR insurance_payment_amount = 0);
