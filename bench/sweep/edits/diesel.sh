# usage: diesel.sh harmless|break -- a Diesel migration folder (up.sql + down.sql) and the schema.rs diesel prints
d=migrations/2024-06-01-000000_users_nickname
mkdir -p $d
if [ "$1" = harmless ]; then
  printf 'ALTER TABLE users ADD COLUMN nickname TEXT;\n' > $d/up.sql
  printf 'ALTER TABLE users DROP COLUMN nickname;\n' > $d/down.sql
  perl -0pi -e 's/(    users \(id\) \{\n(?:.*\n)*?        bio -> Nullable<Text>,\n)/$1        nickname -> Nullable<Text>,\n/' src/schema.rs
else
  printf 'ALTER TABLE users DROP COLUMN username;\n' > $d/up.sql
  printf 'ALTER TABLE users ADD COLUMN username TEXT NOT NULL;\n' > $d/down.sql
  perl -0pi -e 's/(    users \(id\) \{\n(?:.*\n)*?)        username -> Text,\n/$1/' src/schema.rs
fi
