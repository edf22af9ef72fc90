--liquibase formatted sql

--changeset inventory:004-1
CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    table_name varchar(64) NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    payload jsonb
);
--rollback DROP TABLE audit_log;

--changeset inventory:004-2 dbms:mysql
ALTER TABLE audit_log MODIFY payload json;
--rollback ALTER TABLE audit_log MODIFY payload text;
