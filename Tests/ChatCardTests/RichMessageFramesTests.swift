import Decorations
import Foundation
import Testing
@testable import ChatCard

/// Where the parts of rich messages land (through `Card.frames()`): inside their bubble, in reading
/// order, at the side the card's direction asks for.
@Suite struct RichMessageFramesTests {
    static func card(_ messages: String, direction: String = "ltr") throws -> CardFrames {
        try Card(json: Data(##"{"width": 390, "scale": 3, "direction": "\##(direction)", "messages": [\##(messages)]}"##.utf8)).frames()
    }

    static let rich = ##"""
        {"from": "them", "author": "Maya", "time": "9:41", "edited": true, "forwardedFrom": "Design Team",
         "reply": {"author": "Sam", "text": "Did you see the new designs? They look great on the big screen, really"},
         "text": "Yes", "reactions": [{"emoji": "👍", "count": 3}, {"emoji": "🔥", "count": 1250, "mine": true},
         {"emoji": "🎉"}, {"emoji": "😂", "count": 12}, {"emoji": "👀", "count": 7}, {"emoji": "❤️", "count": 99}]},
        {"from": "me", "time": "9:42", "status": "read", "text": "Ship it"}
        """##

    func first(_ kind: ElementFrame.Kind, in frames: [ElementFrame]) throws -> ElementFrame {
        try #require(frames.first { $0.kind == kind }, "no \(kind)")
    }

    @Test func partsStackInsideTheBubbleInReadingOrder() throws {
        for direction in ["ltr", "rtl"] {
            let frames = try Self.card(Self.rich, direction: direction).of(message: 0)
            #expect(frames.map(\.kind).filter { $0 != .reaction } == [.author, .bubble, .forward, .reply, .author, .text, .text, .time])
            let bubble = try first(.bubble, in: frames).rect
            for f in frames.dropFirst(2) {
                #expect(CardFramesTests.contains(bubble, f.rect), "\(direction): \(f.kind) \(f.rect) leaves \(bubble)")
            }
            let forward = try first(.forward, in: frames), reply = try first(.reply, in: frames)
            let text = try #require(frames.last { $0.kind == .text }), reactions = frames.filter { $0.kind == .reaction }
            #expect(forward.text == "Forwarded from Design Team")
            #expect(forward.rect.maxY <= reply.rect.minY && reply.rect.maxY <= text.rect.minY)
            #expect(reactions.count == 6 && reactions.allSatisfy { $0.rect.minY >= text.rect.maxY })
            let quote = try #require(frames.first { $0.kind == .text })
            #expect(quote.rect.height <= text.rect.height, "the quote is cut to one line (its font is smaller than the text's)")
            // The reply spans the content column: as wide as the widest part.
            #expect(reply.rect.width + 0.01 >= reactions.map(\.rect.maxX).max()! - reactions.map(\.rect.minX).min()!)
            for (a, b) in zip(reactions, reactions.dropFirst()) where abs(a.rect.minY - b.rect.minY) < 0.01 {
                #expect(direction == "ltr" ? a.rect.maxX < b.rect.minX : b.rect.maxX < a.rect.minX, "chips flow from the leading edge")
            }
            #expect(Set(reactions.map(\.rect.minY)).count >= 2, "six chips wrap onto a second row")
            let time = try first(.time, in: frames)
            #expect(time.text == "edited 9:41")
            let lastRow = reactions.filter { abs($0.rect.minY - reactions.last!.rect.minY) < 0.01 }
            #expect(abs(time.rect.midY - lastRow[0].rect.midY) < 3, "the time sits beside the last row of chips")
        }
    }

    @Test func ticksFollowTheTime() throws {
        for status in ["sent", "delivered", "read"] {
            let frames = try Self.card(##"{"from": "me", "time": "9:42", "status": "\##(status)", "text": "Ship it"}"##).of(message: 0)
            let time = try first(.time, in: frames), ticks = try first(.status, in: frames)
            #expect(ticks.text == status && ticks.rect.minX > time.rect.maxX && ticks.rect.maxY <= time.rect.maxY + 1)
        }
        let one = try first(.status, in: try Self.card(##"{"from": "me", "status": "sent", "text": "a"}"##).of(message: 0)).rect
        let two = try first(.status, in: try Self.card(##"{"from": "me", "status": "read", "text": "a"}"##).of(message: 0)).rect
        #expect(two.width > one.width * 1.3, "two checks are wider than one")
    }

    @Test func serviceItemsAreCentredAndBigEmojiHaveNoBubble() throws {
        let card = try Self.card(##"{"service": "Today"}, {"from": "them", "text": "🎉🎉", "time": "9:41"}, {"from": "them", "text": "🎉 and words"}"##)
        let pill = try first(.background, in: card.of(message: 0)).rect
        #expect(abs(pill.midX - card.size.width / 2) < 0.5 && pill.height > 15)
        let big = card.of(message: 1), small = card.of(message: 2)
        #expect(!big.contains { $0.kind == .bubble } && small.contains { $0.kind == .bubble })
        #expect(try first(.text, in: big).rect.height > 1.8 * first(.text, in: small).rect.height)
    }

    @Test func authorColoursAreStableAndOverridable() {
        #expect(AuthorColors.stableHash("Maya") == 810_104_261, "FNV-1a: the same on every machine and run")
        let colors = AuthorColors(theme: .light, people: ["Sam": PersonSpec(color: Color(rgb: 0x123456))])
        #expect(colors.color(of: "Maya") == Color(rgb: AuthorColors.light[1]))
        #expect(colors.color(of: "Sam") == Color(rgb: 0x123456))
        let names = ["Maya", "Omar", "Sam", "Lena", "Kofi", "Yuki", "Ana", "Li", "Noa", "Raj"]
        #expect(Set(names.map { colors.color(of: $0) }).count >= 5, "names spread over the palette")
        for (light, dark) in zip(AuthorColors.light, AuthorColors.dark) {
            #expect(ContrastColor.ratio(Color(rgb: light), .white) >= 4.4 && ContrastColor.ratio(Color(rgb: dark), Color(rgb: 0x26252A)) >= 4.5)
        }
    }

    @Test func blocksSpanTheColumnAndHoldTheirText() throws {
        for direction in ["ltr", "rtl"] {
            let frames = try Self.card(##"""
                {"from": "them", "time": "9:41", "spans": [{"text": "Before\n"}, {"text": "A quote", "quote": true},
                 {"text": "\nlet x = 1", "pre": "swift"}, {"text": "\nAfter with a "}, {"text": "secret", "spoiler": true}]}
                """##, direction: direction).of(message: 0)
            #expect(frames.map(\.kind) == [.bubble, .text, .quote, .text, .pre, .author, .text, .text, .spoiler, .time], "\(frames.map(\.kind))")
            let bubble = try first(.bubble, in: frames).rect
            let quote = try first(.quote, in: frames), pre = try first(.pre, in: frames)
            #expect(quote.text == "A quote" && pre.text == "let x = 1", "the breaks around blocks are dropped")
            #expect(abs(quote.rect.width - pre.rect.width) < 0.5, "blocks span the content column")
            #expect(CardFramesTests.contains(bubble, quote.rect) && CardFramesTests.contains(bubble, pre.rect))
            let texts = frames.filter { $0.kind == .text }
            #expect(CardFramesTests.contains(quote.rect, texts[1].rect) && CardFramesTests.contains(pre.rect, texts[2].rect))
            #expect(texts[0].rect.maxY <= quote.rect.minY && quote.rect.maxY <= pre.rect.minY && pre.rect.maxY <= texts[3].rect.minY)
            #expect(try first(.author, in: frames).text == "swift", "the language label")
            #expect(try first(.spoiler, in: frames).text == "secret")
            // A block that ends the bubble still spans the column, the time below it at the trailing edge.
            let last = try Self.card(##"{"from": "them", "time": "9:41", "spans": [{"text": "A line longer than the code below\n"}, {"text": "ls", "pre": true}]}"##,
                                     direction: direction).of(message: 0)
            let block = try first(.pre, in: last).rect, line = try first(.text, in: last).rect, time = try first(.time, in: last).rect
            #expect(block.width + 0.5 >= line.width && time.minY >= block.maxY, "\(block) \(line)")
            #expect(direction == "ltr" ? abs(time.maxX - block.maxX) < 1 : abs(time.minX - block.minX) < 1)
        }
    }

    @Test func avatarsSitBesideTheLastBubbleOfARunAndPushItsBubblesOver() throws {
        let messages = ##"""
            {"from": "them", "author": "Maya Lopez", "text": "one"}, {"from": "them", "author": "Maya Lopez", "time": "9:41", "text": "two"},
            {"from": "me", "text": "mine"}
            """##
        let plain = try Self.card(messages)
        let card = try Card(json: Data(##"{"width": 390, "scale": 3, "avatars": "them", "messages": [\##(messages)]}"##.utf8)).frames()
        #expect(plain.frames.allSatisfy { $0.element.kind != .avatar }, "no avatars unless asked")
        let avatars = card.frames.filter { $0.element.kind == .avatar }
        #expect(avatars.map(\.message) == [1] && avatars[0].element.text == "Maya Lopez", "one avatar, on the run's last bubble")
        let avatar = avatars[0].element.rect
        let last = try first(.bubble, in: card.of(message: 1)).rect
        #expect(abs(avatar.maxY - last.maxY) < 0.5 && avatar.maxX < last.minX, "beside the bubble, bottoms aligned")
        let shift = try first(.bubble, in: card.of(message: 0)).rect.minX - first(.bubble, in: plain.of(message: 0)).rect.minX
        #expect(shift > avatar.width, "incoming bubbles move over by the column")
        #expect(try first(.bubble, in: card.of(message: 2)).rect == first(.bubble, in: plain.of(message: 2)).rect, "mine stay")
        let author = try first(.author, in: card.of(message: 0)).rect, text = try first(.text, in: card.of(message: 0)).rect
        #expect(abs(author.minX - text.minX) < 1, "the name still lines up with the text")
        #expect(Avatars.initials(of: "Maya Lopez") == "ML" && Avatars.initials(of: "omar") == "O")
        // Initials are letters: emoji, digits and symbols are skipped; no letter at all draws a person.
        #expect(Avatars.initials(of: "🦊 Fox") == "F" && Avatars.initials(of: "Yuri 💜 Ly") == "YL" && Avatars.initials(of: "M🚀") == "M")
        #expect(Avatars.initials(of: "Владимир Путь") == "ВП" && Avatars.initials(of: "سارا") == "س" && Avatars.initials(of: "王小明") == "王")
        #expect(Avatars.initials(of: "🦊") == "" && Avatars.initials(of: "") == "" && Avatars.initials(of: "42 ★") == "")
        #expect(Avatars.initials(of: "Ⓜ️ark") == "A" && Avatars.initials(of: "Ⓜ Ⓝ") == "" && Avatars.initials(of: "ℹ️nfo Desk") == "ND")
    }

    @Test func compactCounts() {
        #expect([1, 999, 1000, 1250, 9999, 12_345, 999_999, 1_000_000, 2_500_000, 999_999_999].map(ReactionsPart.compactCount)
                == ["1", "999", "1K", "1.2K", "9.9K", "12K", "999K", "1M", "2.5M", "999M"])
        // Tenths that binary floating point would get wrong, and the step to whole units.
        #expect([4100, 8200, 10_000, 1_050_000, 4_100_000, 9_999_999, 10_000_000, Int.max].map(ReactionsPart.compactCount)
                == ["4.1K", "8.2K", "10K", "1M", "4.1M", "9.9M", "10M", "\(Int.max / 1_000_000)M"])
    }
}
