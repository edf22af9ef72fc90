for d in riverdriver/riverpgxv5/migration/main riverdriver/riverdatabasesql/migration/main; do
  printf 'ALTER TABLE /* TEMPLATE: schema */river_queue ALTER COLUMN metadata TYPE text;\n' > $d/008_queue_metadata_text.up.sql
  printf 'ALTER TABLE /* TEMPLATE: schema */river_queue ALTER COLUMN metadata TYPE jsonb USING metadata::jsonb;\n' > $d/008_queue_metadata_text.down.sql
done
