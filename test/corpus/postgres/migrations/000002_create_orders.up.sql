-- 2019-03-20
CREATE TABLE orders (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id),
    total numeric(10, 2) NOT NULL,
    status varchar(20) NOT NULL DEFAULT 'new',
    created_at timestamp NOT NULL DEFAULT now()
);

CREATE INDEX orders_user_id_idx ON orders (user_id);
