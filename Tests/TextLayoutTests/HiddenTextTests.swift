import Canvas
import Foundation
import Testing
@testable import TextLayout

/// Hidden runs (spoilers) keep their place and draw nothing, in pixels and in vector files.
@Suite struct HiddenTextTests {
    static func layout(hidden: Bool) -> TextLayout {
        var text = AttributedText("Secret: ")
        text.append("the cake is a lie 🎂", attributes: TextAttributes(hidden: hidden ? true : nil))
        return TextLayout(text, options: LayoutOptions(font: FontSpec(size: 20)))
    }

    @Test func hiddenTextKeepsItsPlaceAndLeavesNoInk() throws {
        let shown = Self.layout(hidden: false), hidden = Self.layout(hidden: true)
        #expect(hidden.size == shown.size && hidden.lines.map(\.usedRect) == shown.lines.map(\.usedRect))
        func inkedColumns(_ layout: TextLayout) throws -> Set<Int> {
            let canvas = try Canvas(size: layout.size, scale: 2, background: .white)
            layout.draw(on: canvas, at: .zero)
            let image = try canvas.rgbaImage()
            return Set((0..<image.width).filter { x in (0..<image.height).contains { y in image[x, y].r < 200 || image[x, y].b < 200 } })
        }
        let prefixEnd = 2 * shown.rects(forCharacters: 0..<8).map(\.rect.maxX).max()!
        let shownInk = try inkedColumns(shown), hiddenInk = try inkedColumns(hidden)
        #expect(shownInk.contains { Double($0) > prefixEnd + 4 }, "the visible layout draws the secret (and its emoji)")
        #expect(!hiddenInk.contains { Double($0) > prefixEnd + 4 }, "nothing drawn past \"Secret: \"")
        #expect(hiddenInk.contains { Double($0) < prefixEnd }, "the visible part still draws")
    }

    @Test func vectorOutputCarriesNoHiddenGlyphs() throws {
        func svg(_ layout: TextLayout) throws -> String {
            let canvas = try Canvas(size: layout.size, scale: 1, target: .svg)
            layout.draw(on: canvas, at: .zero)
            return String(decoding: try canvas.encoded(), as: UTF8.self)
        }
        func glyphUses(_ s: String) -> Int { s.components(separatedBy: "<use xlink:href=\"#glyph").count - 1 }
        let shown = try svg(Self.layout(hidden: false)), hidden = try svg(Self.layout(hidden: true))
        #expect(glyphUses(hidden) == "Secret: ".count, "only the visible letters are in the file (\(glyphUses(hidden)) glyphs)")
        #expect(glyphUses(shown) > glyphUses(hidden) + 10)
    }
}
