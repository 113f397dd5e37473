import Canvas
import Testing
import TextLayout
@testable import Decorations

/// A background's outline never touches the text: drawn alone, the stroke shares no pixel with the
/// glyphs drawn alone, also where a line with descenders sits over a narrower one.
@Suite struct OutlineClearanceTests {
    static let texts = ["Meet me tonight gg\nok", "jiggy jumping quickly\nyes\nyou guys go play", "A\nlong giggly line\nB"]

    @Test(arguments: [StrokePlacement.inside, .centered], [1.0, 2.0])
    func theStrokeClearsEveryGlyph(placement: StrokePlacement, width: Double) throws {
        for text in Self.texts {
            let layout = TextLayout(text, options: LayoutOptions(width: 320, alignment: .center, font: FontSpec(size: 20)))
            let size = Size(width: 400, height: layout.size.height + 60), origin = Point(x: 40, y: 30)
            let outlined = StoryText(layout: layout, background: BlockBackground(
                color: .black, style: .outline(width: width, placement: placement), textColor: .clear))
            let stroke = try Canvas(size: size, scale: 2, background: .white)
            outlined.draw(on: stroke, at: origin)
            let glyphs = try Canvas(size: size, scale: 2, background: .white)
            layout.draw(on: glyphs, at: origin)
            let a = try stroke.rgbaImage(), b = try glyphs.rgbaImage()
            var shared = 0
            for y in 0..<a.height { for x in 0..<a.width where a[x, y].r < 200 && b[x, y].r < 200 { shared += 1 } }
            #expect(shared == 0, "\(placement) \(width) pt: the stroke crosses the text of \"\(text)\" in \(shared) pixels")
        }
    }
}
