package com.example.music.data

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/**
 * What the player reports to the analytics endpoint.
 *
 * @property trackId the track that played
 */
@Serializable
data class PlaybackEvent(
    @SerialName("event_id") val eventId: String,
    @SerialName("track_id") val trackId: Long,
    @SerialName("playlist_id") val playlistId: Long? = null,
    @SerialName("position_ms") val positionMs: Long,
    val source: PlaybackSource,
    val device: DeviceInfo,
    val context: Map<String, String> = emptyMap(),
)

@Serializable
enum class PlaybackSource {
    @SerialName("library") LIBRARY,
    @SerialName("search") SEARCH,
    @SerialName("radio") RADIO,
}

@Serializable
data class DeviceInfo(
    val model: String,
    @SerialName("os_version") val osVersion: String,
    val offline: Boolean,
)
