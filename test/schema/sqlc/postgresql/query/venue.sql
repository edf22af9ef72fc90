-- name: GetVenue :one
SELECT * FROM venue WHERE slug = $1 AND city = $2;

-- name: CreateVenue :one
INSERT INTO venue (slug, status, city) VALUES ($1, $2, $3) RETURNING id;

-- name: ListVenues :many
SELECT * FROM venue WHERE city = sqlc.arg(city) ORDER BY slug;
