import Canvas
import Decorations
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Every look and theme keeps sent, delivered and read apart at a glance: the same card with
/// each status differs in many strongly changed pixels from the card with any other, and every status is
/// drawn (a status frame or the caption's word), never dropped. On a bubble, on a photo's time pill and in
/// the rows looks' headers. A look whose app shows no delivery status (Discord, Slack) marks none, whatever
/// the status.
@Suite struct StatusDistinctTests {
    static let statuses = MessageSpec.Status.allCases
    /// Pixels (at 2×) whose colour must change strongly between two statuses: about a third of one check's.
    static let minimumChangedPixels = 20
    /// A channel must move this much (of 255) for a pixel to count as changed.
    static let strongChange = 48

    static func card(look: Look.Name, theme: CardSpec.Theme, status: MessageSpec.Status, photo: Bool) throws -> Card {
        let image = #", "image": "\#(try CardImageTests.dataURI("landscape.jpg"))""#
        let json = #"""
            {"width": 320, "scale": 2, "look": "\#(look.rawValue)", "theme": "\#(theme.rawValue)", "messages": [
             {"from": "them", "time": "9:40", "text": "Are you there?"},
             {"from": "me", "time": "9:41", "status": "\#(status.rawValue)"\#(photo ? image : #", "text": "On my way""#)}]}
            """#
        return try Card(json: Data(json.utf8))
    }

    static func changedPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var n = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for c in 0..<3 { d = max(d, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            if d >= strongChange { n += 1 }
        }
        return n
    }

    @Test(arguments: Look.Name.allCases, [false, true])
    func eachStatusIsDistinctAndDrawn(look: Look.Name, photo: Bool) throws {
        let marked = Look.named(look).statusMarks != nil
        for theme in CardSpec.Theme.allCases {
            var images: [MessageSpec.Status: RGBAImage] = [:]
            for status in Self.statuses {
                let card = try Self.card(look: look, theme: theme, status: status, photo: photo)
                let frames: [ElementFrame] = try card.frames().of(message: 1)
                let word = TimeHeaders.words(status)
                let drawn = frames.contains { (f: ElementFrame) in
                    (f.kind == .status && f.text == status.rawValue) || (f.text ?? "").hasPrefix(word)
                }
                #expect(drawn == marked, "\(look) \(theme)\(photo ? " photo" : ""): \(status) drawn: \(drawn)")
                images[status] = try card.drawnCanvas().rgbaImage()
            }
            for (i, a) in Self.statuses.enumerated() {
                for b in Self.statuses[(i + 1)...] {
                    let changed = Self.changedPixels(images[a]!, images[b]!)
                    guard marked else { #expect(changed == 0, "\(look) marks no status, but \(a) and \(b) differ"); continue }
                    #expect(changed >= Self.minimumChangedPixels, "\(look) \(theme)\(photo ? " photo" : ""): \(a) and \(b) differ in \(changed) pixels")
                }
            }
        }
    }
}
