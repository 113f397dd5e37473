import Canvas
import TextLayout

/// Text layout on its own: wrapping, scripts, alignment, and the inspector overlay.
enum TextCases {
    static let all: [GoldenCase] = [
        GoldenCase("text-inspector", "Inspector overlay: line boxes, used rects, baselines") {
            try inspector("The quick brown fox jumps over the lazy dog. Trailing spaces   \nSecond paragraph 🎉",
                          width: 260, glyphs: false)
        },
        GoldenCase("text-glyph-boxes", "Glyph boxes: ZWJ emoji, flag, combining mark, ligature") {
            try inspector("fi e\u{301} 👩‍💻 🇯🇵 中文 שלום", width: 260, glyphs: true)
        },
        GoldenCase("text-multilingual", "Latin, color emoji, CJK, Arabic, Hebrew") {
            try plain(SampleText.multilingual, width: 300)
        },
        GoldenCase("text-rtl", "Arabic paragraph, natural alignment (right)") {
            try plain("العربية تُكتب من اليمين إلى اليسار، والأرقام 123 تبقى من اليسار", width: 260)
        },
        GoldenCase("text-align-center", "Centered, mixed sizes and weights") {
            let text = AttributedText([
                ("Big title\n", TextAttributes(size: 28, weight: .bold)),
                ("a smaller line under it, centered and wrapped across lines", TextAttributes(color: try Color(hex: "#3C3C43"))),
            ])
            return try render(TextLayout(text, options: LayoutOptions(width: 240, alignment: .center)), width: 240)
        },
        GoldenCase("text-scale-1", "Scale 1: same layout, one pixel per point") {
            try plain("Crisp at 1× as well: layout does not change with scale.", width: 220, scale: 1)
        },
    ]

    static let padding = 12.0

    static func render(_ layout: TextLayout, width: Double, scale: Double = 2,
                       inspector: LayoutInspector? = nil) throws -> Canvas {
        let canvas = try Canvas(size: Size(width: width + 2 * padding, height: (layout.size.height + 2 * padding).rounded(.up)),
                                scale: scale, background: .white)
        let origin = Point(x: padding, y: padding)
        if let inspector { inspector.draw(layout, on: canvas, at: origin) } else { layout.draw(on: canvas, at: origin) }
        return canvas
    }

    static func plain(_ s: String, width: Double, scale: Double = 2) throws -> Canvas {
        try render(TextLayout(s, options: LayoutOptions(width: width)), width: width, scale: scale)
    }

    static func inspector(_ s: String, width: Double, glyphs: Bool) throws -> Canvas {
        try render(TextLayout(s, options: LayoutOptions(width: width)), width: width,
                   inspector: LayoutInspector(showLines: true, showGlyphs: glyphs))
    }
}

