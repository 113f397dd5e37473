import Canvas
import Decorations
import TextLayout

/// Decoration lines: every style at 1× and 2×, on Latin, CJK, RTL and emoji; strikethrough and overline;
/// skip-ink and byWord.
enum UnderlineCases {
    static let sample = "Typography gjpqy 中文 שלום 🎉"

    static let all: [GoldenCase] = [
        GoldenCase("underline-styles-1x", "Every underline style at 1×: Latin, descenders, CJK, Hebrew, emoji") {
            try sheet(.underline, scale: 1)
        },
        GoldenCase("underline-styles-2x", "Every underline style at 2×") { try sheet(.underline, scale: 2) },
        GoldenCase("strikethrough-styles-2x", "Strikethrough in every style (no skip-ink)") { try sheet(.strikethrough, scale: 2) },
        GoldenCase("overline-styles-2x", "Overline in every style") { try sheet(.overline, scale: 2) },
        GoldenCase("underline-descenders", "Every underline style under descender-rich words at 2×: a gap wherever ink crosses") {
            try render(LineStyle.allCases.map { ($0.rawValue, "jiggy quippy gyp", TextDecoration(.underline, style: $0)) }, scale: 2, size: 28)
        },
        GoldenCase("underline-skip-ink", "Skip-ink on (gaps under gjpqy and the emoji's foot) and off; byWord") {
            let rows: [(String, TextDecoration)] = [
                ("skip-ink on", TextDecoration(.underline, style: .single)),
                ("skip-ink off", TextDecoration(.underline, style: .single, skipInk: false)),
                ("byWord", TextDecoration(.underline, style: .single, byWord: true)),
                ("thick, red", TextDecoration(.underline, style: .thick, color: try Color(hex: "#FF3B30"))),
                ("offset +3", TextDecoration(.underline, style: .single, offset: 3)),
            ]
            return try render(rows.map { ($0.0, "Jumpy quokkas 🦘 gjpqy ace", $0.1) }, scale: 2, size: 22)
        },
        GoldenCase("underline-multiline", "An underline across a line break, and an RTL range") {
            let s = "A dashed underline that wraps onto the next line, then مرحبا بالعالم at the end."
            let layout = TextLayout(s, options: LayoutOptions(width: 280))
            let story = StoryText(layout: layout, decorations: [
                DecoratedRange(range: s.range(of: "dashed underline that wraps onto the next")!,
                               decoration: TextDecoration(style: .dashed, color: try Color(hex: "#0A84FF"))),
                DecoratedRange(range: s.range(of: "مرحبا بالعالم")!, decoration: TextDecoration(style: .wavy, color: try Color(hex: "#FF3B30"))),
            ])
            let canvas = try Canvas(size: Size(width: 312, height: (layout.size.height + 32).rounded(.up)), scale: 2, background: .white)
            story.draw(on: canvas, at: Point(x: 16, y: 16))
            return canvas
        },
    ]

    static func sheet(_ kind: DecorationKind, scale: Double) throws -> Canvas {
        try render(LineStyle.allCases.map { ($0.rawValue, sample, TextDecoration(kind, style: $0)) }, scale: scale, size: 17)
    }

    /// A two-column table: style name on the left, the decorated sample on the right.
    static func render(_ rows: [(String, String, TextDecoration)], scale: Double, size: Double) throws -> Canvas {
        let labelWidth = 110.0, sampleWidth = 300.0, rowGap = 10.0, margin = 14.0
        let items = rows.map { row -> (TextLayout, StoryText) in
            let label = TextLayout(row.0, options: LayoutOptions(font: FontSpec(size: 13), color: Color(rgb: 0x6E6E73)))
            let text = TextLayout(row.1, options: LayoutOptions(width: sampleWidth, font: FontSpec(size: size)))
            let whole = row.1.startIndex..<row.1.endIndex
            return (label, StoryText(layout: text, decorations: [DecoratedRange(range: whole, decoration: row.2)]))
        }
        let height = items.reduce(margin) { $0 + $1.1.layout.size.height + rowGap } - rowGap + margin
        let canvas = try Canvas(size: Size(width: margin * 2 + labelWidth + sampleWidth, height: height.rounded(.up)),
                                scale: scale, background: .white)
        var y = margin
        for (label, story) in items {
            let baselineShift = story.layout.lines[0].baseline - label.lines[0].baseline
            label.draw(on: canvas, at: Point(x: margin, y: y + baselineShift))
            story.draw(on: canvas, at: Point(x: margin + labelWidth, y: y))
            y += story.layout.size.height + rowGap
        }
        return canvas
    }
}
