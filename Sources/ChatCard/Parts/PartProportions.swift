import Canvas

/// Every number that shapes a bubble's parts, named once. Sizes are ems of the card's font size
/// (17 pt at the design size), so a part keeps its look at every font size.
enum PartProportions {
    // The meta row: "edited", the time and the delivery ticks.
    /// Between "edited" / the time and the ticks.
    static let metaTickGap = 0.25
    /// The ticks, in ems of the meta row's own font: one check's width and height, the second check's
    /// offset, and the stroke.
    static let tickWidth = 0.72
    static let tickHeight = 0.52
    /// Telegram's clock (a message not yet on the server): its face, about a third taller than a check
    /// (11 pt against 8 in the app), and its hands, in radii.
    static let clockDiameter = 0.7
    static let clockMinuteHand = 0.6, clockHourHand = 0.45
    static let secondTickOffset = 0.3
    static let tickStroke = 0.085
    /// Where a check's corner sits along its width, and how high its short arm starts (of its height).
    static let tickCorner = 0.36
    static let tickShortArm = 0.5
    /// The read badge's room around its checks, in ems of the meta row's font.
    static let readBadgePadding = 0.14

    // Reply header: the quoted message at the top of a bubble.
    static let replyTextSize = 0.82
    static let replyBarWidth = 0.18
    /// From the bar to the text, and the text's padding on the other sides.
    static let replyPadding = 0.42
    static let replyVerticalPadding = 0.22
    /// Around a kind on a card of its own (a poll in the rows: Discord pads its poll card 16 px at 16 px), in ems.
    static let kindCardPadding = 0.75
    static let replyRadius = 0.35
    /// The header's tint: its accent colour at this alpha.
    static let replyTintAlpha = 0.12
    static let replyGap = 0.35
    /// A partial quote's lines, and its mark (Telegram iOS: 9 × 7 pt, 4 pt from the top and trailing edges,
    /// the name kept 10 pt clear of it, at 17 pt).
    static let quoteLines = 5
    static let quoteMarkWidth = 9.0 / 17
    static let quoteMarkHeight = 7.0 / 17
    static let quoteMarkInset = 4.0 / 17
    static let quoteMarkRoom = 10.0 / 17
    /// A reply's thumbnail: a square this many header lines high, the text this far beyond it, its corners.
    static let replyThumbnailLines = 2.0
    static let replyThumbnailGap = 6.0 / 17
    static let replyThumbnailRadius = 4.0 / 17

    // "Forwarded from NAME".
    static let forwardSize = 0.82
    static let forwardGap = 0.2

    // Reaction chips under the text.
    static let reactionEmojiSize = 0.9
    static let reactionCountSize = 0.76
    static let reactionPadding = 0.45
    static let reactionVerticalPadding = 0.16
    /// Between the emoji and its count, between chips, and between rows of chips.
    static let reactionInnerGap = 0.22
    static let reactionGap = 0.3
    /// Stacked round chips (iMessage's tapbacks): how much of its width each overlaps the one before.
    static let stackedOverlap = 0.3
    /// A round chip's side, of the row chip's height round the same content.
    static let roundChipGrowth = 1.15
    static let reactionTopGap = 0.4
    static let reactionTintAlpha = 0.14
    /// The smallest a chip is drawn to fit a narrow bubble, of its size (its count stays legible).
    static let reactionMinScale = 0.7

    // Block quotes and pre blocks inside a bubble: their text size, the language label's, the gap to
    // the parts around them (padding, bar and radius are the reply header's).
    static let blockTextSize = 0.88
    static let preLabelSize = 0.7
    static let blockGap = 0.35

    // Service items: a pill between messages.
    static let serviceSize = 0.76
    static let serviceMaxWidth = 0.8
    /// The pill's padding, in ems of its own text.
    static let servicePadding = 0.75
    static let serviceVerticalPadding = 0.28

    // Big emoji: one to three emoji alone, drawn large without a bubble.
    static let bigEmojiSizes = [3.0, 2.4, 2.0]
    static let maxBigEmoji = 3
}

extension PartProportions {
    // Photos in bubbles, of the bubble's widest body: at most this tall, at least this wide and this
    // tall (a panorama is cropped to its centre rather than drawn as a sliver).
    static let photoMaxHeight = 1.3
    static let photoMinWidth = 0.5
    static let photoMinHeight = 0.35
    // Albums, in ems: the room between pictures (as the messengers' thin lines), the smallest side of a
    // cell (a legible thumbnail; in a narrow bubble at most `albumMinCellShare` of its width, so that
    // two landscapes still share a row) and the least height of an album (Telegram's 74 pt at 17 pt).
    static let albumGap = 0.12
    static let albumMinCell = 3.0
    static let albumMinCellShare = 0.3
    static let albumMinHeight = 4.35

    // The time pill on a photo or sticker: padding and distance from the picture's corner, in ems of
    // the meta row's font; its fill.
    static let pillPadding = 0.45
    static let pillVerticalPadding = 0.12
    static let pillMargin = 0.45
    /// Dark enough that the white text reaches 4.5:1 over the lightest picture (white: #737373).
    static let pillFill = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
    static let pillText = Color.white

    // Media under a spoiler (quote-api's look): reduced to this many pixels on its longer side and drawn
    // back up (a blur), dimmed, under white dots.
    static let veilPixels = 8
    static let veilDim = Color(red: 30 / 255.0, green: 34 / 255.0, blue: 44 / 255.0, alpha: 0.28)
    static let veilDots = Color.white

    // Video: the round play button (50 pt at 17 pt) and its fill; the duration badge in the top leading
    // corner (6 pt in, text 11 pt; as high and as padded as the time pill).
    static let playButton = 50.0 / 17
    /// The play glyph's box inside the button, inset by this share of its side on each side.
    static let playGlyphInset = 0.2
    static let playFill = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
    static let mediaBadgeInset = 6.0 / 17
    /// A round video's diameter (Telegram iOS: 212 pt).
    static let roundVideo = 212.0 / 17
    // A place's pin: its size in ems and its colour (a map's red), and a map's height of its width.
    static let pinWidth = 1.5
    static let pinHeight = 2.0
    static let pinColor = Color(red: 0xe5 / 255.0, green: 0x39 / 255.0, blue: 0x35 / 255.0)
    static let mapAspect = 2.0
    static let mapMaxWidth = 300.0 / 17
    /// A missing picture's fill (the theme's text over white or black), and a placeholder map's streets (white
    /// over that, in a light and a dark theme).
    static let placeholderAlpha = 0.14
    static let streetsAlpha = 0.75, darkStreetsAlpha = 0.12
}
