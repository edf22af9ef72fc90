package com.example.music.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.ForeignKey
import androidx.room.Index
import androidx.room.PrimaryKey
import java.time.Instant

/**
 * A playlist the user made, one row of the `playlists` table.
 */
@Entity(
    tableName = "playlists",
    indices = [Index(value = ["owner_id", "title"], unique = true)],
    foreignKeys = [
        ForeignKey(
            entity = UserEntity::class,
            parentColumns = ["id"],
            childColumns = ["owner_id"],
            onDelete = ForeignKey.CASCADE,
        ),
    ],
)
data class PlaylistEntity(
    @PrimaryKey(autoGenerate = true)
    val id: Long = 0,
    /** Shown in the library; unique per owner. */
    val title: String,
    @ColumnInfo(name = "owner_id", index = true)
    val ownerId: Long,
    @ColumnInfo(name = "cover_url")
    val coverUrl: String? = null,
    val visibility: Visibility = Visibility.PRIVATE,
    @ColumnInfo(name = "created_at")
    val createdAt: Instant,
    @ColumnInfo(name = "track_count", defaultValue = "0")
    val trackCount: Int = 0,
)

/** Who can see a playlist. */
enum class Visibility {
    PRIVATE,
    FOLLOWERS,
    PUBLIC,
}
