-- 2023-05-22: order ids outgrow integer.
ALTER TABLE order_items DROP CONSTRAINT order_items_order_id_fkey;
ALTER TABLE orders ALTER COLUMN id TYPE bigint;
ALTER TABLE order_items ALTER COLUMN order_id TYPE bigint;
ALTER TABLE order_items
    ADD CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE;
