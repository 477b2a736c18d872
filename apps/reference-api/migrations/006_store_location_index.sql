-- The store search reads only the stores inside a bounding box around the origin
-- (src/stores/findStores.ts) instead of the whole table: this index finds them by latitude, then
-- longitude. Runs unchanged on PGlite and PostgreSQL 13+.
CREATE INDEX stores_lat_lng ON stores (lat, lng);
