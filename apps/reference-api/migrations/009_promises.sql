-- Promises (scheduling spec §3 "Promise (v4)"): a time reserved for a shopper's cart at a store,
-- held until it expires. version_key guards each change: an update names the version it read.
CREATE TABLE promises (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  modality_type text NOT NULL,
  location_id text NOT NULL,
  quote_id text NOT NULL,
  option_id text NOT NULL,
  vendor_id text NOT NULL,
  window_value text NOT NULL,
  time_zone text NOT NULL,
  items jsonb NOT NULL,
  version_key integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX promises_shopper_id ON promises (shopper_id);
