-- 2021-11-09: totals move to integer cents; the old column goes after a backfill.
ALTER TABLE orders ADD COLUMN total_cents bigint;
UPDATE orders SET total_cents = (total * 100)::bigint;
ALTER TABLE orders ALTER COLUMN total_cents SET NOT NULL;
ALTER TABLE orders DROP COLUMN total;
