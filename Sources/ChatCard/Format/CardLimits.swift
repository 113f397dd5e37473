import Canvas
import ImageCodecs

/// Every limit in one place; a hostile input is rejected before it costs memory or time.
package enum CardLimits {
    /// Room for images inlined as base64 (which costs 4/3 of their bytes).
    package static let maxInputBytes = 24 << 20
    /// "25165824 bytes (24 MiB)", for messages.
    package static var maxInputText: String { "\(maxInputBytes) bytes (\(maxInputBytes >> 20) MiB)" }
    package static let widthRange: ClosedRange<Double> = 160...2048
    /// A set height (the pixel limits below apply at the card's scale).
    package static let heightRange: ClosedRange<Double> = 1...8192
    /// The scales a card may ask for.
    package static let scaleRange: ClosedRange<Double> = 1...4
    /// "1 to 4", for messages.
    package static var scaleRangeText: String { "\(Int(scaleRange.lowerBound)) to \(Int(scaleRange.upperBound))" }
    package static let fontSizeRange: ClosedRange<Double> = 6...96
    package static let paddingRange: ClosedRange<Double> = 0...200
    /// A bubble border thicker than this would crowd the text (it sits inside the bubble's insets).
    package static let borderWidthRange: ClosedRange<Double> = 0.25...4
    package static let messageCountRange: ClosedRange<Int> = 1...500
    package static let maxMessageCharacters = 20_000
    package static let maxShortTextCharacters = 200
    /// As many spans as a text's entities may cut it into (each entity adds two edges at most), so that a card
    /// made of text and entities reads back the same written as spans (`CardEncoder`).
    package static let maxSpans = 2 * maxEntities + 1
    package static let maxReactions = 20
    /// One emoji is a few characters at most (a flag, a family joined with ZWJ counts one).
    package static let maxReactionCharacters = 4
    package static let reactionCountRange: ClosedRange<Double> = 1...999_999_999
    package static let maxPeople = 500
    package static let maxLinkCharacters = 2_048
    /// Telegram sends at most 100 entities a message; a card may hold merged or generated ones.
    package static let maxEntities = 1_000
    /// An entity's offset and length, in UTF-16 code units (two a character at most).
    package static let entityOffsetRange: ClosedRange<Double> = 0...Double(maxMessageCharacters * 2)
    package static let entityLengthRange: ClosedRange<Double> = 1...Double(maxMessageCharacters * 2)
    /// A highlight's corner radius and padding, an underline's thickness and offset, in points.
    package static let highlightRadiusRange: ClosedRange<Double> = 0...100
    package static let highlightPaddingRange: ClosedRange<Double> = 0...100
    package static let decorationThicknessRange: ClosedRange<Double> = 0.1...20
    package static let decorationOffsetRange: ClosedRange<Double> = -20...20
    package static let maxPixels = 50_000_000
    /// One image: its encoded bytes (a file source; data URIs are held by the input limit), its header's
    /// size, and what its decoder holds beyond its pixels while it works (a progressive JPEG's coefficients,
    /// an interlaced PNG's full-size pixels). The card: images counted per message and per card, decoded
    /// pixels per card.
    package static let maxImageBytes = maxInputBytes
    package static let image = ImageLimits(maxSide: 8_192, maxPixels: 40_000_000, maxWorkingBytes: 128 << 20)
    package static let imagesPerMessage = 16
    package static let imagesPerCard = 64
    package static let pixelsPerCard = 100_000_000
    /// A sticker's longest side, in points.
    package static let stickerSide = 160.0
    /// Cairo's largest image surface side.
    package static let maxPixelSide = Canvas.maxPixelSide
}

/// The bounds of what a message's attachment (a file, a voice note, a call…) and channel footer say.
extension CardLimits {
    /// Seconds: up to about 115 days, shown as m:ss or h:mm:ss.
    package static let durationRange: ClosedRange<Double> = 0...10_000_000
    /// Bytes: whole numbers JSON carries exactly (2⁵³), shown in B, KB, MB, GB or TB.
    package static let fileSizeRange: ClosedRange<Double> = 0...9_007_199_254_740_992
    /// Telegram records 100 samples of 0…31 (five bits each).
    package static let maxWaveformSamples = 100
    package static let waveformSampleRange: ClosedRange<Double> = 0...31
    /// An animation's pause before a message and its typing indicator, in seconds.
    package static let pacingRange: ClosedRange<Double> = 0...30
    /// A channel post's view count, shown compact ("1.2K", "3.4M").
    package static let viewsRange: ClosedRange<Double> = 0...999_999_999_999
    /// An author's tag ("admin", a custom title): Telegram allows 16 characters.
    package static let maxTagCharacters = 16
    /// A bot's username: Telegram allows 32 characters.
    package static let maxUsernameCharacters = 32
}

/// The bounds of polls, places, previews and videos.
extension CardLimits {
    package static let pollOptionRange: ClosedRange<Int> = 2...12
    package static let maxPollQuestionCharacters = 300
    package static let maxPollOptionCharacters = 100
    package static let votesRange: ClosedRange<Double> = 0...1_000_000_000
    package static let latitudeRange: ClosedRange<Double> = -90...90
    package static let longitudeRange: ClosedRange<Double> = -180...180
    /// A preview's description: Telegram shows up to 12 lines of it.
    package static let maxDescriptionCharacters = 2_000
    /// A video's own width or height, for its proportions.
    package static let videoSideRange: ClosedRange<Double> = 1...100_000
    /// A look given as data: its line height (ems), bubble radii and gaps (points at its body size), and how
    /// many colours its names' palette holds.
    package static let lookLineHeightRange: ClosedRange<Double> = 0.8...3
    package static let lookRadiusRange: ClosedRange<Double> = 0...40
    package static let lookGapRange: ClosedRange<Double> = 0...40
    package static let lookPaletteRange: ClosedRange<Int> = 1...32
}
