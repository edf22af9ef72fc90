import Foundation

/// A chapter mark inside an episode.
struct Chapter: Codable, Hashable {
    let title: String
    let start: Double
    let end: Double?
    let imageURL: URL?
    let links: [String: URL]

    private enum CodingKeys: String, CodingKey {
        case title, start, end
        case imageURL = "image_url"
        case links
    }
}
