import ArgumentParser
import Canvas
import ChatCard
import Decorations
import Foundation
import TextLayout

/// `chatcard text`: lay out text with Pango and draw it, optionally with the layout's geometry on top.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out text and draw it, with an optional overlay of lines, baselines and glyph boxes.")

    @OptionGroup(title: "Text")
    var textOptions: TextLayoutArguments

    @OptionGroup(title: "Background, highlights and lines")
    var styleOptions: TextStyleArguments

    @OptionGroup(title: "Bubble")
    var bubbleOptions: BubbleArguments

    @OptionGroup(title: "Inspection")
    var inspection: InspectionArguments

    @Option(name: .shortAndLong, help: "Output PNG path.")
    var output: String = "chatcard-text.png"

    static let padding = 16.0

    func validate() throws {
        if let text = textOptions.text, !inspection.json, VisibleText.drawsNothing(text) {
            throw ValidationError("the text has no visible character (only spaces, line breaks or invisible marks): there is nothing to draw")
        }
    }

    func run() throws {
        let (t, b) = (textOptions, bubbleOptions)
        let options = LayoutOptions(width: t.width, alignment: t.align, direction: t.direction,
                                    font: FontSpec(family: FontFamilies.resolve(t.font) ?? t.font, size: t.size), color: b.bubble?.textColor ?? .black)
        let layout = TextLayout(t.text ?? SampleText.multilingual, options: options)
        if inspection.json {
            print(try LayoutJSON(layout, glyphs: inspection.showGlyphs).prettyJSON())
            return
        }
        let story = try StoryText(
            layout: layout, background: styleOptions.blockBackground(),
            highlights: styleOptions.highlights.map { try $0.highlight(in: layout, radius: styleOptions.radius) },
            decorations: styleOptions.underlines.map { try $0.decorated(.underline, in: layout) }
                + styleOptions.strikes.map { try $0.decorated(.strikethrough, in: layout) })
        do {
            let canvas: Canvas
            let origin: Point
            if let bubble = b.bubble {
                let text = TextPart(story)
                // The same chrome as a card's bubble at this font size (radii, tail, insets).
                let chrome = BubbleChrome.scale(fontSize: t.size, maxBubbleWidth: t.width)
                let item = BubbledContent(bubble: Bubble(
                    shape: BubbleShape(side: .of(outgoing: bubble == .me, rightToLeft: layout.direction == .rtl),
                                       tail: b.tail, group: b.group).scaled(by: chrome),
                    insets: BubbleInsets().scaled(by: chrome),
                    fill: b.gradient.map { .verticalGradient($0.colors) } ?? .color(bubble.fill),
                    border: b.border.map { BubbleBorder(width: $0.width, color: $0.color) }), content: BubbleContent([text]))
                let frame = Rect(origin: Point(x: Self.padding, y: Self.padding), size: item.frameSize)
                canvas = try Canvas(size: Size(width: (frame.maxX + Self.padding).rounded(.up),
                                               height: (frame.maxY + Self.padding).rounded(.up)),
                                    scale: t.scale, background: .white)
                origin = text.layoutOrigin(at: item.contentOrigin(in: frame), width: text.size.width)
                item.draw(in: frame, on: canvas)
            } else {
                // Room for everything drawn: the text box and any background reaching past it.
                let bounds = story.bounds.union(Rect(x: 0, y: 0, width: t.width, height: layout.size.height))
                canvas = try Canvas(size: Size(width: (bounds.width + 2 * Self.padding).rounded(.up),
                                               height: (bounds.height + 2 * Self.padding).rounded(.up)),
                                    scale: t.scale, background: .white)
                origin = Point(x: Self.padding - bounds.minX, y: Self.padding - bounds.minY)
                story.draw(on: canvas, at: origin)
            }
            if inspection.showLines || inspection.showGlyphs {
                LayoutInspector(showLines: inspection.showLines, showGlyphs: inspection.showGlyphs).drawOverlay(layout, on: canvas, at: origin)
            }
            try canvas.write(to: output)
            print("wrote \(output) (\(canvas.pixelWidth)×\(canvas.pixelHeight) px, \(layout.lines.count) lines)")
        } catch {
            throw failure("\(error)")
        }
    }
}
