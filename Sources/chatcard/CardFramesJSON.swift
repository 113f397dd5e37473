import ChatCard
import Foundation

/// `chatcard render --layout-json`: a card's element frames as JSON, nothing drawn. Coordinates are card
/// points, origin top-left.
struct CardFramesJSON: Encodable {
    struct Element: Encodable {
        var kind: String
        var message: Int?
        var x, y, width, height: Double
        var text: String?
        var style: String?
    }

    struct Extent: Encodable { var width, height: Double }

    var size: Extent
    var scale: Double
    var elements: [Element]

    init(_ card: CardFrames) {
        size = Extent(width: card.size.width, height: card.size.height)
        scale = card.scale
        elements = card.frames.map { f in
            let r = f.element.rect
            return Element(kind: f.element.kind.rawValue, message: f.message, x: r.minX, y: r.minY, width: r.width,
                           height: r.height, text: f.element.text, style: f.element.style)
        }
    }
}
