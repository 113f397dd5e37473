import Canvas
import Decorations
import TextLayout

/// The card format, decoded and validated. See README for every field.
public struct CardSpec: Sendable, Equatable {
    public enum Theme: String, Sendable, CaseIterable { case light, dark }
    public enum Direction: String, Sendable, CaseIterable { case ltr, rtl }
    public enum Background: Sendable, Equatable { case theme, transparent, color(Color) }

    public var width: Double = 390
    public var scale: Double = 2
    public var theme: Theme = .light
    public var background: Background = .theme
    public var padding: Double = 16
    public var fontFamily: String = FontSpec.defaultFamily
    public var fontSize: Double = 17
    public var direction: Direction = .ltr
    public var title: String?
    /// A border inside every bubble's outline (a white bubble on a white card needs one).
    public var bubbleBorder: BorderSpec?
    public var messages: [MessageSpec] = []

    public init() {}
}

public struct BorderSpec: Sendable, Equatable {
    public var width: Double
    /// The theme's separator colour when not given.
    public var color: Color?

    public init(width: Double = 1, color: Color? = nil) { (self.width, self.color) = (width, color) }
}

public struct MessageSpec: Sendable, Equatable {
    public enum Sender: String, Sendable, CaseIterable { case me, them }
    public enum Style: String, Sendable, CaseIterable { case bubble, highlight, plain }
    public enum Tail: String, Sendable, CaseIterable { case auto, none, always }

    public var from: Sender
    public var spans: [SpanSpec]
    public var author: String?
    public var time: String?
    public var style: Style = .bubble
    public var align: TextAlignment?
    public var color: Color?
    public var fill: Color?
    public var tail: Tail = .auto

    public init(from: Sender, spans: [SpanSpec]) { self.from = from; self.spans = spans }

    public var text: String { spans.map(\.text).joined() }
}

public struct SpanSpec: Sendable, Equatable {
    public var text: String
    public var bold = false
    public var italic = false
    public var color: Color?
    public var highlight: HighlightSpec?
    public var underline: DecorationSpec?
    public var strikethrough: DecorationSpec?

    public init(text: String) { self.text = text }
}

public struct HighlightSpec: Sendable, Equatable {
    public var color: Color
    public var radius: Double?
    public var padding: Double?

    public init(color: Color, radius: Double? = nil, padding: Double? = nil) {
        (self.color, self.radius, self.padding) = (color, radius, padding)
    }
}

public struct DecorationSpec: Sendable, Equatable {
    public var style: LineStyle
    public var color: Color?
    public var thickness: Double?
    public var offset: Double = 0
    public var byWord = false
    public var skipInk: Bool?

    public init(style: LineStyle, color: Color? = nil, thickness: Double? = nil, offset: Double = 0, byWord: Bool = false,
                skipInk: Bool? = nil) {
        (self.style, self.color, self.thickness, self.offset, self.byWord, self.skipInk) = (style, color, thickness, offset, byWord, skipInk)
    }
}
