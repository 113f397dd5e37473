import Canvas
import Testing
@testable import TextLayout

/// A line cut in its middle (`LayoutOptions.ellipsis: .middle`, a file's name) keeps its first and its last
/// characters (the extension) and stays inside its width; cut at its end it loses the last ones. Over random
/// names and widths.
@Suite struct MiddleEllipsisTests {
    static let stems = ["Quarterly report 2026", "IMG_20240611_183512", "Протокол встречи", "설계 문서 최종본", "release-notes-v2.1.0-final", "a"]
    static let extensions = ["pdf", "tar.gz", "docx", "png"]

    /// The offsets (characters) of the glyphs drawn.
    static func drawn(_ layout: TextLayout) -> Set<Int> { Set(layout.glyphBoxes().map(\.characterOffset)) }

    @Test func theNameKeepsItsEndsAndItsWidth() {
        var rng = SplitMix64(0xE111)
        for round in 0..<120 {
            let stem = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Self.stems[Int.random(in: 0..<Self.stems.count, using: &rng)] }.joined(separator: " ")
            let name = stem + "." + Self.extensions[Int.random(in: 0..<Self.extensions.count, using: &rng)]
            let font = FontSpec(size: [13.0, 16, 17][Int.random(in: 0...2, using: &rng)])
            let natural = TextLayout(name, options: LayoutOptions(font: font)).usedBounds.width
            guard natural > 70 else { continue }  // a name that fits every width tried
            let width = Double.random(in: 60...natural - 1, using: &rng)
            let middle = TextLayout(name, options: LayoutOptions(width: width, font: font, maxLines: 1, ellipsis: .middle))
            let end = TextLayout(name, options: LayoutOptions(width: width, font: font, maxLines: 1))
            let last = name.count - 1
            #expect(middle.isEllipsized && middle.lines.count == 1, "round \(round): \(name) at \(width)")
            #expect(middle.usedBounds.width <= width + 0.01, "round \(round): \(middle.usedBounds.width) pt in \(width)")
            #expect(Self.drawn(middle).contains(last) && Self.drawn(middle).contains(0), "round \(round): \(name) at \(width) lost an end")
            #expect(!Self.drawn(end).contains(last), "round \(round): \(name) cut at its end kept its last character")
        }
    }
}
