perl -0pi -e 's/(CREATE TABLE public\.customer \(.*?)\n    last_name text NOT NULL,/$1/s' pagila-schema.sql
