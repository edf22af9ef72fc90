package com.example.music.data

/** The plan an account pays for. */
enum class SubscriptionTier(val monthlyCents: Int) {
    FREE(0),
    PREMIUM(999),
    FAMILY(1599);

    val isPaid: Boolean get() = monthlyCents > 0
}

/** Rows of a join table, keyed by both ids. */
@androidx.room.Entity(
    tableName = "playlist_tracks",
    primaryKeys = ["playlist_id", "track_id"],
)
data class PlaylistTrackCrossRef(
    @androidx.room.ColumnInfo(name = "playlist_id") val playlistId: Long,
    @androidx.room.ColumnInfo(name = "track_id") val trackId: Long,
    val position: Int,
)
