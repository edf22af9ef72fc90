# usage: memos.sh harmless|break -- memos' style: each dialect's LATEST.sql and an upgrade script in a new version folder
for dialect in mysql postgres sqlite; do
  d=store/migration/$dialect; mkdir -p $d/0.32
  if [ "$1" = harmless ]; then
    perl -0pi -e 's/((?:`payload` JSON NOT NULL|payload JSONB NOT NULL DEFAULT .\{\}.|payload TEXT NOT NULL DEFAULT .\{\}.))\n\);/$1,\n  location TEXT\n);/' $d/LATEST.sql
    printf 'ALTER TABLE memo ADD COLUMN location TEXT;\n' > $d/0.32/00__memo_location.sql
  else
    perl -0pi -e 's/\n  `?content`? TEXT NOT NULL,//' $d/LATEST.sql
    printf 'ALTER TABLE memo DROP COLUMN content;\n' > $d/0.32/00__memo_drop_content.sql
  fi
done
