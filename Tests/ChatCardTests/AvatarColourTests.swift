import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// In the rows looks every person's avatar is drawn, mine too: people without a picture get discs of
/// different colours while the palette lasts, "Me" included (Slack's "Me" and "Omar" were both green).
@Suite struct AvatarColourTests {
    static let names = ["Maya", "Omar", "Ana", "Leo", "Sam", "Kim", "Bo", "Zoe", "Ivy", "Max", "Eli", "Noa"]

    @Test(arguments: [Look.Name.slack, .discord])
    func everyonesDiscDiffersWhileThePaletteLasts(_ look: Look.Name) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(state >> 33) }
        let palette = Look.named(look).avatars.palette ?? Look.named(look).light.authorPalette
        for round in 0..<25 {
            let others = Array(Set((0..<(1 + next() % (palette.count - 1))).map { _ in Self.names[next() % Self.names.count] })).sorted()
            let messages = others.map { ##"{"from": "them", "author": "\##($0)", "text": "hi"}"## } + [##"{"from": "me", "text": "hey"}"##]
            let card = try Card(json: Data(##"{"width": 320, "scale": 2, "look": "\##(look.rawValue)", "messages": [\##(messages.joined(separator: ","))]}"##.utf8))
            let image = try RGBAImage(png: card.render())
            let discs = try card.frames().frames.map(\.element).filter { $0.kind == .avatar }
            #expect(discs.count == others.count + 1, "round \(round)")
            // A disc's colour near its top edge, clear of the initials or the glyph.
            let colours = discs.map { d in image[Int(d.rect.midX * 2), Int((d.rect.minY + d.rect.height * 0.08) * 2)] }.map { "\($0.r),\($0.g),\($0.b)" }
            #expect(Set(colours).count == colours.count, "round \(round): \(others) + Me: \(colours)")
        }
    }
}
