import Canvas
import Decorations
@testable import ChatCard
import Foundation
import ImageCodecs
import Testing

/// Look-specific fields: drawn by the looks that have them, refused with the field's path on the others,
/// also when the look comes from an override after the card was read.
@Suite struct LookFieldTests {
    static let thread = #"{"look": "slack", "messages": [{"from": "them", "author": "Maya", "text": "Notes are up", "thread": {"replies": 3, "people": ["Leo", "Ana"], "last": "10:14"}}]}"#

    @Test func aThreadIsDrawnInRowsAndRefusedElsewhere() throws {
        let card = try Card(json: Data(Self.thread.utf8))
        let frames = try card.frames().frames.map(\.element)
        let line = try #require(frames.first { $0.kind == .thread })
        #expect(line.text == "3 replies Last reply 10:14")
        #expect(frames.filter { $0.kind == .avatar }.count == 3, "the header's avatar and two repliers'")
        #expect(throws: Never.self) { try card.with(look: .discord).frames() }
        for look in [Look.Name.chatcard, .telegram, .whatsapp, .imessage] {
            do {
                _ = try card.with(look: look).render()
                Issue.record("\(look): a thread was drawn")
            } catch {
                #expect("\(error)" == "messages[0].thread: is drawn by the discord and slack looks only; this card's look is \(look.rawValue)")
            }
        }
        #expect(CardDecodingTests.error(#"{"look": "slack", "messages": [{"from": "them", "text": "x", "thread": {"replies": 0}}]}"#)
                == "messages[0].thread.replies: 0 is out of range; allowed 1 to 1000000")
        #expect(CardDecodingTests.error(#"{"look": "slack", "messages": [{"from": "them", "text": "x", "thread": {"people": []}}]}"#)
                == "messages[0].thread.replies: is required")
    }

    @Test func anSMSIsGreenInIMessageOnly() throws {
        let json = #"{"look": "imessage", "messages": [{"from": "me", "text": "On my way", "sms": true}, {"from": "me", "text": "ok"}]}"#
        let card = try Card(json: Data(json.utf8))
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames()
        let bubbles = (0..<2).map { i in frames.of(message: i).first { $0.kind == .bubble }!.rect }
        let theme = Look.named(.imessage).light
        for (bubble, fill) in zip(bubbles, [theme.smsFill!, theme.outgoingFill]) {
            let p = image[Int((bubble.maxX - 10) * frames.scale), Int(bubble.midY * frames.scale)]
            #expect(LookTests.near(p, fill), "\(p) is not \(fill)")
        }
        #expect(CardDecodingTests.error(#"{"look": "imessage", "messages": [{"from": "them", "text": "x", "sms": true}]}"#)
                == "messages[0].sms: only messages from me are sent as text messages (green)")
        #expect(throws: RenderError.self) { try card.with(look: .telegram).render() }
    }
}

/// The looks' own reaction chips and date separator rules, measured in the pixels.
@Suite struct LookChipTests {
    @Test(arguments: [(Look.Name.discord, CardSpec.Theme.dark), (.discord, .light), (.slack, .light), (.slack, .dark)])
    func reactionsAndRulesTakeTheLooksColours(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        let json = #"{"messages": [{"service": "Today"}, {"from": "them", "author": "Maya", "text": "Ship it", "reactions": [{"emoji": "🔥", "count": 3, "mine": true}, {"emoji": "👍", "count": 2}]}]}"#
        let card = try Card(json: Data(json.utf8)).with(theme: themeName, look: name)
        let theme = Look.named(name).theme(themeName), colors = try #require(theme.reactions)
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames()
        let s = frames.scale
        let chips = frames.of(message: 1).filter { $0.kind == .reaction }.map(\.rect)
        #expect(chips.count == 2)
        for (chip, mine) in zip(chips, [true, false]) {
            let inside = image[Int((chip.minX + 3) * s), Int(chip.midY * s)]
            #expect(LookTests.near(inside, ContrastColor.seen(mine ? colors.mineFill : colors.fill, over: theme.background)), "fill \(inside)")
            if let border = mine ? colors.mineBorder : colors.border {
                let edge = image[Int(chip.minX * s + 0.5), Int(chip.midY * s)]
                #expect(LookTests.near(edge, border, tolerance: 12), "border \(edge)")
            }
        }
        // The rule runs from the card's padding, left of the pill.
        let rule = try #require(theme.serviceRule)
        let pill = try #require(frames.of(message: 0).first { $0.kind == .background }?.rect ?? frames.of(message: 0).first?.rect)
        let y = Int(pill.midY * s)
        let hits = (0..<Int(pill.minX * s)).filter { LookTests.near(image[$0, y], rule, tolerance: 2) || LookTests.near(image[$0, y + 1], rule, tolerance: 2) }
        #expect(hits.count > Int((pill.minX - card.spec.padding - 2) * s), "a rule left of the pill")
    }
}

/// Link previews and files take the look's own blocks: read from the table, measured in the pixels (the
/// block's fill in its empty trailing part over the bubble's fill or the card, and the bar where it has one).
@Suite struct LookBlockTests {
    @Test(arguments: [(Look.Name.discord, CardSpec.Theme.dark), (.discord, .light), (.whatsapp, .light), (.whatsapp, .dark)])
    func previewsAndFilesTakeTheLooksBlocks(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        let json = #"{"messages": [{"from": "them", "author": "Ana", "text": "see", "preview": {"url": "https://a.example/x", "title": "Hi"}},"#
            + #"{"from": "them", "author": "Ana", "text": "and this", "document": {"name": "a.pdf", "size": 1000}}]}"#
        let card = try Card(json: Data(json.utf8)).with(theme: themeName, look: name)
        let theme = Look.named(name).theme(themeName)
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames(), s = frames.scale
        func ground(_ message: Int) throws -> Color {
            let bubble = try #require(frames.of(message: message).first { $0.kind == .bubble }).rect
            let x = Int((bubble.maxX - 4) * s), y = Int((bubble.maxY - 4) * s)
            return theme.incomingFill.alpha > 0 ? theme.incomingFill : Color(red: Double(image[x, y].r) / 255, green: Double(image[x, y].g) / 255, blue: Double(image[x, y].b) / 255)
        }
        let blocks: [(Int, ElementFrame.Kind, BlockColors?)] = [(0, .preview, theme.previews), (1, .document, theme.fileCards)]
        for (message, kind, colors) in blocks {
            let block = try #require(frames.of(message: message).first { $0.kind == kind }).rect
            let inside = image[Int((block.maxX - 4) * s), Int(block.midY * s)]
            guard let colors else {
                #expect(kind == .document, "\(kind) without the look's block")
                continue
            }
            let fill = ContrastColor.seen(colors.fill, over: try ground(message))
            #expect(LookTests.near(inside, fill, tolerance: 2), "\(kind) fill \(inside)")
            let bar = image[Int((block.minX + 1) * s), Int(block.midY * s)]
            #expect(LookTests.near(bar, colors.bar ?? fill, tolerance: 2), "\(kind) bar \(bar)")
        }
    }
}

/// Discord's people without a picture show its default face on their colour, never initials; the other
/// looks keep initials.
@Suite struct DefaultAvatarTests {
    @Test(arguments: [Look.Name.discord, .slack])
    func aFaceOrInitials(_ name: Look.Name) throws {
        let card = try Card(json: Data(#"{"messages": [{"from": "them", "author": "Maya", "text": "hi"}]}"#.utf8)).with(look: name)
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames(), s = frames.scale
        let avatar = try #require(frames.of(message: 0).first { $0.kind == .avatar }).rect
        let half = avatar.width * AvatarGlyph.mascotWidth / 2
        func at(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int((avatar.midX + x * half) * s), Int((avatar.midY + y * half) * s)] }
        let disc = at(0, -0.95)  // above the face, inside the disc
        let (cheek, eye, mouth) = (at(0.72, 0.3), at(-0.36, 0.05), at(0, 0.45))
        if Look.named(name).avatars.glyph != nil {
            #expect(LookTests.near(cheek, .white) && LookTests.near(mouth, .white), "the face is white: \(cheek) \(mouth)")
            #expect(LookTests.near(eye, disc, tolerance: 2), "its eyes the disc's colour: \(eye) \(disc)")
        } else {
            #expect(!LookTests.near(cheek, .white) || !LookTests.near(mouth, .white), "initials, not a face")
        }
    }
}
