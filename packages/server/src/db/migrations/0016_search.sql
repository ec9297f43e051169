-- The header search: an order by the merchant's order id (across merchants, for admins), a user
-- by the start of the name, a requisite by the last four digits of its card, phone or account.
CREATE INDEX orders_merchant_order_id_search_idx ON orders (merchant_order_id text_pattern_ops);
CREATE INDEX users_username_search_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX requisites_card_last_digits_idx ON requisites ((right(attributes ->> 'card_number', 4)));
CREATE INDEX requisites_phone_last_digits_idx ON requisites ((right(attributes ->> 'phone', 4)));
CREATE INDEX requisites_account_last_digits_idx ON requisites ((right(attributes ->> 'account_number', 4)));
