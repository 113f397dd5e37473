import Canvas
import Decorations

/// A look given as data (`"look": {"base": "telegram", …}` or the CLI's `--look-file`): what it changes of
/// its base look. Colours per theme, the font, the bubbles' shape and spacing, and part styles borrowed
/// from another look (WhatsApp's reaction pill on a Telegram card); applied by `Look.changed(by:)`.
package struct LookChanges: Sendable, Equatable {
    package var font = FontChanges()
    package var bubbles = BubbleChanges()
    package var light = ThemeChanges()
    package var dark = ThemeChanges()
    /// Each part drawn in the style of the look named.
    package var parts: [LookPart: Look.Name] = [:]

    package init() {}

    package var isEmpty: Bool { self == LookChanges() }

    package func theme(_ theme: CardSpec.Theme) -> ThemeChanges { theme == .light ? light : dark }
}

/// The look's body font: lengths of the look scale with `size` as with the look's own.
package struct FontChanges: Sendable, Equatable {
    package var family: String?
    package var size: Double?
    /// Distance between baselines in ems.
    package var lineHeight: Double?
}

/// Bubbles' corner radius, the radius of corners joined in a run, the tail, and the gaps (points at the
/// look's body size).
package struct BubbleChanges: Sendable, Equatable {
    package var radius: Double?
    package var joinedRadius: Double?
    package var tail: TailStyle?
    package var gapInRun: Double?
    package var gapBetweenRuns: Double?
}

/// One theme's colours: any of `ThemeColor`, and the palette authors' names take.
package struct ThemeChanges: Sendable, Equatable {
    package var colors: [ThemeColor: Color] = [:]
    package var names: [Color]?
}

/// The colours of a look's theme that a look given as data may set (`CardTheme`'s own names).
package enum ThemeColor: String, Sendable, CaseIterable {
    case background, outgoingFill, outgoingText, incomingFill, incomingText, primaryText, secondaryText, separator, accent,
         serviceFill, serviceText

    var field: WritableKeyPath<CardTheme, Color> {
        switch self {
        case .background: \.background
        case .outgoingFill: \.outgoingFill
        case .outgoingText: \.outgoingText
        case .incomingFill: \.incomingFill
        case .incomingText: \.incomingText
        case .primaryText: \.primaryText
        case .secondaryText: \.secondaryText
        case .separator: \.separator
        case .accent: \.accent
        case .serviceFill: \.serviceFill
        case .serviceText: \.serviceText
        }
    }
}

/// The parts whose style a look given as data may take from another look.
package enum LookPart: String, Sendable, CaseIterable {
    /// Chips inside, one pill on the edge, or tapbacks on the corner, with their colours.
    case reactions
    /// A block, or Discord's connector (rows only), with the blocks' colours.
    case replies
    /// Below the text or a card above it, with the blocks' colours.
    case previews
    /// "Forwarded from NAME", or a mark without the source.
    case forwards
    /// Size, shape, place in the run, initials, glyph or silhouette.
    case avatars
    /// Where names go, their size, weight and colour.
    case names
    /// Files on a card of their own, or bare rows.
    case files
    /// A video's duration at the picture's top or bottom corner.
    case media
    /// A voice note: a play disc beside bars, or the sender's avatar with a microphone and a bare triangle.
    case voice
    /// A poll: Telegram's results (percentages, the total) or WhatsApp's check list (counts, "View votes").
    case polls
    /// The delivery marks after the time and the word for an edited message.
    case status
    /// Mentions, inline code and code blocks: their colours, and how a code block is fitted and labelled.
    case code
}
