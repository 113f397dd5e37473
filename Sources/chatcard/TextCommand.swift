import ArgumentParser
import Canvas
import ChatCard
import Decorations
import Foundation
import ImageIO
import TextLayout

/// `chatcard text`: lay out text with Pango and draw it, optionally with the layout's geometry on top.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out text and draw it, with an optional overlay of lines, baselines and glyph boxes.")

    @Argument(help: "The text to draw (a built-in multilingual sample when omitted).")
    var text: String?

    @Option(help: "Wrap width in points.")
    var width: Double = 360

    @Option(help: "Font family (falls back through fontconfig for missing characters).")
    var font: String = FontSpec.defaultFamily

    @Option(help: "Font size in points.")
    var size: Double = 17

    @Option(help: "Alignment: \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")).")
    var align: TextAlignment = .natural

    @Option(help: "Base direction: \(TextDirection.allCases.map(\.rawValue).joined(separator: ", ")).")
    var direction: TextDirection = .auto

    @Option(help: "Pixel density, \(CardLimits.scaleRangeText).")
    var scale: Double = 2

    @Flag(help: "Overlay line boxes, used rects and baselines.")
    var showLines = false

    @Flag(help: "Overlay glyph (cluster) boxes.")
    var showGlyphs = false

    @Option(help: "Put the text on a merged rounded background of this color (#RGB, #RGBA, #RRGGBB, #RRGGBBAA).")
    var background: String?

    @Option(help: "Background style: filled, semi (translucent) or outline.")
    var style: BackgroundStyleArgument = .filled

    @Option(help: "Corner radius of backgrounds and highlights in points (default 0.2 × line height; at most the horizontal padding, so corners never cut into letters).")
    var radius: Double?

    @Option(help: "Horizontal padding of the background in points (default 0.35 × font size).")
    var padding: Double?

    @Option(name: .customLong("highlight"), help: "START:END:COLOR — highlight characters START..<END (repeatable).")
    var highlights: [HighlightArgument] = []

    @Option(name: .customLong("underline"), help: "START:END:STYLE[:COLOR] — underline characters START..<END; styles: \(LineStyle.allCases.map(\.rawValue).joined(separator: ", ")) (repeatable).")
    var underlines: [DecorationArgument] = []

    @Option(name: .customLong("strike"), help: "START:END:STYLE[:COLOR] — strike characters START..<END through (repeatable).")
    var strikes: [DecorationArgument] = []

    @Option(help: "Put the text in a chat bubble: me (right, blue) or them (left, gray); RTL text swaps sides.")
    var bubble: BubbleSender?

    @Option(help: "Bubble tail: curved, pointed or none.")
    var tail: TailStyle = .curved

    @Option(help: "Bubble position in a run: single, first, middle or last (only single and last get a tail).")
    var group: GroupPosition = .single

    @Option(help: "Bubble border WIDTH:COLOR, for example 1.5:#C7C7CC (kept inside the bubble).")
    var border: BorderArgument?

    @Option(help: "Bubble fill as a vertical gradient: two or more colors, comma-separated.")
    var gradient: GradientArgument?

    @Flag(help: "Print the layout as JSON (size; per line its text, range, used rect, baseline; with --show-glyphs the glyph boxes) instead of drawing it.")
    var json = false

    @Option(name: .shortAndLong, help: "Output PNG path.")
    var output: String = "chatcard-text.png"

    static let padding = 16.0

    func validate() throws {
        guard width.isFinite, width > 0, width <= 4096 else {
            throw ValidationError("--width must be greater than 0 and at most 4096 points (got \(width))")
        }
        guard size.isFinite, size >= 1, size <= 400 else {
            throw ValidationError("--size must be between 1 and 400 points (got \(size))")
        }
        guard scale.isFinite, CardLimits.scaleRange.contains(scale) else {
            throw ValidationError("--scale must be \(CardLimits.scaleRangeText) (got \(scale))")
        }
        if let radius, !(radius.isFinite && radius >= 0 && radius <= 1000) {
            throw ValidationError("--radius must be between 0 and 1000 points (got \(radius))")
        }
        if let padding, !(padding.isFinite && padding >= 0 && padding <= 200) {
            throw ValidationError("--padding must be between 0 and 200 points (got \(padding))")
        }
        if let text, !json, VisibleText.drawsNothing(text) {
            throw ValidationError("the text has no visible character (only spaces, line breaks or invisible marks): there is nothing to draw")
        }
        if let background { _ = try parseColor(background, option: "--background") }
        guard FontFamilies.resolve(font) != nil else {
            throw ValidationError("--font \(ShortQuote.quoted(font)) is not an installed font family; installed: "
                + FontFamilies.installed.joined(separator: ", "))
        }
    }

    func run() throws {
        let options = LayoutOptions(width: width, alignment: align, direction: direction,
                                    font: FontSpec(family: FontFamilies.resolve(font) ?? font, size: size), color: bubble?.textColor ?? .black)
        let layout = TextLayout(text ?? SampleText.multilingual, options: options)
        if json {
            print(try LayoutJSON(layout, glyphs: showGlyphs).prettyJSON())
            return
        }
        let story = try StoryText(
            layout: layout, background: blockBackground(),
            highlights: highlights.map { try $0.highlight(in: layout, radius: radius) },
            decorations: underlines.map { try $0.decorated(.underline, in: layout) }
                + strikes.map { try $0.decorated(.strikethrough, in: layout) })
        do {
            let canvas: Canvas
            let origin: Point
            if let bubble {
                let text = TextPart(story)
                // The same chrome as a card's bubble at this font size (radii, tail, insets).
                let chrome = BubbleChrome.scale(fontSize: size, maxBubbleWidth: width)
                let item = BubbledContent(bubble: Bubble(
                    shape: BubbleShape(side: .of(outgoing: bubble == .me, rightToLeft: layout.direction == .rtl),
                                       tail: tail, group: group).scaled(by: chrome),
                    insets: BubbleInsets().scaled(by: chrome),
                    fill: gradient.map { .verticalGradient($0.colors) } ?? .color(bubble.fill),
                    border: border.map { BubbleBorder(width: $0.width, color: $0.color) }), content: BubbleContent([text]))
                let frame = Rect(origin: Point(x: Self.padding, y: Self.padding), size: item.frameSize)
                canvas = try Canvas(size: Size(width: (frame.maxX + Self.padding).rounded(.up),
                                               height: (frame.maxY + Self.padding).rounded(.up)),
                                    scale: scale, background: .white)
                origin = text.layoutOrigin(at: item.contentOrigin(in: frame), width: text.size.width)
                item.draw(in: frame, on: canvas)
            } else {
                // Room for everything drawn: the text box and any background reaching past it.
                let bounds = story.bounds.union(Rect(x: 0, y: 0, width: width, height: layout.size.height))
                canvas = try Canvas(size: Size(width: (bounds.width + 2 * Self.padding).rounded(.up),
                                               height: (bounds.height + 2 * Self.padding).rounded(.up)),
                                    scale: scale, background: .white)
                origin = Point(x: Self.padding - bounds.minX, y: Self.padding - bounds.minY)
                story.draw(on: canvas, at: origin)
            }
            if showLines || showGlyphs {
                LayoutInspector(showLines: showLines, showGlyphs: showGlyphs).drawOverlay(layout, on: canvas, at: origin)
            }
            try canvas.write(to: output)
            print("wrote \(output) (\(canvas.pixelWidth)×\(canvas.pixelHeight) px, \(layout.lines.count) lines)")
        } catch {
            throw failure("\(error)")
        }
    }

    private func blockBackground() throws -> BlockBackground? {
        guard let background else { return nil }
        let color = try parseColor(background, option: "--background")
        let shape = BackgroundOptions(radius: radius, horizontalPadding: padding)
        return BlockBackground(color: color, style: style.blockStyle, options: shape)
    }
}

enum BubbleSender: String, ExpressibleByArgument, CaseIterable {
    case me, them
    var fill: Color { CardTheme.of(.light).fill(for: sender) }
    var textColor: Color { CardTheme.of(.light).text(for: sender) }
    private var sender: MessageSpec.Sender { self == .me ? .me : .them }
}

/// `WIDTH:COLOR`.
struct BorderArgument: ExpressibleByArgument {
    let width: Double
    let color: Color
    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), width.isFinite, width > 0, width <= 50,
              let color = try? Color(hex: parts[1]) else { return nil }
        (self.width, self.color) = (width, color)
    }
}

/// `C1,C2[,C3...]`.
struct GradientArgument: ExpressibleByArgument {
    let colors: [Color]
    init?(argument: String) {
        let colors = argument.split(separator: ",").compactMap { try? Color(hex: String($0)) }
        guard colors.count >= 2, colors.count == argument.split(separator: ",").count else { return nil }
        self.colors = colors
    }
}

extension TailStyle: ExpressibleByArgument {}
extension GroupPosition: ExpressibleByArgument {}

enum BackgroundStyleArgument: String, ExpressibleByArgument, CaseIterable {
    case filled, semi, outline
    var blockStyle: BlockStyle {
        switch self {
        case .filled: .filled
        case .semi: .semi
        case .outline: .outline(width: 2, placement: .inside)
        }
    }
}

/// `START:END:COLOR`, character (grapheme) offsets, END exclusive.
struct HighlightArgument: ExpressibleByArgument {
    let start: Int
    let end: Int
    let color: Color

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count == 3, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0, start < end,
              let color = try? Color(hex: parts[2]) else { return nil }
        (self.start, self.end, self.color) = (start, end, color)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    func highlight(in layout: TextLayout, radius: Double?) throws -> Highlight {
        guard end <= layout.characterCount else {
            throw failure("--highlight \(start):\(end): the text has only \(layout.characterCount) characters")
        }
        var options = BackgroundOptions.highlight
        options.radius = radius
        return Highlight(range: layout.indexRange(start..<end), color: color, options: options)
    }
}

/// `START:END:STYLE[:COLOR]`, character offsets, END exclusive.
struct DecorationArgument: ExpressibleByArgument {
    let start: Int
    let end: Int
    let style: LineStyle
    let color: Color?

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 3).map(String.init)
        guard parts.count >= 3, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0, start < end,
              let style = LineStyle(rawValue: parts[2]) else { return nil }
        var color: Color?
        if parts.count == 4 {
            guard let c = try? Color(hex: parts[3]) else { return nil }
            color = c
        }
        (self.start, self.end, self.style, self.color) = (start, end, style, color)
    }

    func decorated(_ kind: DecorationKind, in layout: TextLayout) throws -> DecoratedRange {
        guard end <= layout.characterCount else {
            throw failure("--\(kind == .underline ? "underline" : "strike") \(start):\(end): the text has only \(layout.characterCount) characters")
        }
        return DecoratedRange(range: layout.indexRange(start..<end), decoration: TextDecoration(kind, style: style, color: color))
    }
}

func parseColor(_ text: String, option: String) throws -> Color {
    do { return try Color(hex: text) } catch { throw ValidationError("\(option): \(error)") }
}

extension TextAlignment: ExpressibleByArgument {}
extension TextDirection: ExpressibleByArgument {}
