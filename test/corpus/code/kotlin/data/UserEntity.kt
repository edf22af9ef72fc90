package com.example.music.data

import androidx.room.ColumnInfo
import androidx.room.Embedded
import androidx.room.Entity
import androidx.room.Ignore
import androidx.room.PrimaryKey

/** A signed-in account. */
@Entity(tableName = "users")
data class UserEntity(
    @PrimaryKey
    val id: Long,
    @ColumnInfo(name = "display_name")
    val displayName: String,
    val email: String?,
    @Embedded(prefix = "home_")
    val home: Address?,
    val tier: SubscriptionTier,
    @ColumnInfo(name = "is_verified")
    val isVerified: Boolean = false,
    val tags: List<String> = emptyList(),
) {
    /** Derived on load, not stored. */
    @Ignore
    var initials: String = ""
}

/** A postal address, stored in the columns of the entity that embeds it. */
data class Address(
    val street: String,
    val city: String,
    @ColumnInfo(name = "postal_code")
    val postalCode: String?,
    val country: String = "DE",
)
