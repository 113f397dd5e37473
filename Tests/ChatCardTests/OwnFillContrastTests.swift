import Canvas
import Decorations
import Foundation
import ImageCodecs
import PropertyBased
import Testing
@testable import ChatCard

/// Text drawn on a fill of its own (a reply block, in a bubble or above a sticker; a service pill; a
/// time pill on a photo or sticker) keeps body-text contrast, 4.5:1, against that fill (a
/// grey quote above a sticker was 2.8:1). Over looks × themes × quoted authors and sides, from the
/// card's frames and its pixels at 3×: inside each text's box the fill is the commonest colour, the
/// text the solid colour (a stem's, repeated) that stands out most from it.
@Suite struct OwnFillContrastTests {
    static let names = ["Maya", "Omar", "Ana", "Trail News", "Li Wei", "Sam", "Priya", "Jonas", "Zoë", "Kwame"]
    /// An 8-bit colour may land a hair under the computed one.
    static let rounding = 0.05
    /// Pixels of one exact colour that make it a stem's (at 3×, a 12 pt stem covers many).
    static let solidPixels = 6
    static let scale = 3.0

    struct Case: CustomStringConvertible {
        var look: Look.Name, theme: CardSpec.Theme, quoted: String, author: String, mine: Bool
        var description: String { "\(look) \(theme), \(author) quoting \(quoted)\(mine ? ", mine" : "")" }
    }

    static let cases = zip(Gen.element(of: Look.Name.allCases), Gen.element(of: CardSpec.Theme.allCases), Gen.element(of: names),
                           Gen.element(of: names), Gen.bool)
        .map { look, theme, quoted, author, mine in Case(look: look!, theme: theme!, quoted: quoted!, author: author!, mine: mine) }

    static func json(_ c: Case) throws -> String {
        let sticker = try CardImageTests.dataURI("sticker.webp"), photo = try CardImageTests.dataURI("landscape.jpg")
        let side = c.mine ? "me" : "them"
        return #"""
            {"width": 340, "scale": 3, "title": "Trip planning", "look": "\#(c.look.rawValue)", "theme": "\#(c.theme.rawValue)", "messages": [
             {"from": "\#(side)", "author": "\#(c.author)", "time": "9:40", "text": "Sure, see below", "reply": {"author": "\#(c.quoted)", "text": "Where is the trailhead?"}},
             {"from": "\#(side)", "author": "\#(c.author)", "time": "9:41", "sticker": "\#(sticker)", "reply": {"author": "\#(c.quoted)", "text": "the one from yesterday"}},
             {"service": "\#(c.quoted) pinned a message"},
             {"from": "\#(side)", "author": "\#(c.author)", "time": "9:43", "image": "\#(photo)"\#(c.mine ? #", "status": "read""# : "")}]}
            """#
    }

    /// The commonest colour in `box` and the text's contrast with it (nil when the box holds one colour).
    static func contrast(in box: Rect, of image: RGBAImage) -> (fill: UInt32, ratio: Double?) {
        let x0 = max(0, Int((box.minX * scale).rounded())), x1 = min(image.width, Int((box.maxX * scale).rounded()))
        let y0 = max(0, Int((box.minY * scale).rounded())), y1 = min(image.height, Int((box.maxY * scale).rounded()))
        var counts: [UInt32: Int] = [:]
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                let p = image[x, y]
                counts[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
            }
        }
        func color(_ key: UInt32) -> Color { Color(rgb: key) }
        guard let fill = counts.max(by: { $0.value < $1.value })?.key else { return (0, nil) }
        let solids = counts.filter { $0.key != fill && $0.value >= solidPixels }.keys
        return (fill, solids.map { ContrastColor.ratio(color($0), color(fill)) }.max())
    }

    /// The colour just outside `rect`'s leading edge: a fill the same as it draws nothing of its own.
    static func outside(_ rect: Rect, of image: RGBAImage) -> UInt32? {
        let x = Int((rect.minX * scale).rounded()) - 3, y = Int((rect.midY * scale).rounded())
        guard x >= 0, y >= 0, y < image.height else { return nil }
        let p = image[x, y]
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    static func violations(_ c: Case) throws -> [String] {
        let card = try Card(json: Data(try json(c).utf8))
        let frames = try card.frames().frames.map(\.element)
        let image = try card.drawnCanvas().rgbaImage()
        // A service item's text is on its own fill where the look draws it in a pill (a background).
        let fills = frames.filter { [.reply, .pill, .background].contains($0.kind) }.map(\.rect)
        var found: [String] = []
        for f in frames where [.text, .author, .time, .service, .title].contains(f.kind) && f.rect.width > 0 {
            guard let fill = fills.first(where: { $0.insetBy(dx: -0.5, dy: -0.5).contains(f.rect) }) else { continue }
            let (ground, measured) = contrast(in: f.rect, of: image)
            guard let ratio = measured, outside(fill, of: image) != ground else { continue }
            if ratio < ContrastColor.textMinimum - rounding { found.append("\(f.kind) \"\(f.text ?? "")\": \(ratio)") }
        }
        return found
    }

    @Test(.shrinking(false)) func textOnItsOwnFillReadsAsBodyText() async {
        await propertyCheck(count: 60, input: Self.cases) { c in
            do {
                let broken = try Self.violations(c)
                #expect(broken.isEmpty, "\(c): \(broken)")
            } catch {
                Issue.record("\(c): \(error)")
            }
        }
    }
}
