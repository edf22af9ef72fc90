mkdir -p prisma/migrations/20_drop_website_name
printf -- '-- AlterTable\nALTER TABLE "website" DROP COLUMN "name";\n' > prisma/migrations/20_drop_website_name/migration.sql
