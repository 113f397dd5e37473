import Canvas
import Decorations
import Foundation
import PropertyBased
import Testing
import ChatCard

/// The time keeps clear of whatever is drawn under the last line: over random texts, all
/// nine underline styles, offsets up to 3 pt (a larger one runs a line through the next line's text as well),
/// font sizes, scales, both sides and both text directions, no time's
/// glyphs overlap a decoration band, and every band stays inside its bubble.
@Suite struct TimeClearanceTests {
    static let words = ["jiggy", "quippy", "gyp", "Typography", "fly", "by", "думаю", "руку", "بيتي", "في", "جيب", "中文", "🎉"]
    static let styles = ["single", "thick", "double", "dotted", "dashed", "dashDot", "dashDotDot", "largeDot", "wavy"]

    struct Case: CustomStringConvertible {
        var text: String, style: String, offset: Double, size: Double, scale: Double, me: Bool, width: Double
        var description: String { "\(style) offset \(offset) \(size) pt \(scale)× \(me ? "me" : "them") width \(width): \(text)" }
        var json: String {
            let underline = #"{"style": "\#(style)", "offset": \#(offset)}"#
            return #"{"width": \#(width), "scale": \#(scale), "font": {"size": \#(size)}, "messages": [{"from": "\#(me ? "me" : "them")", "#
                + #""spans": [{"text": "\#(text)", "underline": \#(underline)}], "time": "12:45", "edited": true\#(me ? #", "status": "read""# : "")}]}"#
        }
    }

    static let cases = zip(Gen.element(of: words).array(of: 1...9), Gen.element(of: styles), Gen.int(in: 0...3),
                           Gen.int(in: 12...28), Gen.element(of: [1.0, 1.5, 2, 3]), Gen.bool, Gen.int(in: 240...500))
        .map { words, style, offset, size, scale, me, width in
            Case(text: words.compactMap { $0 }.joined(separator: " "), style: style!, offset: Double(offset), size: Double(size),
                 scale: scale!, me: me, width: Double(width))
        }

    @Test(.shrinking(false)) func theTimeKeepsClearOfDecorations() async {
        await propertyCheck(count: 300, input: Self.cases) { c in
            await Task.yield()
            guard let frames = try? Card(json: Data(c.json.utf8)).frames().of(message: 0) else { Issue.record("\(c): refused"); return }
            let bands = frames.filter { $0.kind == .decoration }.map(\.rect)
            // The time's glyphs: its line box less the room above the digits and below the baseline
            // (a fifth of the box each in Inter), which a low line of the text above may cross.
            let times = frames.filter { $0.kind == .time || $0.kind == .status }.map { $0.rect.insetBy(dx: 0, dy: 0.2 * $0.rect.height) }
            let bubble = frames.first { $0.kind == .bubble }!.rect
            #expect(!bands.isEmpty, "\(c)")
            for band in bands {
                #expect(bubble.insetBy(dx: -1e-6, dy: -1e-6).contains(Point(x: band.minX, y: band.maxY)), "\(c): \(band) leaves \(bubble)")
                for time in times { #expect(!band.overlaps(time), "\(c): band \(band) under the time \(time)") }
            }
        }
    }

    /// An underline of a line before the last that hangs into the last line (large dots lowered by 3 pt)
    /// sends the time to a row of its own; the same text with the underline in its place keeps the time
    /// beside the last line. (Found by the property above.)
    @Test func aDecorationHangingIntoTheLastLineSendsTheTimeBelow() throws {
        var c = Case(text: "quippy fly by руку جيب Typography Typography by جيب", style: "largeDot", offset: 3, size: 13, scale: 2, me: false, width: 443)
        for offset in [3.0, 0] {
            c.offset = offset
            let frames = try Card(json: Data(c.json.utf8)).frames().of(message: 0)
            let time = try #require(frames.first { $0.kind == .time }).rect
            let lines = frames.filter { $0.kind == .decoration }.map(\.rect)
            let lastBand = try #require(lines.max { $0.minY < $1.minY })
            for band in lines { #expect(!band.overlaps(time), "offset \(offset): \(band) under the time \(time)") }
            // Below: the time starts under the last line's underline; beside: it is level with the last line.
            #expect((time.minY > lastBand.minY) == (offset == 3), "offset \(offset): time \(time), last band \(lastBand)")
        }
    }
}
