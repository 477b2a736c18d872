-- The keys a demo or test server generates for itself at first start (production mode takes them
-- from the environment only). Kept in the database so they travel with the fingerprints, PIN
-- hashes and encrypted e-mails made under them, on PGlite and PostgreSQL alike.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
