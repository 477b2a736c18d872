-- One use per encrypted PIN (src/secureFields/pinEntry.ts). The PIN widget seals each PIN with the
-- card and shopper it was typed for, an expiry five minutes on and a random nonce; the EBT balance
-- check that accepts it writes the nonce here, in its own transaction, so the same encryptedPin is
-- refused the second time (422 PIN_ALREADY_USED). A nonce is kept until a while after its PIN
-- expired (an expired PIN is refused without looking here), then deleted by a later check.
CREATE TABLE spent_pin_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  spent_at timestamptz NOT NULL
);
CREATE INDEX spent_pin_nonces_expires_at ON spent_pin_nonces (expires_at);
