# usage: jhipster.sh harmless|break -- a JPA entity change with its Liquibase changelog
e=src/main/java/io/github/jhipster/sample/domain/BankAccount.java
c=src/main/resources/config/liquibase/changelog/20260901000000_sweep_BankAccount.xml
if [ "$1" = harmless ]; then
  perl -0pi -e 's/(    private BigDecimal balance;\n)/$1\n    \@Column(name = "nickname")\n    private String nickname;\n/' $e
  printf '<?xml version="1.0" encoding="utf-8"?>\n<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">\n    <changeSet id="20260901000000-1" author="sweep">\n        <addColumn tableName="bank_account">\n            <column name="nickname" type="varchar(255)"/>\n        </addColumn>\n    </changeSet>\n</databaseChangeLog>\n' > $c
else
  perl -0pi -e 's/    \@NotNull\n    \@Column\(name = "balance", precision = 21, scale = 2, nullable = false\)\n    private BigDecimal balance;\n//' $e
  printf '<?xml version="1.0" encoding="utf-8"?>\n<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">\n    <changeSet id="20260901000000-1" author="sweep">\n        <dropColumn tableName="bank_account" columnName="balance"/>\n    </changeSet>\n</databaseChangeLog>\n' > $c
fi
