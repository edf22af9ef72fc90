import Foundation

/// A show and its feed.
public struct Podcast: Codable {
    public let id: UUID
    public let name: String
    public let author: String
    public let artwork: Artwork?
    public let categories: [String]
    public let latestEpisode: Episode?
    public var subscriberCount: Int64 = 0

    /// Artwork in the sizes the catalogue renders.
    public struct Artwork: Codable {
        public let small: URL
        public let large: URL
        public let dominantColor: String?
    }
}

/// The user's subscription to a show.
final class Subscription: Codable {
    let podcastID: UUID
    let subscribedAt: Date
    var notificationsEnabled: Bool
    var playbackSpeed: Float = 1.0

    init(podcastID: UUID, subscribedAt: Date) {
        self.podcastID = podcastID
        self.subscribedAt = subscribedAt
        self.notificationsEnabled = true
    }
}
