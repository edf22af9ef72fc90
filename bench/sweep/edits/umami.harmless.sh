mkdir -p prisma/migrations/20_add_website_note
printf -- '-- AlterTable\nALTER TABLE "website" ADD COLUMN     "note" VARCHAR(500);\n' > prisma/migrations/20_add_website_note/migration.sql
perl -0pi -e 's/(model Website \{\n)/$1  note      String?   \@db.VarChar(500)\n/' prisma/schema.prisma
