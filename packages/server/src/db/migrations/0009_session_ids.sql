-- A session is named in the API by this id, never by its cookie or the cookie's hash.
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
