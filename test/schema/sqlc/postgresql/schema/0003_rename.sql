ALTER TABLE venues RENAME TO venue;
ALTER TABLE venue ADD COLUMN opened_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE venue DROP COLUMN legacy_code;
