-- 2020-01-15: status becomes an enum; existing rows are mapped first.
CREATE TYPE order_status AS ENUM ('new', 'paid', 'shipped');

UPDATE orders SET status = 'new' WHERE status NOT IN ('new', 'paid', 'shipped');

ALTER TABLE orders
    ALTER COLUMN status DROP DEFAULT,
    ALTER COLUMN status TYPE order_status USING status::order_status,
    ALTER COLUMN status SET DEFAULT 'new';
