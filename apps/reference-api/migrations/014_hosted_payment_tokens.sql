-- The hosted payment page's tokens (wallet spec §7, "a silent acquisition of an access token for the
-- hosted payment page"): a session's shopper asks for one with the session's access token, and the
-- page presents it, with the application id WEB HOSTED PAYMENT PAGE, to the payment calls alone
-- (src/auth/hostedPaymentTokens.ts). SHA-256 of the opaque token, as for the sessions; ending the
-- session (sign-out, refresh-token reuse) drops its tokens.
CREATE TABLE hosted_payment_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hosted_payment_tokens_session_id ON hosted_payment_tokens (session_id);
