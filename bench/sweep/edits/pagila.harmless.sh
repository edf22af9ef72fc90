perl -0pi -e 's/(CREATE TABLE public\.customer \(.*?)\n\);/$1,\n    nickname text\n);/s' pagila-schema.sql
