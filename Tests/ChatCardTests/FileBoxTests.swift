import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp draws a document as its app does: a tinted box in the bubble, a page icon, the name in the text
/// colour and "PDF • 237 KB" under it; Discord a page on a bordered card; Telegram keeps its disc, the name
/// in the accent and the size alone.
@Suite struct FileBoxTests {
    static func drawn(_ look: Look.Name, _ theme: CardSpec.Theme) throws -> (frames: [ElementFrame], image: RGBAImage, scale: Double) {
        let json = ##"""
            {"width": 360, "scale": 3, "theme": "\##(theme.rawValue)", "look": "\##(look.rawValue)",
             "messages": [{"from": "them", "time": "9:41", "document": {"name": "Quarterly report 2026.pdf", "size": 243000}}]}
            """##
        let card = try Card(json: Data(json.utf8))
        return (try card.frames().frames.map(\.element), try RGBAImage(png: card.render()), card.spec.scale)
    }

    @Test(arguments: CardSpec.Theme.allCases)
    func whatsAppDrawsATintedBoxWithAPageAndTheKind(_ themeName: CardSpec.Theme) throws {
        let (frames, image, s) = try Self.drawn(.whatsapp, themeName)
        let theme = Look.whatsapp.theme(themeName)
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * s), Int(y * s)] }
        let box = try #require(frames.first { $0.kind == .document })
        let badge = try #require(frames.first { $0.kind == .photo })
        let name = try #require(frames.first { $0.kind == .text && $0.text == "Quarterly report 2026.pdf" })
        #expect(frames.contains { $0.kind == .text && $0.text == "PDF • 237 KB" })
        let tint = try #require(theme.fileCards).fill.blended(overOpaque: theme.incomingFill)
        #expect(LookTests.near(pixel(box.rect.maxX - 2, box.rect.midY), tint, tolerance: 3), "\(themeName) the box's tint")
        #expect(LookTests.near(RowPartsTests.ink(in: name.rect, of: image, scale: s, ground: tint), theme.incomingText, tolerance: 24), "the name in the text colour")
        // A page, not a disc: its top corner region is the badge's colour where a disc's would be the box.
        let corner = pixel(badge.rect.minX + 0.2 * badge.rect.width, badge.rect.minY + 0.06 * badge.rect.height)
        #expect(!LookTests.near(corner, tint, tolerance: 6), "\(themeName) a page badge")
    }

    @Test func telegramKeepsItsDiscAndTheSizeAlone() throws {
        let (frames, image, s) = try Self.drawn(.telegram, .light)
        let badge = try #require(frames.first { $0.kind == .photo })
        #expect(frames.contains { $0.kind == .text && $0.text == "237 KB" })
        #expect(!frames.contains { $0.kind == .document && $0.rect.width > badge.rect.width * 5 } || Look.telegram.light.fileCards == nil)
        let corner = image[Int((badge.rect.minX + 0.2 * badge.rect.width) * s), Int((badge.rect.minY + 0.06 * badge.rect.height) * s)]
        #expect(LookTests.near(corner, Look.telegram.light.incomingFill, tolerance: 6), "a disc leaves the corner to the bubble")
    }

    /// Discord: a page icon on the attachment card, and the card's 1 px border in the tertiary colour around
    /// the secondary surface.
    @Test(arguments: CardSpec.Theme.allCases)
    func discordBordersItsCardAndDrawsAPage(_ themeName: CardSpec.Theme) throws {
        let (frames, image, s) = try Self.drawn(.discord, themeName)
        let theme = Look.discord.theme(themeName), card = try #require(theme.fileCards), border = try #require(card.border)
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * s), Int(y * s)] }
        let box = try #require(frames.first { $0.kind == .document }).rect
        let badge = try #require(frames.first { $0.kind == .photo }).rect
        #expect(LookTests.near(pixel(box.midX, box.minY + 0.5), border, tolerance: 8), "\(themeName): the card's top edge is its border")
        #expect(LookTests.near(pixel(box.maxX - 3, box.midY), card.fill, tolerance: 4), "\(themeName): inside, the card's fill")
        let corner = pixel(badge.minX + 0.2 * badge.width, badge.minY + 0.06 * badge.height)
        #expect(!LookTests.near(corner, card.fill, tolerance: 6), "\(themeName): a page badge")
    }
}
