CREATE TABLE venues (
    id          SERIAL primary key,
    legacy_code text,
    status      ENUM('open', 'closed') not null COMMENT 'Venues are open or closed',
    slug        text not null,
    city        varchar(255) not null references city(slug),
    capacity    int
) COMMENT='Places where music happens';
