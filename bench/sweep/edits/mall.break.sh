perl -0pi -e 's/(CREATE TABLE `pms_brand`.*?)`product_count` int\(11\)/$1`product_count` varchar(32)/s' document/sql/mall.sql
