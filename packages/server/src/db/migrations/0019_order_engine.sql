-- The order engine: reasons the system writes are codes with parameters (shown in the reader's
-- language); a person's reason stays as typed. A merchant's create request is claimed with a lease,
-- so a request whose process died can be taken over instead of blocking its id for ever.

ALTER TABLE order_history ADD COLUMN reason_code text;
ALTER TABLE order_history ADD COLUMN reason_params jsonb;

UPDATE order_history SET reason_code = 'created', reason = NULL WHERE reason = 'created' AND actor_id IS NOT NULL AND from_status IS NULL;
UPDATE order_history SET reason_code = 'expired', reason = NULL WHERE reason = 'expired' AND job = 'order-expiry';
UPDATE order_history SET reason_code = 'dispute_window_closed', reason = NULL WHERE reason = 'dispute window closed' AND job = 'order-done';
UPDATE order_history SET reason_code = 'customer_says_paid', reason = NULL WHERE reason = 'the customer says it is paid' AND actor_id IS NULL;
UPDATE order_history SET reason_code = 'canceled_by_merchant', reason = NULL WHERE reason = 'canceled by the merchant';
UPDATE order_history SET reason_code = 'confirmed', reason = NULL WHERE reason = 'confirmed' AND to_status = 'paid';
UPDATE order_history SET reason_code = 'received', reason_params = jsonb_build_object('amount', substr(reason, 10)), reason = NULL
 WHERE reason LIKE 'received %' AND to_status = 'paid';
UPDATE order_history
   SET reason_code = 'partner_reported',
       reason_params = jsonb_build_object('partner', split_part(reason, ' reports it ', 1), 'status', split_part(reason, ' reports it ', 2)),
       reason = NULL
 WHERE job = 'partner-status' AND reason LIKE '% reports it %';

-- Each attempt in `attempts` carries `reason_code` and `reason_params`; `reason_codes` are the distinct
-- codes of the refusal, which the list filters by. Rows written before keep their text.
ALTER TABLE unprocessed_orders ADD COLUMN reason_codes text[] NOT NULL DEFAULT '{}';
ALTER TABLE unprocessed_orders ADD COLUMN reason_params jsonb;
ALTER TABLE unprocessed_orders ALTER COLUMN reason DROP NOT NULL;

ALTER TABLE merchant_requests ADD COLUMN claim_id uuid;
ALTER TABLE merchant_requests ADD COLUMN lease_until timestamptz;
