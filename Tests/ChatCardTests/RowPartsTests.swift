import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Discord's and Slack's own parts, read from the pixels against their tables: the preview's site and title
/// lines in their inks (Discord: the provider muted, the title in the link colour; Slack: the site in the
/// text colour, the title in the link colour, no fill behind them), Slack's bordered date pill and file card.
@Suite struct RowPartsTests {
    static let card = ##"""
        {"width": 390, "scale": 3, "messages": [{"service": "Today"},
          {"from": "them", "author": "Maya", "time": "09:41", "text": "Look", "preview": {"url": "https://github.com/vapor/vapor", "site": "GitHub",
            "title": "vapor/vapor", "description": "A server-side Swift HTTP web framework."}},
          {"from": "them", "author": "Omar", "time": "09:43", "document": {"name": "plan.pdf", "size": 243000}}]}
        """##

    /// The colour inside `rect` farthest from `ground`: a line's ink at its glyphs' cores.
    static func ink(in rect: Rect, of image: RGBAImage, scale: Double, ground: Color) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        var best = image[Int(rect.minX * scale), Int(rect.minY * scale)], distance = -1
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = image[x, y]
                let d = [(p.r, ground.red), (p.g, ground.green), (p.b, ground.blue)].reduce(0) { $0 + abs(Int($1.0) - Int(($1.1 * 255).rounded())) }
                if d > distance { (best, distance) = (p, d) }
            }
        }
        return best
    }

    @Test(arguments: [Look.Name.discord, .slack], CardSpec.Theme.allCases)
    func previewLinesFilesAndPillsAreTheTables(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        let look = Look.named(name), theme = look.theme(themeName)
        let card = try Card(json: Data(Self.card.utf8)).with(theme: themeName, look: name)
        let all = try card.frames().frames, frames = all.map(\.element), image = try RGBAImage(png: card.render()), s = card.spec.scale
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * s), Int(y * s)] }
        let fill = (theme.previews?.fill ?? .clear).blended(overOpaque: theme.background)
        let side = theme.incoming
        let expected: [(String, Color)] = name == .discord
            ? [("GitHub", side.meta!), ("vapor/vapor", side.link!)] : [("GitHub", theme.incomingText), ("vapor/vapor", side.link!)]
        for (text, color) in expected {
            let line = try #require(frames.first { $0.kind == .text && $0.text == text })
            #expect(LookTests.near(Self.ink(in: line.rect, of: image, scale: s, ground: fill), color, tolerance: 24), "\(name) \(themeName) \(text)")
        }
        let pill = try #require(all.first { $0.element.kind == .background && $0.message == 0 }?.element)
        let document = try #require(frames.first { $0.kind == .document })
        if let border = theme.serviceBorder {
            #expect(LookTests.near(pixel(pill.rect.midX, pill.rect.minY + 0.2), border, tolerance: 6), "\(name) \(themeName) pill border")
            let cardBorder = try #require(theme.fileCards?.border)
            #expect(LookTests.near(pixel(document.rect.midX, document.rect.minY + 0.2), cardBorder, tolerance: 6), "\(name) \(themeName) file card border")
        } else {
            #expect(LookTests.near(pixel(pill.rect.midX, pill.rect.minY + 0.2), theme.serviceFill.blended(overOpaque: theme.background), tolerance: 6))
        }
    }
}
