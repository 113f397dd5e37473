import Canvas
import Testing
@testable import TextLayout

@Suite struct IndexMappingTests {
    static let mixed = "a👩‍💻b🇯🇵ce\u{301}中文ع ربي שָׁלוֹם"

    @Test func indexMapMatchesSwiftCharacters() {
        let map = TextIndexMap(Self.mixed)
        #expect(map.characterCount == Self.mixed.count)
        for (i, index) in Self.mixed.indices.enumerated() {
            let byte = Self.mixed.utf8Offset(of: index)
            #expect(map.character(atByte: byte) == i)
            #expect(map.index(ofCharacter: i) == index)
            // A byte inside a multi-byte character maps to that character.
            #expect(map.character(atByte: byte + 1) == (Self.mixed[index].utf8.count > 1 ? i : i + 1))
        }
    }

    @Test func glyphBoxesCoverWholeCharacters() throws {
        let layout = TextLayout(Self.mixed)
        let boxes = layout.glyphBoxes()
        let string = layout.text.string
        var covered = Set<Int>()
        for box in boxes {
            let chars = layout.characterRange(box.range)
            #expect(!chars.isEmpty)
            #expect(string[box.range].count == chars.count)
            covered.formUnion(chars)
        }
        #expect(covered == Set(0..<string.count))
        // The ZWJ family and the flag are one glyph box each.
        #expect(boxes.contains { string[$0.range] == "👩‍💻" })
        #expect(boxes.contains { string[$0.range] == "🇯🇵" })
        #expect(boxes.contains { string[$0.range] == "e\u{301}" })
    }

    @Test func everyCharacterHasAVisibleRect() {
        let layout = TextLayout(Self.mixed)
        for i in 0..<layout.characterCount where !layout.text.string[layout.indexRange(i..<i + 1)].allSatisfy(\.isWhitespace) {
            let rects = layout.rects(forCharacters: i..<i + 1)
            #expect(rects.count == 1 && rects[0].rect.width > 0, "character \(i)")
        }
    }

    @Test func lineRangesRoundTripThroughStringIndices() {
        let layout = TextLayout(Self.mixed + "\n" + Self.mixed, options: LayoutOptions(width: 120))
        var rebuilt = ""
        for (i, line) in layout.lines.enumerated() {
            rebuilt += layout.text.string[line.range]
            if i + 1 < layout.lines.count, layout.lines[i + 1].range.lowerBound > line.range.upperBound { rebuilt += "\n" }
        }
        #expect(rebuilt == layout.text.string)
    }
}
