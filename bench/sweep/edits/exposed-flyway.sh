# usage: exposed-flyway.sh harmless|break -- a Flyway migration beside the Kotlin domain class it maps
d=src/main/resources/db/migration
if [ "$1" = harmless ]; then
  printf 'alter table users add column nickname varchar(255);\n' > $d/V2__users_nickname.sql
  perl -0pi -e 's/(\n        val bio: String\?)/\n        val nickname: String? = null,$1/' src/main/kotlin/io/realworld/user/domain/User.kt
else
  printf 'alter table articles alter column title type varchar(64);\n' > $d/V2__articles_title_shorter.sql
fi
