import Canvas
import Testing
import TextLayout
@testable import Decorations

@Suite struct StoryTextTests {
    @Test func translucentFillIsNeverDarkerWhereLinesMeet() throws {
        let layout = TextLayout("First line of text\nsecond one\nand a third, longer line",
                                options: LayoutOptions(width: 300, alignment: .center, font: FontSpec(size: 24)))
        let fill = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let story = StoryText(layout: layout, background: BlockBackground(color: fill, style: .semi, textColor: .clear))
        let canvas = try Canvas(size: Size(width: 360, height: 160), scale: 2, background: .white)
        story.draw(on: canvas, at: Point(x: 30, y: 20))
        let image = try canvas.rgbaImage()
        let singleLayer = 128  // 50% black over white
        var darkest = 255, filled = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let r = Int(image[x, y].r)
                darkest = min(darkest, r)
                if abs(r - singleLayer) <= 1 { filled += 1 }
            }
        }
        #expect(darkest >= singleLayer - 1, "a pixel is darker than one layer of the fill")
        #expect(filled > 10_000, "the background was drawn")
    }

    @Test func backgroundIsOneShapeForConnectedLinesAndTwoAcrossAnEmptyLine() {
        let one = StoryText(layout: TextLayout("one\ntwo words\nthree", options: LayoutOptions(width: 200)),
                            background: BlockBackground(color: .black))
        #expect(one.backgroundPath().elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        let two = StoryText(layout: TextLayout("one\n\nthree", options: LayoutOptions(width: 200)),
                            background: BlockBackground(color: .black))
        #expect(two.backgroundPath().elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    }

    @Test func textColorFlipsForContrastUnlessGiven() throws {
        let layout = TextLayout("hi")
        #expect(StoryText(layout: layout, background: BlockBackground(color: try Color(hex: "#0A84FF"))).textColor == .white)
        #expect(StoryText(layout: layout, background: BlockBackground(color: try Color(hex: "#FFD60A"))).textColor == .black)
        #expect(StoryText(layout: layout, background: BlockBackground(color: .black, textColor: .black)).textColor == .black)
        let red = try Color(hex: "#FF3B30")
        let outlined = StoryText(layout: TextLayout("hi", options: LayoutOptions(color: red)),
                                 background: BlockBackground(color: .black, style: .outline(width: 2, placement: .inside)))
        #expect(outlined.textColor == red)
    }

    /// `semi` paints an opaque color at 55%: the text color is chosen for that blend, as it is for the
    /// same color given with its alpha, and over the backdrop the block sits on.
    @Test func semiTextColorFollowsTheBlendItDraws() throws {
        let layout = TextLayout("hi")
        let blue = try Color(hex: "#0A84FF")
        #expect(StoryText(layout: layout, background: BlockBackground(color: blue, style: .semi)).textColor == .black)
        #expect(StoryText(layout: layout, background: BlockBackground(color: blue.withAlpha(0.55), style: .semi)).textColor == .black)
        let onDark = BlockBackground(color: blue, style: .semi, backdrop: try Color(hex: "#1C1C1E"))
        #expect(StoryText(layout: layout, background: onDark).textColor == .white)
        #expect(BlockBackground(color: blue, style: .semi).paintedColor == blue.withAlpha(BlockStyle.semiAlpha))
        #expect(BlockBackground(color: blue, style: .filled).paintedColor == blue)
    }

    @Test func highlightAcrossALineBreakIsTrimmedToTheUsedExtent() throws {
        let s = "alpha beta gamma delta"
        let layout = TextLayout(s, options: LayoutOptions(width: 90))
        try #require(layout.lines.count >= 2)
        let lines = TextBackground.rangeRects(of: layout, range: s.range(of: "beta gamma")!)
        #expect(lines.count == 2)
        for (i, rects) in lines.enumerated() {
            let line = layout.lines[i]
            for r in rects { #expect(r.maxX <= line.usedRect.maxX + 1e-9 && r.minX >= line.usedRect.minX - 1e-9) }
        }
    }

    @Test func defaultsScaleWithTheFont() {
        let small = TextBackground.resolve(BackgroundOptions(), for: TextLayout("x", options: LayoutOptions(font: FontSpec(size: 10))))
        let big = TextBackground.resolve(BackgroundOptions(), for: TextLayout("x", options: LayoutOptions(font: FontSpec(size: 40))))
        #expect(abs(big.radius / small.radius - 4) < 0.2)
        #expect(abs(big.horizontalPadding / small.horizontalPadding - 4) < 1e-9)
        #expect(big.snapTolerance == 2 * big.radius)
    }

    @Test func outlineInsideNeverPaintsOutsideTheShape() throws {
        let layout = TextLayout("Outline\nstays inside", options: LayoutOptions(width: 200, alignment: .center, font: FontSpec(size: 24)))
        let story = StoryText(layout: layout, background: BlockBackground(
            color: .black, style: .outline(width: 3, placement: .inside), textColor: .clear))
        let canvas = try Canvas(size: Size(width: 260, height: 120), scale: 1, background: .white)
        story.draw(on: canvas, at: Point(x: 30, y: 20))
        let image = try canvas.rgbaImage()
        let box = try #require(story.backgroundPath().bounds).offsetBy(dx: 30, dy: 20)
        var outside: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where !box.insetBy(dx: -1, dy: -1).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                if image[x, y] != (255, 255, 255, 255) { outside.append((x, y)) }
            }
        }
        #expect(outside.isEmpty, "\(outside.count) painted pixels outside the shape, first at \(outside.first.map { "\($0)" } ?? "")")
    }
}
