# usage: hexpm.sh harmless|break -- an Ecto migration and the structure.sql it dumps
v=20260901000000
if [ "$1" = harmless ]; then
  printf 'defmodule Hexpm.RepoBase.Migrations.AddNicknameToUsers do\n  use Ecto.Migration\n\n  def change do\n    alter table(:users) do\n      add :nickname, :text\n    end\n  end\nend\n' > priv/repo/migrations/${v}_add_nickname_to_users.exs
  perl -0pi -e 's/(CREATE TABLE public\.users \(.*?)\n\);/$1,\n    nickname text\n);/s' priv/repo/structure.sql
else
  printf 'defmodule Hexpm.RepoBase.Migrations.RemoveMetaFromPackages do\n  use Ecto.Migration\n\n  def change do\n    alter table(:packages) do\n      remove :meta\n    end\n  end\nend\n' > priv/repo/migrations/${v}_remove_meta_from_packages.exs
  perl -0pi -e 's/(CREATE TABLE public\.packages \(.*?)\n    meta jsonb NOT NULL,/$1/s' priv/repo/structure.sql
fi
printf 'INSERT INTO public."schema_migrations" (version) VALUES (%s);\n' $v >> priv/repo/structure.sql
