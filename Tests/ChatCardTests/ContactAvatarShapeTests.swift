import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// A shared contact's avatar takes the look's avatar shape: Slack's rounded square, a circle elsewhere. From
/// pixels at scale 4: near the avatar's corner (a tenth of its side in) the rounded square is filled as its
/// top middle is; a circle leaves that corner to the ground.
@Suite struct ContactAvatarShapeTests {
    @Test(arguments: Look.Name.allCases, ["light", "dark"])
    func aContactsAvatarHasTheLooksShape(_ name: Look.Name, _ theme: String) throws {
        let json = #"{"look": "\#(name.rawValue)", "theme": "\#(theme)", "scale": 4, "messages": [{"from": "them", "author": "Ana", "contact": {"name": "Leo Park", "phone": "+1 555 0100"}}]}"#
        let card = try Card(json: Data(json.utf8))
        let frames = try card.frames().of(message: 0)
        let row = try #require(frames.first { $0.kind == .contact }).rect
        let avatar = try #require(frames.first { $0.kind == .avatar && row.contains(Point(x: $0.rect.midX, y: $0.rect.midY)) }).rect
        let image = try RGBAImage(png: card.render()), s = 4.0
        func pixel(_ fx: Double, _ fy: Double) -> [Int] {
            let p = image[Int((avatar.minX + fx * avatar.width) * s), Int((avatar.minY + fy * avatar.height) * s)]
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        let corner = pixel(0.1, 0.1), top = pixel(0.5, 0.05)
        let apart = zip(corner, top).map { abs($0 - $1) }.max() ?? 0
        if Look.named(name).avatars.cornerRadius != nil {
            #expect(apart <= 8, "\(name) \(theme): a rounded square's corner \(corner) against its top \(top)")
        } else {
            #expect(apart > 8, "\(name) \(theme): a circle's corner \(corner) is its fill \(top)")
        }
    }
}
