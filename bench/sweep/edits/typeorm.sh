# usage: typeorm.sh harmless|break -- a TypeORM entity change (synchronize or a generated migration applies it)
f=src/user/user.entity.ts
if [ "$1" = harmless ]; then
  perl -0pi -e "s/(  \@Column\(\{default: ''\}\)\n  image: string;\n)/\$1\n  \@Column({ nullable: true })\n  nickname: string;\n/" $f
else
  perl -0pi -e 's/  \@Column\(\)\n  username: string;\n\n//' $f
fi
