import ArgumentParser
import Canvas
import ChatCard
import Decorations
import TextLayout

enum BubbleSender: String, ExpressibleByArgument, CaseIterable {
    case me, them
    var fill: Color { Look.named(.chatcard).light.fill(for: sender) }
    var textColor: Color { Look.named(.chatcard).light.text(for: sender) }
    private var sender: MessageSpec.Sender { self == .me ? .me : .them }
}

/// `WIDTH:COLOR`.
struct BorderArgument: ExpressibleByArgument {
    let width: Double
    let color: Color
    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), width.isFinite, TextToolLimits.borderWidthRange.contains(width),
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
