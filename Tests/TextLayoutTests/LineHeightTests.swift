import Foundation
import Testing
@testable import TextLayout

/// A look's line height is the distance between every two baselines (give or take where another font's
/// line sits within it), whatever a line holds: a line of
/// colour emoji alone (whose bitmap font reports no height of its own) stands as far below the line above
/// as a line of words, and no line's glyphs reach into the line above.
@Suite struct LineHeightTests {
    static let pieces = ["ok", "on the ridge", "👍👍👍👍👍👍👍👍👍👍👍👍👍", "👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽", "🇩🇪🇫🇷🇪🇸🇯🇵🇸🇦🇩🇪🇫🇷", "مرحبا بكم", "漢字かな交じり文", "🎉"]

    @Test(arguments: [("Inter", 17.0, 22.0), ("Roboto", 14.2, 19.0), ("Lato", 15.0, 22.0)])
    func everyLineStandsALineHeightBelowTheOneAbove(family: String, size: Double, height: Double) {
        var generator = SplitMix(seed: 0xC0FFEE)
        for _ in 0..<40 {
            let text = (0..<Int.random(in: 2...7, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "\n")
            let width = Double.random(in: 120...260, using: &generator)
            let layout = TextLayout(text, options: LayoutOptions(width: width, lineHeight: height, font: FontSpec(family: family, size: size)))
            let lines = layout.lines
            for (upper, lower) in zip(lines, lines.dropFirst()) {
                let step = lower.baseline - upper.baseline
                // Within the half-leading by which a line of another font's ascent sits (as CSS places it).
                #expect(abs(step - height) < 0.15 * height, "\(family): \(step) pt between lines \(upper.index) and \(lower.index) of \(text.debugDescription) at \(width)")
            }
            // Glyphs of a line stay below the baseline of the line above.
            for box in layout.glyphBoxes() where box.lineIndex > 0 {
                #expect(box.inkRect.minY > lines[box.lineIndex - 1].baseline, "\(family): a glyph of line \(box.lineIndex) reaches line \(box.lineIndex - 1) in \(text.debugDescription)")
            }
        }
    }
}

/// A small seeded generator: the same texts every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
