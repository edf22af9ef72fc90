-- 2024-01-08: phone numbers moved to the CRM.
ALTER TABLE users DROP COLUMN IF EXISTS phone;
DROP INDEX IF EXISTS orders_user_id_idx;
CREATE INDEX IF NOT EXISTS orders_user_id_created_at_idx ON orders (user_id, created_at DESC);
