import ChatCard
import Foundation
import Testing

/// A name above a bubble is never cut while the card has room for it: it may run past its bubble up to the
/// card's far padding (a narrow bubble beside an avatar column used to cut "Bo" to "…").
@Suite struct NameRoomTests {
    static let names = ["Bo", "Mei Lin", "Alexandra", "Йоханнес", "سارا", "Christopher Columbus"]

    static func authorFrame(_ name: String, width: Double, avatars: String, direction: String) throws -> ElementFrame? {
        let json = ##"{"width": \##(width), "avatars": "\##(avatars)", "direction": "\##(direction)", "messages": [{"from": "them", "author": "\##(name)", "text": "Hi"}]}"##
        return try Card(json: Data(json.utf8)).frames().frames.map(\.element).first { $0.kind == .author }
    }

    @Test(arguments: ["ltr", "rtl"], ["them", "none"])
    func namesKeepTheirWidthWhileTheCardHasRoom(direction: String, avatars: String) throws {
        for name in Self.names {
            let natural = try #require(try Self.authorFrame(name, width: 1000, avatars: avatars, direction: direction)).rect.width
            for width in stride(from: 160.0, through: 400, by: 20) {
                let label = try #require(try Self.authorFrame(name, width: width, avatars: avatars, direction: direction)).rect
                let room = direction == "ltr" ? width - 16 - label.minX : label.maxX - 16
                #expect(label.minX >= 16 - 1e-6 && label.maxX <= width - 16 + 1e-6, "\(name) at \(width): \(label) leaves the card")
                if natural <= room - 1 {
                    #expect(abs(label.width - natural) < 0.01, "\(name) at \(width) \(direction) avatars \(avatars): \(label.width) of \(natural) pt")
                }
            }
        }
    }
}
