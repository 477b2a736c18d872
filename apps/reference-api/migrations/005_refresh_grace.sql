-- Refresh-token rotation with a short reuse window. A page that reloads while its refresh call is in
-- flight never stores the new pair and comes back with the old refresh token; without a window that
-- signs the shopper out (seen in the journeys under load). The window is fixed at rotation time and
-- reuse inside it does not extend it, so a stolen token still dies within seconds.
ALTER TABLE sessions ADD COLUMN previous_refresh_token_hash text;
ALTER TABLE sessions ADD COLUMN previous_refresh_valid_until timestamptz;
