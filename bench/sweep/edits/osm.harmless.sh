printf 'class AddNicknameToUsers < ActiveRecord::Migration[8.0]\n  def change\n    add_column :users, :nickname, :string\n  end\nend\n' > db/migrate/20260701000000_add_nickname_to_users.rb
perl -0pi -e 's/(CREATE TABLE public\.users \(.*?)\n\);/$1,\n    nickname character varying\n);/s; s/(INSERT INTO "schema_migrations" \(version\) VALUES\n)/$1(\x2720260701000000\x27),\n/' db/structure.sql
