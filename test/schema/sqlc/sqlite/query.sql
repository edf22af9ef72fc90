-- name: GetCity :one
SELECT * FROM city WHERE slug = ?1;
