import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Mentions, inline code and code blocks in a look's own colours (Discord's mention pill and bordered blocks
/// across the column, Slack's red code): what the table says is what the pixels show; looks without marks
/// keep ChatCard's (a mention in the link colour, a labelled block fitted to its code).
@Suite struct MarkTests {
    static let card = ##"""
        {"width": 360, "scale": 2, "messages": [
          {"from": "them", "author": "Maya", "spans": [{"text": "@omar", "mention": true}, {"text": " run "}, {"text": "make test", "code": true}, {"text": " first"}]},
          {"from": "them", "author": "Omar", "spans": [{"text": "swift test", "pre": "sh"}]}]}
        """##

    static func drawn(_ name: Look.Name, _ theme: CardSpec.Theme) throws -> (frames: CardFrames, image: RGBAImage) {
        let card = try Card(json: Data(card.utf8)).with(theme: theme, look: name)
        return (try card.frames(), try RGBAImage(png: card.render()))
    }

    @Test(arguments: [Look.Name.discord, .slack], CardSpec.Theme.allCases)
    func aLooksMarksAreItsColours(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        let theme = Look.named(name).theme(themeName), marks = theme.marks
        let (frames, image) = try Self.drawn(name, themeName)
        let s = frames.scale
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * s), Int(y * s)] }
        func over(_ c: Color) -> Color { c.blended(overOpaque: theme.background) }
        let highlights = frames.frames.map(\.element).filter { $0.kind == .highlight }
        // The mention's pill: its fill beside the "@", before the glyph starts.
        let mention = try #require(highlights.first { $0.text == "@omar" })
        let mentionFill = try #require(marks.mention?.fill)
        #expect(LookTests.near(pixel(mention.rect.minX + 0.75, mention.rect.midY), over(mentionFill)), "\(name) \(themeName) mention fill")
        // Inline code: the fill, and the border outside it where the look has one.
        let code = highlights.filter { $0.text == "make test" }.sorted { $0.rect.height > $1.rect.height }
        let codeMark = try #require(marks.code)
        #expect(code.count == (codeMark.border == nil ? 1 : 2))
        #expect(LookTests.near(pixel(code.last!.rect.minX + 0.75, code.last!.rect.midY), over(codeMark.fill)), "\(name) \(themeName) code fill")
        if let border = codeMark.border { #expect(LookTests.near(pixel(code[0].rect.midX, code[0].rect.minY + 0.5), border), "\(name) \(themeName) code border") }
        // The block: across the row's column, no label, its border at the edge and its fill inside.
        let pre = try #require(frames.frames.map(\.element).first { $0.kind == .pre })
        let row = try #require(frames.frames.map(\.element).last { $0.kind == .bubble })
        let block = try #require(marks.codeBlock)
        #expect(pre.rect.width >= row.rect.width - 2 * Look.named(name).bubbles.insets.horizontal - 6, "\(name): the block spans the column")
        #expect(!frames.frames.contains { $0.element.kind == .author && $0.element.text == "sh" }, "no language label")
        #expect(LookTests.near(pixel(pre.rect.minX + 0.25, pre.rect.midY), block.border!), "\(name) \(themeName) block border")
        #expect(LookTests.near(pixel(pre.rect.maxX - 3, pre.rect.midY), block.fill), "\(name) \(themeName) block fill")
    }

    /// The other side: a look without marks draws no pill behind a mention and keeps the block fitted and labelled.
    @Test(arguments: [Look.Name.telegram, .chatcard])
    func looksWithoutMarksKeepChatCards(_ name: Look.Name) throws {
        let (frames, _) = try Self.drawn(name, .light)
        let elements = frames.frames.map(\.element)
        #expect(!elements.contains { $0.kind == .highlight && $0.text == "@omar" })
        let pre = try #require(elements.first { $0.kind == .pre })
        let code = try #require(elements.first { $0.kind == .text && $0.text == "swift test" })
        #expect(pre.rect.width < code.rect.width + 2 * 17)
        #expect(elements.contains { $0.kind == .author && $0.text == "sh" })
    }
}
