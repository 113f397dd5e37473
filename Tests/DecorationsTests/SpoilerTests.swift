import Canvas
import Testing
import TextLayout
@testable import Decorations

/// Spoiler dots follow the hidden words: on each line exactly the words' stretch (no
/// spaces around, nothing before the line's start), every dot whole inside it and fading towards its
/// edges, no stretch of dots repeating another, the same dots on every render.
@Suite struct SpoilerTests {
    static let text = "The answer is forty two and the rest of this long sentence is hidden too, right up to here ok"

    static func spoiler(width: Double) -> (TextLayout, Spoiler) {
        let layout = TextLayout(text, options: LayoutOptions(width: width, font: FontSpec(size: 17)))
        let start = text.range(of: "forty")!.lowerBound, end = text.range(of: "here")!.upperBound
        return (layout, Spoiler(range: start..<end, dots: DotField(seed: 42, color: .black)))
    }

    @Test(arguments: [120.0, 180, 260, 400])
    func dotsCoverTheHiddenWordsOnly(width: Double) {
        let (layout, spoiler) = Self.spoiler(width: width)
        let areas = spoiler.areas(in: layout)
        #expect(areas.count > 1)
        for line in layout.lines {
            let onLine = areas.filter { $0.minY >= line.logicalRect.minY - 1e-6 && $0.maxY <= line.logicalRect.maxY + 1e-6 }
            for area in onLine { #expect(area.minX >= line.usedRect.minX - 1e-6 && area.maxX <= line.usedRect.maxX + 1e-6, "\(area) past \(line.usedRect)") }
        }
        // "is " before the spoiler and " ok" after it stay clear.
        let before = layout.rects(for: Self.text.range(of: "is forty")!.lowerBound..<Self.text.range(of: "forty")!.lowerBound).map(\.rect)
        for b in before { for a in areas { #expect(!a.insetBy(dx: 0.01, dy: 0.01).overlaps(b), "the word space before is covered") } }
        for (i, area) in areas.enumerated() {
            let dots = spoiler.dots.dots(in: area, index: i)
            #expect(dots.count > Int(0.15 * area.width * area.height))
            for dot in dots {
                let r = DotField.radius
                #expect(dot.center.x - r >= area.minX - 1e-9 && dot.center.x + r <= area.maxX + 1e-9 && dot.center.y - r >= area.minY - 1e-9
                        && dot.center.y + r <= area.maxY + 1e-9, "a dot is cut by its area's edge")
            }
            // Towards the ends the dots fade: the outermost point is fainter than the middle.
            let edge = dots.filter { min($0.center.x - area.minX, area.maxX - $0.center.x) < 1 }.map(\.alpha)
            let middle = dots.filter { abs($0.center.x - area.midX) < area.width / 4 }.map(\.alpha)
            if !edge.isEmpty, !middle.isEmpty {
                let edgeMean: Double = edge.reduce(0, +) / Double(edge.count)
                let middleMean: Double = middle.reduce(0, +) / Double(middle.count)
                #expect(edgeMean < middleMean)
            }
            #expect(spoiler.dots.dots(in: area, index: i).map(\.center) == dots.map(\.center), "the same every time")
        }
    }

    /// A spoiler over a whole long message thins its dots evenly past `DotField.maxDots` (540,000 dots took
    /// 3.4 s to draw); an ordinary one keeps the full density.
    @Test func aHugeSpoilerDrawsAtMostMaxDots() {
        let field = DotField(seed: 3, color: .black)
        let ordinary = (0..<12).map { Rect(x: 0, y: Double($0) * 21, width: 270, height: 20) }
        #expect(DotField.share(for: ordinary) == 1)
        let huge = (0..<2000).map { Rect(x: 0, y: Double($0) * 21, width: 270, height: 20) }
        let share = DotField.share(for: huge)
        #expect(share < 0.2)
        let drawn = huge.enumerated().reduce(0) { $0 + field.dots(in: $1.element, index: $1.offset, share: share).count }
        #expect(drawn <= DotField.maxDots + huge.count && drawn > DotField.maxDots * 9 / 10, "\(drawn) dots")
    }

    @Test func noStretchRepeatsAnother() {
        let field = DotField(seed: 7, color: .black)
        let wide = Rect(x: 0, y: 0, width: 240, height: 20)
        let dots = field.dots(in: wide, index: 0).map(\.center)
        // Shifted by any whole number of points up to 120, the field does not land on itself.
        for shift in 1...120 {
            let moved = Set(dots.filter { $0.x < 120 }.map { "\(Int(($0.x + Double(shift)) * 4)),\(Int($0.y * 4))" })
            let here = Set(dots.map { "\(Int($0.x * 4)),\(Int($0.y * 4))" })
            #expect(Double(moved.intersection(here).count) < 0.2 * Double(moved.count), "repeats every \(shift) pt")
        }
    }
}
