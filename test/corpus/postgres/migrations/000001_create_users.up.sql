-- 2019-03-11: the first schema of the shop, golang-migrate layout (up/down pairs).
CREATE TABLE users (
    id serial PRIMARY KEY,
    email varchar(255) NOT NULL UNIQUE,
    name varchar(100),
    created_at timestamp NOT NULL DEFAULT now()
);
