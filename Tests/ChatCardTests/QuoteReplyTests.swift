import Canvas
import Foundation
import Testing
@testable import ChatCard

/// A partial-quote reply: at most five lines inside its block, a plain reply one; both stay in the bubble.
@Suite struct QuoteReplyTests {
    static let words = ["boat", "rack", "Tuesday", "שלום", "🎉", "oars", "clubhouse", "日本語", "a", "longerwordthanmost"]

    @Test(arguments: 0..<24) func aQuoteTakesAtMostFiveLines(seed: Int) throws {
        var rng = SplitMix64(UInt64(seed) + 100)
        let text = (0..<Int.random(in: 1...80, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }.joined(separator: " ")
        let width = Int.random(in: 200...600, using: &rng)
        func frames(quote: Bool) throws -> (block: ElementFrame, text: ElementFrame, bubble: ElementFrame) {
            let card = ##"{"width": \##(width), "messages": [{"from": "them", "reply": {"author": "Leo", "quote": \##(quote), "text": "\##(text)"}, "text": "ok"}]}"##
            let all = try Card(json: Data(card.utf8)).frames().frames.map(\.element)
            let block = try #require(all.first { $0.kind == .reply })
            let quoted = try #require(all.first { $0.kind == .text && block.rect.contains($0.rect) && $0.text != "ok" })
            return (block, quoted, try #require(all.first { $0.kind == .bubble }))
        }
        let plain = try frames(quote: false), quote = try frames(quote: true)
        // Lines with CJK or Hebrew fall back to taller fonts: up to 15% over a Latin line, less than a sixth line.
        let line = plain.text.rect.height
        #expect(quote.text.rect.height <= 5 * line * 1.15, "\(text) at \(width)")
        #expect(quote.text.rect.height >= line - 1)
        for f in [plain, quote] { #expect(f.bubble.rect.contains(f.block.rect), "\(text) at \(width)") }
    }

    /// A thumbnail sits inside its block, beside the bar, and no text of the block runs over it.
    @Test(arguments: 0..<16) func aThumbnailKeepsClearOfTheText(seed: Int) throws {
        var rng = SplitMix64(UInt64(seed) + 300)
        let text = (0..<Int.random(in: 1...40, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }.joined(separator: " ")
        let (width, quote, rtl) = (Int.random(in: 200...600, using: &rng), Bool.random(using: &rng), Bool.random(using: &rng))
        let image = try CardImageTests.dataURI("landscape.jpg")
        let card = ##"{"width": \##(width), "direction": "\##(rtl ? "rtl" : "ltr")", "messages": [{"from": "them", "reply": {"author": "Leo", "quote": \##(quote), "text": "\##(text)", "image": "\##(image)"}, "text": "ok"}]}"##
        let all = try Card(json: Data(card.utf8)).frames().frames.map(\.element)
        let block = try #require(all.first { $0.kind == .reply }), thumbnail = try #require(all.first { $0.kind == .photo })
        #expect(block.rect.contains(thumbnail.rect), "\(card.prefix(120))")
        for f in all where (f.kind == .text || f.kind == .author) && block.rect.contains(f.rect) {
            let apart = f.rect.maxX <= thumbnail.rect.minX + 0.01 || f.rect.minX >= thumbnail.rect.maxX - 0.01
            #expect(apart, "\(f.kind) \(f.rect) over \(thumbnail.rect)")
        }
    }
}

extension Rect {
    func contains(_ r: Rect) -> Bool { r.minX >= minX - 0.01 && r.maxX <= maxX + 0.01 && r.minY >= minY - 0.01 && r.maxY <= maxY + 0.01 }
}
