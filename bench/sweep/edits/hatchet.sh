# usage: hatchet.sh harmless|break -- a goose migration, and the schema file kept beside it
f=cmd/hatchet-migrate/migrate/migrations/20260901000000_v1_0_148.sql
if [ "$1" = harmless ]; then
  printf -- '-- +goose Up\n-- +goose StatementBegin\nALTER TABLE "Worker" ADD COLUMN "nickname" TEXT;\n-- +goose StatementEnd\n\n-- +goose Down\n-- +goose StatementBegin\nALTER TABLE "Worker" DROP COLUMN "nickname";\n-- +goose StatementEnd\n' > $f
  perl -0pi -e 's/(CREATE TABLE "Worker" \(\n(?:.*\n)*?    "name" TEXT NOT NULL,\n)/$1    "nickname" TEXT,\n/' sql/schema/v0.sql
else
  printf -- '-- +goose Up\n-- +goose StatementBegin\nALTER TABLE "Worker" DROP COLUMN "name";\n-- +goose StatementEnd\n\n-- +goose Down\n-- +goose StatementBegin\nALTER TABLE "Worker" ADD COLUMN "name" TEXT;\n-- +goose StatementEnd\n' > $f
  perl -0pi -e 's/(CREATE TABLE "Worker" \(\n(?:.*\n)*?)    "name" TEXT NOT NULL,\n/$1/' sql/schema/v0.sql
fi
