import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Where a run's avatar stands and what it shows without a picture, per look: WhatsApp level with the top of
/// the run's first bubble and a head and shoulders on grey; Telegram and iMessage at the bottom of its last,
/// with initials.
@Suite struct AvatarPlacementTests {
    /// Two runs of three messages from two people (a group), then one of mine.
    static func card(_ look: Look.Name, theme: String = "light") -> String {
        let run = { (name: String) in (1...3).map { #"{"from": "them", "author": "\#(name)", "text": "Message \#($0) from \#(name)"}"# } }
        return #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "messages": [\#((run("Ann Lee") + run("Bo Park")).joined(separator: ",")), {"from": "me", "text": "ok"}]}"#
    }

    @Test(arguments: [Look.Name.whatsapp, .telegram, .imessage]) func avatarsStandBesideTheLooksBubble(_ look: Look.Name) throws {
        let frames = try Card(json: Data(Self.card(look).utf8)).frames()
        for (run, messages) in [(0, 0..<3), (1, 3..<6)] {
            let avatars = messages.flatMap { frames.of(message: $0).filter { $0.kind == .avatar } }
            try #require(avatars.count == 1, "\(look) run \(run): \(avatars.count) avatars")
            let bubbles = messages.compactMap { frames.of(message: $0).first { $0.kind == .bubble }?.rect }
            let avatar = avatars[0].rect
            // Frames are snapped to device pixels: a pixel apart at most.
            let pixel = 1 / frames.scale
            if look == .whatsapp {
                #expect(abs(avatar.minY - bubbles.first!.minY) <= pixel, "\(look) run \(run): avatar top \(avatar.minY), first bubble \(bubbles.first!.minY)")
            } else {
                #expect(abs(avatar.maxY - bubbles.last!.maxY) <= pixel, "\(look) run \(run): avatar bottom \(avatar.maxY), last bubble \(bubbles.last!.maxY)")
            }
        }
    }

    /// Without a picture WhatsApp draws a head and shoulders in two colours (no letters: nothing else inside);
    /// Telegram draws initials.
    @Test(arguments: ["light", "dark"]) func whatsappDrawsASilhouette(_ theme: String) throws {
        for look in [Look.Name.whatsapp, .telegram] {
            let card = try Card(json: Data(Self.card(look, theme: theme).utf8))
            let frames = try card.frames()
            let avatar = try #require((0..<3).lazy.compactMap { frames.of(message: $0).first { $0.kind == .avatar } }.first).rect
            let image = try RGBAImage(png: card.render())
            let scale = frames.scale
            // The disc's inner square, away from its anti-aliased edge.
            let inset = avatar.insetBy(dx: avatar.width * 0.22, dy: avatar.height * 0.22)
            var colours = Set<UInt32>()
            for y in Int(inset.minY * scale)..<Int(inset.maxY * scale) {
                for x in Int(inset.minX * scale)..<Int(inset.maxX * scale) {
                    let p = image[x, y]
                    colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                }
            }
            // A silhouette: disc and figure and the edge between them; letters bring many more shades.
            let expected = look == .whatsapp ? (theme == "light" ? [0xDFE5E7, 0xFFFFFF] : [0x6A7175, 0xCFD4D6]) : []
            for colour in expected { #expect(colours.contains(UInt32(colour)), "\(look) \(theme): no \(String(colour, radix: 16))") }
            if look == .telegram { #expect(!colours.contains(0xDFE5E7) && !colours.contains(0x6A7175), "Telegram draws initials on colour") }
        }
    }
}
