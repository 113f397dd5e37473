import ArgumentParser
import Canvas
import Foundation
import TextLayout

/// `chatcard text`: lay out text with Pango and draw it, optionally with the layout's geometry on top.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out text and draw it, with an optional overlay of lines, baselines and glyph boxes.")

    static let sampleText = """
        ChatCard wraps Latin text at word boundaries and keeps emoji in color 👩‍💻🎉🇯🇵
        中文排版与日本語の文章も、きれいに折り返します。
        العربية تُكتب من اليمين إلى اليسار
        עברית: שלום עולם, 2026
        """

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

    @Option(help: "Pixel density, 1 to 4.")
    var scale: Double = 2

    @Flag(help: "Overlay line boxes, used rects and baselines.")
    var showLines = false

    @Flag(help: "Overlay glyph (cluster) boxes.")
    var showGlyphs = false

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
        guard scale.isFinite, Canvas.scaleRange.contains(scale) else {
            throw ValidationError("--scale must be between 1 and 4 (got \(scale))")
        }
    }

    func run() throws {
        let options = LayoutOptions(width: width, alignment: align, direction: direction,
                                    font: FontSpec(family: font, size: size))
        let layout = TextLayout(text ?? Self.sampleText, options: options)
        let canvasSize = Size(width: width + 2 * Self.padding, height: layout.size.height.rounded(.up) + 2 * Self.padding)
        do {
            let canvas = try Canvas(size: canvasSize, scale: scale, background: .white)
            let origin = Point(x: Self.padding, y: Self.padding)
            if showLines || showGlyphs {
                LayoutInspector(showLines: showLines, showGlyphs: showGlyphs).draw(layout, on: canvas, at: origin)
            } else {
                layout.draw(on: canvas, at: origin)
            }
            try canvas.write(to: output)
            print("wrote \(output) (\(canvas.pixelWidth)×\(canvas.pixelHeight) px, \(layout.lines.count) lines)")
        } catch {
            throw failure("\(error)")
        }
    }
}

extension TextAlignment: ExpressibleByArgument {}
extension TextDirection: ExpressibleByArgument {}
