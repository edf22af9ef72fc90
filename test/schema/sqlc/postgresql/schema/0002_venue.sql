CREATE TYPE venue_status AS ENUM ('open', 'closed');

CREATE TABLE venues (
    id          SERIAL PRIMARY KEY,
    legacy_code text,
    status      venue_status NOT NULL,
    slug        text NOT NULL,
    city        text NOT NULL REFERENCES city(slug),
    tags        text[]
);
COMMENT ON COLUMN venues.slug IS 'Appears in public URLs';
