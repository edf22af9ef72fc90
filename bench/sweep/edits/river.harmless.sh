for d in riverdriver/riverpgxv5/migration/main riverdriver/riverdatabasesql/migration/main; do
  printf -- '-- An operator note on a queue.\nALTER TABLE /* TEMPLATE: schema */river_queue ADD COLUMN note text;\n' > $d/008_queue_note.up.sql
  printf 'ALTER TABLE /* TEMPLATE: schema */river_queue DROP COLUMN note;\n' > $d/008_queue_note.down.sql
done
