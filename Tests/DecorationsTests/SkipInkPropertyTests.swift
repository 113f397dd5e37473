import Canvas
import ImageCodecs
import PropertyBased
import Testing
import TextLayout
@testable import Decorations

/// Skip-ink as pixels, independent of how the gaps are computed: the text, its decoration and the same
/// decoration drawn whole are drawn on separate canvases. Both sides of the rule, over random texts (Latin
/// full of descenders, Cyrillic, Arabic, Devanagari, CJK, emoji), sizes 6–96 pt, scales 1–3, every style
/// and kind, the font's thickness or one given, skip-ink on and off:
/// (a) no line pixel where glyph ink crosses the band (nor within the clearance of it, less a pixel and a
///     half for anti-aliasing);
/// (b) the line is still there: of the band's columns clear of ink by the clearance where the whole pattern
///     draws, the skipped line draws at least 90%.
@Suite struct SkipInkPropertyTests {
    static let words = [
        "jiggy", "quippy", "gypsy", "jig", "gyp", "Typography", "fly", "by", "ace", "gjpqy", "Jumpy", "думаю", "руку", "дружба",
        "щука", "бегу", "بيتي", "في", "جيب", "يبني", "نجمة", "नमस्ते", "हिन्दी", "प्रयोग", "中文", "字体", "日本語", "🎉", "🦘",
    ]
    static let scales = [1.0, 1.5, 2, 2.5, 3]
    static let kinds: [DecorationKind] = [.underline, .underline, .strikethrough, .overline]
    static let thicknesses: [Double?] = [nil, nil, nil, 0.5, 1, 2.5, 4, 6]
    /// The share of clear columns the skipped line must still draw, less a couple of columns: cut ends are
    /// rounded to device pixels, and a cut mark's sliver under half the thickness goes.
    static let keptShare = 0.9
    static let roundingSlack = 2.0

    struct Case: CustomStringConvertible {
        var text: String, size: Double, scale: Double, style: LineStyle, kind: DecorationKind, thickness: Double?, skipInk: Bool
        var description: String {
            "\(style) \(kind)\(thickness.map { " \($0) pt thick" } ?? "") \(size) pt at \(scale)×, skipInk \(skipInk): \(text)"
        }
        var decoration: TextDecoration { TextDecoration(kind, style: style, thickness: thickness, skipInk: skipInk) }
    }

    static let cases = zip(Gen.element(of: words).array(of: 1...4), Gen.int(in: 6...96), Gen.element(of: scales),
                           Gen.element(of: LineStyle.allCases), Gen.element(of: kinds), Gen.element(of: thicknesses), Gen.bool)
        .map { words, size, scale, style, kind, thickness, skipInk in
            Case(text: words.compactMap { $0 }.joined(separator: " "), size: Double(size), scale: scale!, style: style!, kind: kind!,
                 thickness: thickness ?? nil, skipInk: skipInk)
        }

    struct Masks {
        var ink: RGBAImage, line: RGBAImage, whole: RGBAImage
        var segments: [DecorationSegment]
        /// The clearance and the widest speck that may go, in device pixels.
        var clearance: Double
        var speck: Double
    }

    /// The text alone, the decoration alone, and the decoration with nothing skipped, as alpha masks.
    static func masks(_ c: Case) throws -> Masks {
        let layout = TextLayout(c.text, options: LayoutOptions(font: FontSpec(size: c.size)))
        let geometry = DecorationGeometry(layout: layout, scale: c.scale)
        let segments = geometry.segments(for: c.decoration, in: c.text.startIndex..<c.text.endIndex)
        let whole = segments.map { s in var s = s; s.visible = [s.x0...s.x1]; return s }
        let size = Size(width: (layout.size.width + 2 * margin).rounded(.up), height: (layout.size.height + 2 * margin).rounded(.up))
        func drawn(_ body: (Canvas) -> Void) throws -> RGBAImage {
            let canvas = try Canvas(size: size, scale: c.scale)
            canvas.transformed(by: .translation(x: margin, y: margin)) { body(canvas) }
            return try RGBAImage(png: canvas.pngData())
        }
        let t = segments.first?.thickness ?? 1
        return Masks(ink: try drawn { layout.draw(on: $0, at: .zero) }, line: try drawn { DecorationPainter.draw(segments, on: $0) },
                     whole: try drawn { DecorationPainter.draw(whole, on: $0) }, segments: segments,
                     clearance: geometry.clearance(thickness: t, fontSize: c.size) * c.scale,
                     speck: geometry.speck(thickness: t, fontSize: c.size) * c.scale)
    }

    static let margin = 24.0

    /// Per column, the distance in pixels to the nearest column where `marked` holds.
    static func distances(_ marked: [Bool]) -> [Double] {
        var nearest = [Double](repeating: .infinity, count: marked.count)
        var last = -Double.infinity
        for x in marked.indices { if marked[x] { last = Double(x) }; nearest[x] = Double(x) - last }
        last = .infinity
        for x in marked.indices.reversed() { if marked[x] { last = Double(x) }; nearest[x] = min(nearest[x], last - Double(x)) }
        return nearest
    }

    /// Both sides of the rule for one case; nil when it holds, else what broke.
    static func violation(_ c: Case) throws -> String? {
        let m = try masks(c)
        guard !m.segments.isEmpty else { return nil }
        // (b) counts ink in every row the band touches (a double line's middle row, a wave's rows between
        // its crests are the line's too); (a) looks in the rows the line is drawn in.
        let bandRows = Set(m.segments.flatMap { s in
            Int(((s.band.lowerBound + margin) * c.scale).rounded(.down))..<Int(((s.band.upperBound + margin) * c.scale).rounded(.up))
        }).filter { $0 >= 0 && $0 < m.whole.height }
        // Ink crosses the band in rows whose centre lies inside it, less the graze the rule allows (ink
        // reaching a quarter pixel into the band only touches it): a row half outside the band whose ink is
        // outside it is not crossing ink (CI found one: an Arabic dot 0.08 pt into a wave's band at 2.5×).
        let crossingRows = Set(m.segments.flatMap { s -> [Int] in
            let graze = min(DecorationGeometry.grazingPixels, s.thickness * c.scale / 4)
            let lo = (s.band.lowerBound + margin) * c.scale + graze, hi = (s.band.upperBound + margin) * c.scale - graze
            return Array(Int(lo.rounded(.down))..<Int(hi.rounded(.up))).filter { Double($0) + 0.5 >= lo && Double($0) + 0.5 <= hi }
        })
        let drawnRows = bandRows.filter { y in crossingRows.contains(y) && (0..<m.whole.width).contains { m.whole[$0, y].a >= 128 } }
        func columns(_ image: RGBAImage, alpha: UInt8, in rows: Set<Int>) -> [Bool] {
            (0..<image.width).map { x in rows.contains { image[x, $0].a >= alpha } }
        }
        let ink = columns(m.ink, alpha: 128, in: drawnRows), faintInk = columns(m.ink, alpha: 16, in: bandRows)
        let line = columns(m.line, alpha: 128, in: bandRows), whole = columns(m.whole, alpha: 128, in: bandRows)
        if c.skipInk {
            let near = distances(ink)
            let within = max(1, m.clearance - 1.5)
            if let x = line.indices.first(where: { line[$0] && near[$0] < within }) {
                return "(a) a line pixel at column \(x), \(near[x]) px from ink (the clearance less anti-aliasing: \(within) px)"
            }
        }
        let faint = distances(faintInk)
        // Clear columns where the whole pattern draws, in runs at least a speck wide (a narrower piece
        // between two gaps may go).
        let spans = m.segments.map { (($0.x0 + margin) * c.scale)...(($0.x1 + margin) * c.scale) }
        let isClear = whole.indices.map { x in faint[x] > m.clearance + 1 && spans.contains { $0.contains(Double(x) + 0.5) } }
        var clear: [Int] = []
        var run: [Int] = []
        for x in whole.indices + [whole.count] {
            if x < whole.count, isClear[x] { run.append(x); continue }
            if Double(run.count) >= m.speck { clear += run.filter { whole[$0] } }
            run = []
        }
        guard clear.count >= 12 else { return nil }
        let kept = clear.filter { line[$0] }.count
        if Double(kept) < keptShare * Double(clear.count) - roundingSlack {
            return "(b) the line draws \(kept) of the \(clear.count) columns clear of ink; missing \(clear.filter { !line[$0] }.prefix(40))"
        }
        return nil
    }

    // Shrinking would rerun the drawing thousands of times; a failure prints its case instead.
    @Test(.shrinking(false)) func skipInkCutsTheLineAtInkAndKeepsItElsewhere() async {
        await propertyCheck(count: 120, input: Self.cases) { c in
            await Task.yield()
            do {
                let broken = try Self.violation(c)
                #expect(broken == nil, "\(c): \(broken ?? "")")
            } catch {
                Issue.record("\(c): not drawn: \(error)")
            }
        }
    }

    /// The issue's card: "jiggy quippy gypsy jig" at 17 and 64 pt, every style; the wave under "gypsy jig" at 17 pt.
    @Test(arguments: LineStyle.allCases, [17.0, 64])
    func theDescenderSentenceKeepsItsLine(style: LineStyle, size: Double) throws {
        for text in ["jiggy quippy gypsy jig", "gypsy jig"] {
            let c = Case(text: text, size: size, scale: 1, style: style, kind: .underline, thickness: nil, skipInk: true)
            let broken = try Self.violation(c)
            #expect(broken == nil, "\(c): \(broken ?? "")")
        }
    }

    @Test(.shrinking(false)) func withoutSkipInkNothingIsCut() async {
        await propertyCheck(count: 30, input: Self.cases) { c in
            var c = c
            c.skipInk = false
            let segments = try? Self.masks(c).segments
            // Out of #expect: Swift 6.3 can give a closure inside a macro in a closure the symbol of another
            // closure there (see PreviewTests).
            let whole = segments?.allSatisfy { $0.visible == [$0.x0...$0.x1] } == true
            #expect(whole, "\(c)")
        }
    }
}
