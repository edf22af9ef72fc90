-- 2024-07-30: a reporting view.
CREATE VIEW order_summary AS
SELECT o.id, u.email, o.status, o.total_cents, count(i.product_id) AS items
FROM orders o
JOIN users u ON u.id = o.user_id
LEFT JOIN order_items i ON i.order_id = o.id
GROUP BY o.id, u.email;
