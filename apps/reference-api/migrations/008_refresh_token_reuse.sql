-- Refresh-token rotation with reuse detection (OAuth 2.0 Security BCP): a session is one token
-- family, every refresh token it rotated out is remembered, and presenting one again revokes the
-- session. Replaces 005's 30-second reuse window, in which a stolen token still worked.
CREATE TABLE spent_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  spent_at timestamptz NOT NULL
);
CREATE INDEX spent_refresh_tokens_session_id ON spent_refresh_tokens (session_id);
ALTER TABLE sessions DROP COLUMN previous_refresh_token_hash;
ALTER TABLE sessions DROP COLUMN previous_refresh_valid_until;
