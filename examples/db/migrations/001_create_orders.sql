CREATE TABLE orders (
  id          bigserial PRIMARY KEY,
  customer_id bigint NOT NULL,
  status      varchar(32) NOT NULL DEFAULT 'new',
  total       numeric(12, 2) NOT NULL,
  currency    char(3) NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN orders.total IS 'Order total in the order currency';
