import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// A picture that is missing (a GIF or a video without a frame, a map without its picture) is a neutral grey of the
/// card's theme in every look and on every bubble: the apps' loading tiles and maps are grey, and a blue bubble's
/// tint read as an empty blue bubble. Pixels of the placeholder (its play button, pill and pin aside), both sides,
/// both themes, every look.
@Suite struct PlaceholderTests {
    static let messages = ##"[{"from": "me", "video": {"kind": "gif", "duration": 3, "width": 320, "height": 200}, "text": "this one"},"## +
        ##"{"from": "them", "author": "Ann", "video": {"duration": 83, "width": 320, "height": 200}},"## +
        ##"{"from": "me", "location": {"latitude": 51.5, "longitude": -0.12}}]"##

    @Test(arguments: Look.Name.allCases, ["light", "dark"])
    func missingPicturesAreNeutralGrey(_ look: Look.Name, _ theme: String) throws {
        let card = try Card(json: Data(#"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "width": 380, "scale": 2, "messages": \#(Self.messages)}"#.utf8))
        let frames = try card.frames()
        let image = try RGBAImage(png: card.render())
        for i in 0..<3 {
            let own = frames.of(message: i)
            let pictureKinds: [ElementFrame.Kind] = [.video, .location]
            let pictureFrame = own.first { pictureKinds.contains($0.kind) }
            let picture = try #require(pictureFrame, "\(look) \(theme) message \(i)").rect.insetBy(dx: 4, dy: 4)
            let overlayKinds: [ElementFrame.Kind] = [.playButton, .pill, .pin, .text]
            let overlays = own.filter { overlayKinds.contains($0.kind) }.map { $0.rect.insetBy(dx: -2, dy: -2) }
            var worst = 0, seen = 0
            for y in stride(from: Int(picture.minY * 2), to: Int(picture.maxY * 2), by: 3) {
                for x in stride(from: Int(picture.minX * 2), to: Int(picture.maxX * 2), by: 3) {
                    let point = Point(x: Double(x) / 2, y: Double(y) / 2)
                    guard !overlays.contains(where: { $0.contains(point) }) else { continue }
                    let p = image[x, y]
                    worst = max(worst, Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)))
                    seen += 1
                }
            }
            #expect(seen > 200 && worst <= 16, "\(look) \(theme) message \(i): a pixel \(worst) apart between channels (\(seen) seen)")
        }
    }
}
