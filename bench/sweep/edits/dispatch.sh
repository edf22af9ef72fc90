# usage: dispatch.sh harmless|break -- an SQLAlchemy model change (and its Alembic revision)
m=src/dispatch/case/models.py
r=src/dispatch/database/revisions/tenant/versions/2026-09-01_sweep0000001.py
mkdir -p $(dirname $r)
if [ "$1" = harmless ]; then
  perl -0pi -e 's/(    participants_location = Column\(String\)\n)/$1    external_ref = Column(String)\n/' $m
  printf '"""Adds external_ref to case.\n\nRevision ID: sweep0000001\n"""\nfrom alembic import op\nimport sqlalchemy as sa\n\nrevision = "sweep0000001"\n\n\ndef upgrade():\n    op.add_column("case", sa.Column("external_ref", sa.String(), nullable=True))\n\n\ndef downgrade():\n    op.drop_column("case", "external_ref")\n' > $r
else
  perl -0pi -e 's/    title = Column\(String, nullable=False\)\n//' $m
  printf '"""Drops case.title.\n\nRevision ID: sweep0000001\n"""\nfrom alembic import op\n\nrevision = "sweep0000001"\n\n\ndef upgrade():\n    op.drop_column("case", "title")\n' > $r
fi
