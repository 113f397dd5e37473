import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Small parts each look takes from its table, read against frames and pixels in every look: a file's name in
/// the text colour, the link colour or the accent, emoji sent alone at the look's size, a pre block labelled or not.
@Suite struct LookPartsTableTests {
    static func drawn(_ look: Look.Name, _ message: String, theme: CardSpec.Theme = .light) throws -> (frames: [ElementFrame], image: RGBAImage) {
        let json = #"{"width": 360, "scale": 3, "theme": "\#(theme.rawValue)", "look": "\#(look.rawValue)", "messages": [\#(message)]}"#
        let card = try Card(json: Data(json.utf8))
        return (try card.frames().frames.map(\.element), try RGBAImage(png: card.render()))
    }

    /// A track's title too, as the app writes it beside a file's (not always the accent).
    @Test(arguments: Look.Name.allCases, CardSpec.Theme.allCases)
    func aFilesNameTakesTheLooksInk(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        try Self.titleTakesTheLooksInk(name, themeName, #"{"from": "them", "document": {"name": "Plan.pdf", "size": 243000}}"#, title: "Plan.pdf")
        try Self.titleTakesTheLooksInk(name, themeName, #"{"from": "them", "audio": {"title": "Blue in Green", "duration": 337}}"#, title: "Blue in Green")
    }

    static func titleTakesTheLooksInk(_ name: Look.Name, _ themeName: CardSpec.Theme, _ message: String, title text: String) throws {
        let (frames, image) = try Self.drawn(name, message, theme: themeName)
        let title = try #require(frames.first { $0.kind == .text && $0.text == text }).rect
        let look = Look.named(name), theme = look.theme(themeName)
        // The ground: the top of the name's line box, above its letters.
        let top = image[Int(title.midX * 3), Int(title.minY * 3) + 1]
        let ground = Color(red: Double(top.r) / 255, green: Double(top.g) / 255, blue: Double(top.b) / 255)
        let ink = RowPartsTests.ink(in: title, of: image, scale: 3, ground: ground)
        let text = theme.text(for: .them), accent = theme.colors(for: .them).accent ?? theme.accent
        let expected: Color = switch look.files.titleInk {
        case .text: text
        case .link: theme.colors(for: .them).link ?? accent
        case .accent, .meta: accent
        }
        #expect(LookTests.near(ink, expected, tolerance: 40), "\(name) \(themeName): \(text) in \(look.files.titleInk), drawn \(ink)")
    }

    /// One emoji alone: as wide as the look's size for it (the same emoji font in every look).
    @Test func emojiAloneTakeTheLooksSize() throws {
        var perEm: [Double] = []
        for name in Look.Name.allCases {
            let look = Look.named(name)
            let (frames, _) = try Self.drawn(name, #"{"from": "them", "text": "👍"}"#)
            let emoji = try #require(frames.first { $0.kind == .text && $0.text == "👍" }).rect
            perEm.append(emoji.width / (look.bigEmoji[0] * look.font.size))
        }
        let spread = (perEm.max() ?? 0) / (perEm.min() ?? 1)
        #expect(spread < 1.05, "emoji width per em of the look's size: \(perEm)")
        #expect(Look.slack.bigEmoji[0] * Look.slack.font.size == 32, "Slack's jumbomoji")
    }

    @Test(arguments: Look.Name.allCases)
    func preBlocksAreLabelledWhereTheLookSaysSo(_ name: Look.Name) throws {
        let (frames, _) = try Self.drawn(name, #"{"from": "them", "spans": [{"text": "make test", "pre": "sh"}]}"#)
        let label = frames.contains { $0.text == "sh" }
        #expect(label == Look.named(name).codeBlocks.labelled, "\(name): a label \(label)")
    }
}
