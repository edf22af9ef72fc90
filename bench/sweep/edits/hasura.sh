# usage: hasura.sh harmless|break -- a Hasura console migration (folder with up.sql and down.sql)
d=hasura/migrations/1740000000000_sweep_$1; mkdir -p $d
if [ "$1" = harmless ]; then
  printf 'alter table "public"."persons" add column "nickname" text\n null;\n' > $d/up.sql
  printf 'alter table "public"."persons" drop column "nickname";\n' > $d/down.sql
else
  printf 'alter table "public"."persons" drop column "family_name" cascade;\n' > $d/up.sql
  printf 'alter table "public"."persons" add column "family_name" text;\n' > $d/down.sql
fi
