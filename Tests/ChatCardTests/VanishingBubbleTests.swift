import Canvas
import Decorations
import Foundation
import Testing
@testable import ChatCard

/// A bubble that would vanish into its card (white on white) gets a hairline without being asked (issue
/// 30 #23); one that stands out does not, and a card's own `bubbleBorder` wins.
@Suite struct VanishingBubbleTests {
    /// The darkest pixel on the bubble's top edge, a quarter of the way along (device pixels).
    static func topEdge(_ top: String, fill: String, scale: Double) throws -> Int {
        let json = ##"{"scale": \##(scale), \##(top)"messages": [{"from": "them", "text": "Hello there, edges", "fill": "\##(fill)"}]}"##
        let card = try Card(json: Data(json.utf8))
        let bubble = try #require(try card.frames().frames.first { $0.element.kind == .bubble }).element.rect
        let image = try card.drawnCanvas().rgbaImage()
        let x = Int((bubble.minX + bubble.width / 2) * scale)
        return (Int(bubble.minY * scale) - 1...Int(bubble.minY * scale) + 2).map { Int(image[x, $0].g) }.min()!
    }

    @Test(arguments: [1.0, 2, 3])
    func aWhiteBubbleOnAWhiteCardGetsAHairline(scale: Double) throws {
        #expect(try Self.topEdge("", fill: "#FFFFFF", scale: scale) < 235, "white on white: a visible edge")
        #expect(try Self.topEdge("", fill: "#F7F7F7", scale: scale) < 235)
        // The others by the bubble each card builds.
        func border(_ top: String) throws -> BubbleBorder? {
            let json = ##"{"scale": \##(scale), \##(top)"messages": [{"from": "them", "text": "Hi", "fill": "#FFFFFF"}]}"##
            let bubble = try CardLayout(Card(json: Data(json.utf8)).spec).elements.compactMap { $0 as? BubbleElement }.first
            return try #require(bubble).bubbled.bubble.border
        }
        #expect(try border("")?.width == 1 / scale, "one device pixel")
        #expect(try border(##""background": "#101010", "##) == nil, "white on black needs none")
        #expect(try border(##""background": "transparent", "##) == nil, "on an unknown background, none")
        #expect(try border(##""bubbleBorder": {"width": 2, "color": "#FF0000"}, "##) == BubbleBorder(width: 2, color: Color(rgb: 0xFF0000)))
    }
}
