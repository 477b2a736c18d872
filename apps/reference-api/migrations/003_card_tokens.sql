-- The secure card fields' vault (wallet spec §7: the hosted form "returns a checkoutId"). A card
-- number and CVV typed into the hosted frame become a short-lived low-value token; only what a
-- receipt may show is kept (brand, first six, last four, expiry) and a keyed fingerprint of the
-- number, so duplicates and the documented test cards can be told apart without storing it.
CREATE TABLE card_tokens (
  token_hash text PRIMARY KEY,
  -- 'card': number, expiry and CVV (add card); 'cvv': the CVV alone (edit card).
  kind text NOT NULL CHECK (kind IN ('card', 'cvv')),
  brand text,
  first_six text,
  last_four text,
  expiration_month text,
  expiration_year text,
  pan_fingerprint text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- A token pays for one add or edit: it is spent when a wallet call accepts it.
  used_at timestamptz
);
