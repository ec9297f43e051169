-- Root is an identity, not a name: one flag set when the account is created (the demo seed, the
-- first admin made with create-admin), never by the API. Renaming an account changes nothing.
ALTER TABLE users ADD COLUMN is_root boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD CONSTRAINT users_root_is_admin CHECK (NOT is_root OR type = 'admin');
CREATE UNIQUE INDEX users_single_root ON users (is_root) WHERE is_root;

-- Existing databases: the oldest admin named root was the root until now.
UPDATE users SET is_root = true
 WHERE id = (SELECT id FROM users WHERE lower(username) = 'root' AND type = 'admin' ORDER BY created_at, id LIMIT 1);
