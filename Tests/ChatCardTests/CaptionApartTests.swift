import Canvas
import Foundation
import Testing
@testable import ChatCard

/// iMessage sends a picture and its caption as two bubbles: the picture bare above, the caption in a
/// bubble of its own below it, on the same side, inside the card, the two apart; the tapbacks on the
/// caption. The other bubble looks keep the caption in the picture's bubble. Random captions, widths,
/// themes, sides, directions, photos and videos.
@Suite struct CaptionApartTests {
    static let words = ["guess", "where", "this", "one", "the", "view", "from", "the", "ridge", "Ján", "🏔️", "at", "dawn"]

    @Test(arguments: [Look.Name.imessage, .telegram, .whatsapp, .chatcard])
    func aCaptionStandsApartOnlyInIMessage(_ look: Look.Name) throws {
        let photo = try CardImageTests.dataURI("landscape.jpg")
        let apart = look == .imessage
        var random = SplitMix64(0xCA9 + UInt64(look.rawValue.count))
        for round in 0..<12 {
            let text = (0..<Int.random(in: 1...14, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
            let from = Bool.random(using: &random) ? "me" : "them", direction = Bool.random(using: &random) ? "ltr" : "rtl"
            let media = Bool.random(using: &random) ? #""image": "\#(photo)""# : #""video": {"thumbnail": "\#(photo)", "duration": 12}"#
            let reactions = Bool.random(using: &random) ? #", "reactions": [{"emoji": "❤️", "count": 1}]"# : ""
            let width = Int.random(in: 240...480, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
            let json = #"{"look": "\#(look.rawValue)", "width": \#(width), "theme": "\#(theme)", "direction": "\#(direction)", "messages": [{"from": "\#(from)", "author": "Leo", "time": "9:41", \#(media), "text": "\#(text)"\#(reactions)}, {"from": "\#(from == "me" ? "them" : "me")", "author": "Ann", "text": "ok"}]}"#
            let card = try Card(json: Data(json.utf8))
            let frames = try card.frames()
            let mine = frames.of(message: 0)
            let what = "round \(round): \(look) \(from) \(direction) \(width) \(media.prefix(8))"
            let picture = try #require(mine.first { $0.kind == .photo }?.rect, "\(what): no picture")
            let caption = try #require(mine.first { $0.kind == .text && $0.text == text }?.rect, "\(what): no caption")
            let bubbles = mine.filter { $0.kind == .bubble }.map(\.rect)
            let holder = try #require(bubbles.first { $0.insetBy(dx: -0.5, dy: -0.5).contains(caption) }, "\(what): the caption in no bubble")
            let inside = CGRectLike(frames.size).contains(picture) && CGRectLike(frames.size).contains(holder)
            #expect(inside, "\(what): outside the card")
            if apart {
                let overlap = holder.minX < picture.maxX - 0.5 && picture.minX < holder.maxX - 0.5 && holder.minY < picture.maxY - 0.5 && picture.minY < holder.maxY - 0.5
                #expect(!overlap, "\(what): the caption's bubble \(holder) holds the picture \(picture)")
                #expect(holder.minY >= picture.maxY, "\(what): the caption is not under the picture")
                let sameSide = from == "me" ? abs(holder.maxX - picture.maxX) < 24 || abs(holder.minX - picture.minX) < 24 : true
                #expect(sameSide, "\(what): the two on different sides")
                if let tapback = mine.first(where: { $0.kind == .reaction })?.rect {
                    #expect(tapback.maxY <= holder.midY && tapback.minY >= picture.minY, "\(what): the tapback \(tapback) is not on the caption")
                }
            } else {
                #expect(holder.insetBy(dx: -0.5, dy: -0.5).contains(picture), "\(what): the picture left its caption's bubble")
            }
        }
    }

    /// The card's own rect, for what must lie inside it.
    struct CGRectLike {
        let rect: Rect
        init(_ size: Size) { rect = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        func contains(_ r: Rect) -> Bool { rect.insetBy(dx: -0.5, dy: -0.5).contains(r) }
    }
}
