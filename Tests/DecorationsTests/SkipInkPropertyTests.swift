import Canvas
import ImageCodecs
import PropertyBased
import Testing
import TextLayout
@testable import Decorations

/// Skip-ink as pixels, independent of how the gaps are computed: the text and its decoration are drawn on
/// separate canvases; wherever glyph ink lies in the rows the decoration occupies, no decoration pixel
/// may lie within its thickness (less a pixel and a half for anti-aliasing) of that ink, so every
/// crossing leaves a gap. Without skip-ink, nothing is cut. Random texts (Latin, Cyrillic, Arabic with
/// dots below, CJK, emoji), sizes, scales and all nine styles.
@Suite struct SkipInkPropertyTests {
    static let words = [
        "jiggy", "quippy", "gyp", "Typography", "fly", "by", "ace", "думаю", "руку", "фу", "бегу", "بيتي", "في", "جيب",
        "يبني", "中文", "字体", "🎉", "🦘", "Jumpy", "gjpqy",
    ]
    static let scales = [1.0, 1.5, 2, 3]
    static let kinds: [DecorationKind] = [.underline, .underline, .strikethrough, .overline]

    struct Case: CustomStringConvertible {
        var text: String, size: Double, scale: Double, style: LineStyle, kind: DecorationKind
        var description: String { "\(style) \(kind) \(size) pt at \(scale)×: \(text)" }
    }

    static let cases = zip(Gen.element(of: words).array(of: 1...4), Gen.int(in: 12...64), Gen.element(of: scales),
                           Gen.element(of: LineStyle.allCases), Gen.element(of: kinds)).map { words, size, scale, style, kind in
        Case(text: words.compactMap { $0 }.joined(separator: " "), size: Double(size), scale: scale!, style: style!, kind: kind!)
    }

    /// The text alone and the decoration alone, as alpha masks of the same size.
    static func masks(_ c: Case, skipInk: Bool) throws -> (ink: RGBAImage, line: RGBAImage, segments: [DecorationSegment]) {
        let layout = TextLayout(c.text, options: LayoutOptions(font: FontSpec(size: c.size)))
        let decoration = TextDecoration(c.kind, style: c.style, skipInk: skipInk)
        let segments = DecorationGeometry(layout: layout, scale: c.scale).segments(for: decoration, in: c.text.startIndex..<c.text.endIndex)
        let size = Size(width: (layout.size.width + 2 * margin).rounded(.up), height: (layout.size.height + 2 * margin).rounded(.up))
        let text = try Canvas(size: size, scale: c.scale)
        layout.draw(on: text, at: Point(x: margin, y: margin))
        let line = try Canvas(size: size, scale: c.scale)
        line.transformed(by: .translation(x: margin, y: margin)) { DecorationPainter.draw(segments, on: line) }
        return (try RGBAImage(png: text.pngData()), try RGBAImage(png: line.pngData()), segments)
    }

    static let margin = 24.0

    // Shrinking would rerun the drawing thousands of times; a failure prints its case instead.
    @Test(.shrinking(false)) func withSkipInkNoLinePixelLiesNearInkInItsRows() async {
        await propertyCheck(count: 60, input: Self.cases) { c in
            await Task.yield()
            guard let (ink, line, segments) = try? Self.masks(c, skipInk: true), let thickness = segments.first?.thickness else {
                Issue.record("\(c): not drawn"); return
            }
            let rows = (0..<line.height).filter { y in (0..<line.width).contains { line[$0, y].a >= 128 } }
            // Columns where ink lies in the line's rows, and the nearest such column to each line pixel.
            var inkColumns = [Bool](repeating: false, count: ink.width)
            for y in rows { for x in 0..<ink.width where ink[x, y].a >= 128 { inkColumns[x] = true } }
            let clearance = max(1, thickness * c.scale - 1.5)
            var nearest = [Double](repeating: .infinity, count: ink.width)
            var last = -Double.infinity
            for x in 0..<ink.width { if inkColumns[x] { last = Double(x) }; nearest[x] = Double(x) - last }
            last = .infinity
            for x in (0..<ink.width).reversed() { if inkColumns[x] { last = Double(x) }; nearest[x] = min(nearest[x], last - Double(x)) }
            var offending: [(Int, Int)] = []
            for y in rows { for x in 0..<line.width where line[x, y].a >= 128 && nearest[x] < clearance { offending.append((x, y)) } }
            let first = offending.first.map { "\($0)" } ?? ""
            #expect(offending.count == 0, "\(c): line pixels within \(clearance) px of ink, first at \(first)")
        }
    }

    @Test(.shrinking(false)) func withoutSkipInkNothingIsCut() async {
        await propertyCheck(count: 30, input: Self.cases) { c in
            let segments = try? Self.masks(c, skipInk: false).segments
            #expect(segments?.allSatisfy { $0.visible == [$0.x0...$0.x1] } == true, "\(c)")
        }
    }
}
