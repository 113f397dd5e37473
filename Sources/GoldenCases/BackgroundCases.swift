import Canvas
import Decorations
import TextLayout

/// Merged rounded backgrounds (the story look) and marker-pen highlights.
enum BackgroundCases {
    static let blue = Color(rgb: 0x0A84FF)
    static let yellow = Color(rgb: 0xFFD60A)
    static let pink = Color(rgb: 0xFF375F)

    static let all: [GoldenCase] = [
        block("bg-one-line", "One line", "Ship it tonight", align: .center),
        block("bg-equal-widths", "Equal widths: one straight rect, four corners", "Tonight\nat nine\nsharp!", align: .center,
              font: FontSpec(family: "DejaVu Sans Mono", size: 22)),
        block("bg-near-equal", "Widths within 2 × radius snap to one edge", "Corners look\nright now, and\nalso here", align: .left),
        block("bg-left", "Left alignment", "Left aligned story text\nshort\na much longer last line here", align: .left),
        block("bg-center", "Center alignment", "Centered story text\nshort\na much longer last line here", align: .center),
        block("bg-right", "Right alignment", "Right aligned story text\nshort\na much longer last line here", align: .right),
        block("bg-empty-line", "An empty line splits the shape", "First block\n\nSecond block after a gap", align: .center),
        block("bg-spaces-line", "A line of only spaces splits it too", "Above the spaces\n     \nBelow them", align: .center),
        GoldenCase("bg-mixed-heights", "Lines of different heights: emoji and a big word") {
            let text = AttributedText([
                ("Party 🎉🎉🎉\n", TextAttributes()),
                ("HUGE", TextAttributes(size: 40, weight: .heavy)),
                (" and small\nthe end", TextAttributes()),
            ])
            return try render(StoryText(layout: TextLayout(text, options: LayoutOptions(width: 280, alignment: .center)),
                                        background: BlockBackground(color: pink)), width: 280)
        },
        block("bg-rtl", "Right-to-left text, natural alignment", "مرحبا بالعالم\nنص عربي أطول قليلاً في السطر الثاني\nقصير", align: .natural),
        block("bg-large-radius", "Radius 100 is clamped: never self-intersecting", "Big radius\nstill fine\nok", align: .center,
              options: BackgroundOptions(radius: 100)),
        block("bg-zero-radius", "Zero radius: sharp corners", "Sharp corners\nfor a change\nright?", align: .center,
              options: BackgroundOptions(radius: 0)),
        block("bg-continuous", "Continuous (smooth) corners", "Smooth corners\nstart bending early\nlike iOS", align: .center,
              options: BackgroundOptions(radius: 8, corners: .continuous)),
        block("bg-semi", "Semi: translucent, the same alpha where lines meet", "Translucent fill\nno darker seams\nanywhere", align: .center,
              style: .semi, canvasBackground: Color(rgb: 0x1C1C1E)),
        block("bg-outline-inside", "Outline inside the shape", "Outline only\ninside the edge\nok", align: .center,
              style: .outline(width: 2, placement: .inside), textColor: .black),
        block("bg-outline-centered", "Outline centered on the shape", "Outline only\ncentered\non the edge", align: .left,
              style: .outline(width: 2, placement: .centered), textColor: .black),
        GoldenCase("hl-mid-line", "Highlights starting and ending mid-line, two colors") {
            let s = "The quick brown fox jumps over the lazy dog and keeps running far away"
            let layout = TextLayout(s, options: LayoutOptions(width: 280))
            return try render(StoryText(layout: layout, highlights: [
                Highlight(range: range(s, "quick brown"), color: yellow),
                Highlight(range: range(s, "lazy dog and keeps"), color: pink.withAlpha(0.35)),
            ]), width: 280)
        },
        GoldenCase("hl-three-lines", "A highlight spanning three lines merges into one shape") {
            let s = "Marker pen: this highlighted passage runs across three whole lines of text and then stops here."
            let layout = TextLayout(s, options: LayoutOptions(width: 260))
            return try render(StoryText(layout: layout, highlights: [
                Highlight(range: range(s, "this highlighted passage runs across three whole lines of text"), color: yellow),
            ]), width: 260)
        },
        GoldenCase("hl-rtl", "Highlight in right-to-left text") {
            let s = "هذا نص عربي مع كلمة مميزة في الوسط"
            let layout = TextLayout(s, options: LayoutOptions(width: 260))
            return try render(StoryText(layout: layout, highlights: [
                Highlight(range: range(s, "كلمة مميزة"), color: yellow),
            ]), width: 260)
        },
        GoldenCase("hl-bidi", "A highlight over English and Hebrew runs is one merged shape") {
            let s = "Meet me at מרכז העיר tonight, then שוק הכרמל tomorrow morning for coffee"
            let layout = TextLayout(s, options: LayoutOptions(width: 220))
            return try render(StoryText(layout: layout, highlights: [
                Highlight(range: s.startIndex..<s.endIndex, color: yellow),
            ]), width: 220)
        },
    ]

    static func range(_ s: String, _ part: String) -> Range<String.Index> { s.range(of: part)! }

    static func block(_ name: String, _ caption: String, _ text: String, align: TextAlignment,
                      font: FontSpec = FontSpec(size: 22, weight: .semibold), options: BackgroundOptions = BackgroundOptions(),
                      style: BlockStyle = .filled, textColor: Color? = nil,
                      canvasBackground: Color = .white) -> GoldenCase {
        GoldenCase(name, caption) {
            let layout = TextLayout(text, options: LayoutOptions(width: 280, alignment: align, font: font))
            let color = style == .semi ? Color.white : blue
            return try render(StoryText(layout: layout, background: BlockBackground(
                color: color, style: style, options: options, textColor: textColor)), width: 280,
                              background: canvasBackground)
        }
    }

    /// Draws the story text centred with room for everything it paints.
    static func render(_ story: StoryText, width: Double, background: Color = .white) throws -> Canvas {
        let margin = 16.0
        let bounds = story.bounds
        let canvas = try Canvas(size: Size(width: (bounds.width + 2 * margin).rounded(.up),
                                           height: (bounds.height + 2 * margin).rounded(.up)),
                                scale: 2, background: background)
        story.draw(on: canvas, at: Point(x: margin - bounds.minX, y: margin - bounds.minY))
        return canvas
    }
}
