-- 2020-06-30
ALTER TABLE users RENAME COLUMN name TO full_name;
