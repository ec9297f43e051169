-- Pay-outs were stored without their recipient's bank; the payment option the recipient names holds it.
UPDATE orders o
   SET payment_details = jsonb_set(o.payment_details, '{bank}', to_jsonb(po.bank))
  FROM payment_options po
 WHERE o.direction = 'pay_out'
   AND o.payment_details ->> 'bank' IS NULL
   AND po.slug = o.payment_details ->> 'payment_option';
