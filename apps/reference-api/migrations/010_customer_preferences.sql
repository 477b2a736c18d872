-- Customer preferences (scheduling spec §7): one value per shopper and name, changed under its
-- version key.
CREATE TABLE customer_preferences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  version_key integer NOT NULL,
  user_set boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (shopper_id, name)
);
