import Canvas
import Foundation
import Testing
@testable import ChatCard

/// `fit` and `height`: a card as wide as its content (a quote sticker) keeps every bubble's lines and
/// size, and nothing passes its padding; a card of a set height centres its content.
@Suite struct CardFitTests {
    static let messages = [
        ##"{"from": "them", "author": "Maya", "text": "Hi 👋"}"##,
        ##"{"from": "them", "author": "Maya", "text": "A longer message that wraps onto a second line on a narrow card, surely"}"##,
        ##"{"from": "me", "text": "ok!"}"##,
        ##"{"service": "March 8, 2026"}"##,
        ##"{"from": "me", "text": "and a reply from me", "reactions": [{"emoji": "👍", "count": 2}]}"##,
        ##"{"from": "them", "text": "שלום עולם", "time": "09:41"}"##,
    ]

    static func frames(_ json: String) throws -> CardFrames { try Card(json: Data(json.utf8)).frames() }

    @Test(arguments: 0..<40) func aFittedCardKeepsItsBubblesAndStaysInside(seed: Int) throws {
        var rng = SplitMix64(UInt64(seed) + 1)
        let chosen = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Self.messages.randomElement(using: &rng)! }
        let top = [##""width": \##(Int.random(in: 200...600, using: &rng))"##, ##""scale": \##(Int.random(in: 1...3, using: &rng))"##,
                   Bool.random(using: &rng) ? ##""avatars": "all""## : ##""avatars": "none""##,
                   Bool.random(using: &rng) ? ##""direction": "rtl""## : ##""direction": "ltr""##,
                   Bool.random(using: &rng) ? ##""title": "Chat""## : ##""padding": 10"##].joined(separator: ", ")
        let card = ##"{\##(top), "messages": [\##(chosen.joined(separator: ", "))]}"##
        let full = try Self.frames(card)
        let fitted = try Self.frames(card.replacingOccurrences(of: "{\"width\"", with: "{\"fit\": true, \"width\""))
        #expect(fitted.size.width <= full.size.width && fitted.size.height == full.size.height, "\(card)")
        let sizes = { (f: CardFrames) in f.frames.filter { $0.element.kind == .bubble || $0.element.kind == .text }.map(\.element.rect.size) }
        #expect(zip(sizes(fitted), sizes(full)).allSatisfy { abs($0.width - $1.width) < 1e-6 && abs($0.height - $1.height) < 1e-6 }, "\(card)")
        let padding = card.contains("\"padding\": 10") ? 10.0 : 16
        for frame in fitted.frames.map(\.element) where frame.kind == .bubble || frame.kind == .text {
            #expect(frame.rect.minX >= padding - 0.01 && frame.rect.maxX <= fitted.size.width - padding + 0.01, "\(frame.kind) \(frame.rect) in \(fitted.size.width): \(card)")
        }
    }

    @Test func aSetHeightCentresTheContent() throws {
        let card = ##"{"messages": [{"from": "them", "text": "middle"}]}"##
        let natural = try Self.frames(card)
        let tall = try Self.frames(card.replacingOccurrences(of: "{\"messages\"", with: "{\"height\": 600, \"messages\""))
        #expect(tall.size.height == 600)
        let shift = (600 - natural.size.height) / 2
        for (a, b) in zip(natural.frames, tall.frames) {
            #expect(abs(b.element.rect.minY - a.element.rect.minY - shift) <= 0.5 && b.element.rect.minX == a.element.rect.minX)
        }
        // Content taller than the height makes the card taller.
        let short = try Self.frames(card.replacingOccurrences(of: "{\"messages\"", with: "{\"height\": 10, \"messages\""))
        #expect(short.size.height == natural.size.height)
        #expect(throws: CardError.self) { try Card(json: Data(##"{"height": 0, "messages": [{"from": "me", "text": "x"}]}"##.utf8)) }
        #expect(throws: RenderError.self) { try Card(json: Data(##"{"height": 8192, "scale": 4, "messages": [{"from": "me", "text": "x"}]}"##.utf8)).frames() }
    }
}
