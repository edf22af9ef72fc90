import Foundation

/// An episode of a podcast, as the catalogue API returns it.
public struct Episode: Codable, Identifiable, Hashable {
    public let id: UUID
    public let title: String
    /// Plain-text summary; HTML stripped.
    public let summary: String?
    public let duration: TimeInterval
    public let publishedAt: Date
    public let audioURL: URL
    public let explicit: Bool
    public let season: Int?
    public let number: Int?
    public let chapters: [Chapter]
    public let kind: EpisodeKind

    /// Whether the app has downloaded it; never sent.
    public var isDownloaded: Bool { false }

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case summary
        case duration = "duration_seconds"
        case publishedAt = "published_at"
        case audioURL = "audio_url"
        case explicit
        case season
        case number = "episode_number"
        case chapters
        case kind = "episode_type"
    }
}

/// Full, trailer or bonus, as podcast feeds mark them.
public enum EpisodeKind: String, Codable {
    case full
    case trailer
    case bonus
}
