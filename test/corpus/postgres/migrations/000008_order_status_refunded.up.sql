-- 2022-04-19
ALTER TYPE order_status ADD VALUE IF NOT EXISTS 'refunded' AFTER 'shipped';
