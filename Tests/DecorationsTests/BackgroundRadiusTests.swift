import Canvas
import Testing
import TextLayout
@testable import Decorations

/// However large a radius is asked for, no corner of a background cuts into a line's text box: drawn
/// alone, the background covers every pixel of every line's used rect.
@Suite struct BackgroundRadiusTests {
    @Test func aRadiusIsAtMostThePaddingOrTheDefault() {
        let block = BackgroundOptions(radius: 40).resolved(fontSize: 17, lineHeight: 20)
        #expect(block.radius == 0.35 * 17)
        #expect(BackgroundOptions(radius: 3).resolved(fontSize: 17, lineHeight: 20).radius == 3)
        #expect(BackgroundOptions().resolved(fontSize: 17, lineHeight: 20).radius == 4, "the default is kept")
        #expect(BackgroundOptions(radius: 40, horizontalPadding: 30).resolved(fontSize: 17, lineHeight: 20).radius == 30)
        #expect(BackgroundOptions(radius: 40, horizontalPadding: 30, corners: .continuous).resolved(fontSize: 17, lineHeight: 20).radius == 20)
        let marker = BackgroundOptions.highlight
        #expect(BackgroundOptions(radius: 40, verticalPadding: 0).resolved(fontSize: 17, lineHeight: 20, isHighlight: true).radius
                == marker.resolved(fontSize: 17, lineHeight: 20, isHighlight: true).radius)
    }

    @Test(arguments: [0.0, 12, 40, 400], [CornerStyle.circular, .continuous])
    func cornersNeverCrossALineOfText(radius: Double, corners: CornerStyle) throws {
        let layout = TextLayout("A wide first line here\nshort\nthen a longer line again\nok",
                                options: LayoutOptions(width: 320, alignment: .center, font: FontSpec(size: 20)))
        let story = StoryText(layout: layout, background: BlockBackground(color: .black, options: BackgroundOptions(radius: radius, corners: corners)))
        let scale = 2.0, origin = Point(x: 40, y: 30)
        let canvas = try Canvas(size: Size(width: 400, height: 200), scale: scale, background: .white)
        canvas.fill(story.backgroundPath().applying(.translation(x: origin.x, y: origin.y)), with: .color(.black))
        let image = try canvas.rgbaImage()
        for line in layout.lines where !line.isEmpty {
            // Inset by a device pixel: where a line is wider than its neighbour, its box edge is the shape's edge.
            let box = line.usedRect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 1 / scale, dy: 1 / scale)
            var uncovered = 0
            for y in Int((box.minY * scale).rounded(.down))..<Int((box.maxY * scale).rounded(.up)) {
                for x in Int((box.minX * scale).rounded(.down))..<Int((box.maxX * scale).rounded(.up)) where image[x, y].r > 8 { uncovered += 1 }
            }
            #expect(uncovered == 0, "line \(line.index) at radius \(radius), \(corners) corners: \(uncovered) pixels of its box uncovered")
        }
    }
}
