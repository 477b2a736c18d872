-- The cart an order was made from (checkout spec §7 "Create checkout (v2)": cartId), answered with
-- the checkout so that a storefront clears that cart, not another device's, once the order is
-- placed. Null for a create call that named none; it never changes after.
ALTER TABLE checkouts ADD COLUMN cart_id text;
