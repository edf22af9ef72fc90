DROP VIEW order_summary;
