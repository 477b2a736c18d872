-- Checkouts (checkout spec §3 "Checkout", §7 "Create checkout (v2)"): an order being paid for, made
-- from a reserved time (a promise) and the cart's lines. A draft until it is activated.
CREATE TABLE checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  promise_id uuid NOT NULL REFERENCES promises (id) ON DELETE CASCADE,
  modality_type text NOT NULL,
  line_items jsonb NOT NULL,
  status text NOT NULL,
  version_key integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX checkouts_shopper_id ON checkouts (shopper_id);
