-- 2019-08-02
ALTER TABLE users ADD COLUMN phone varchar(20);
