import Canvas
import ChatCard
import Foundation
import GoldenImage
import ImageCodecs
import Testing

/// A photo at the bottom of a bubble that shows (a forward label or reply header above it): the tail is
/// drawn in the bubble's fill beside the photo's bottom corner, and that corner is rounded, on both sides,
/// in both themes, left to right and right to left, for one photo and for an album.
@Suite struct PhotoTailTests {
    @Test(arguments: ["me", "them"], ["light", "dark"])
    func theTailAndTheRoundedCornerShowInTheBubblesFill(from: String, theme: String) throws {
        let png = try CardImageTests.dataURI("landscape.jpg")
        for direction in ["ltr", "rtl"] {
            for header in [##""forwardedFrom": "Design Team""##, ##""reply": {"author": "Maya", "text": "Look"}"##] {
                for media in [##""image": "\##(png)""##, ##""images": ["\##(png)", "\##(png)"]"##] {
                    let json = ##"{"theme": "\##(theme)", "direction": "\##(direction)", "messages": [{"from": "\##(from)", \##(header), \##(media)}]}"##
                    let card = try Card(json: Data(json.utf8))
                    let frames = try card.frames().frames.map(\.element)
                    let bubble = try #require(frames.first { $0.kind == .bubble }).rect
                    let photos = frames.filter { $0.kind == .photo }.map(\.rect)
                    let image = try RGBAImage(png: card.render())
                    let s = card.spec.scale
                    func pixel(_ x: Double, _ y: Double) -> [Int] { let p = image[Int(x * s), Int(y * s)]; return [Int(p.r), Int(p.g), Int(p.b)] }
                    let fill = pixel(bubble.midX, bubble.minY + 1.5)  // the header's row, beside no text
                    let tailRight = (from == "me") == (direction == "ltr")
                    let bottom = try #require(photos.map(\.maxY).max())
                    let edge = tailRight ? try #require(photos.map(\.maxX).max()) : try #require(photos.map(\.minX).min())
                    let outward = tailRight ? 1.0 : -1.0
                    // Some pixel just outside the photo's bottom corner is the tail, in the fill.
                    func distance(_ p: [Int]) -> Int { zip(p, fill).map { abs($0 - $1) }.max() ?? 0 }
                    let offsets: [Double] = [0.5, 1, 1.5, 2, 2.5, 3]
                    var near: [[Int]] = []
                    for dx in offsets { for dy in offsets { near.append(pixel(edge + dx * outward, bottom - dy)) } }
                    let tail = near.min { distance($0) < distance($1) } ?? []
                    let corner = pixel(edge - 2.5 * outward, bottom - 2.5)  // between the rounded corner and the square one
                    let what = "\(from) \(theme) \(direction) \(header.prefix(8)) \(media.prefix(8))"
                    #expect(zip(tail, fill).allSatisfy { abs($0 - $1) <= 4 }, "\(what): tail \(tail), fill \(fill)")
                    #expect(zip(corner, fill).allSatisfy { abs($0 - $1) <= 8 }, "\(what): corner \(corner), fill \(fill)")
                }
            }
        }
    }
}
