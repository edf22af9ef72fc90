-- name: GetVenue :one
SELECT * FROM venue WHERE slug = ? AND city = ?;

-- name: DeleteVenue :exec
DELETE FROM venue WHERE slug = ? LIMIT 1;
