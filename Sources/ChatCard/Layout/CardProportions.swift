/// Every proportion of a card's layout, named once. Sizes are fractions of the card's font size, gaps
/// are points unless they say ems.
enum CardProportions {
    /// A bubble's insets and tail take at most this share of its largest width, at any font size.
    static let maxBubbleChromeShare = 0.5
    /// A bubble whose fill has less contrast than this with the card gets a hairline border.
    static let bubbleVanishesBelow = 1.1
    /// The title: size, and the gap below it.
    static let titleSize = 0.82
    static let titleGap = 12.0
    /// An author's name above the first bubble of their run: size, and the gap below it.
    static let authorSize = 0.76
    static let authorGap = 2.0
    /// Below a centred time header (iMessage), and above a delivery caption.
    static let timeHeaderGap = 6.0
    static let captionGap = 2.0
    /// A timestamp's gap from the last line it sits beside (ems of the card font).
    static let timeGap = 0.35
    /// Between a highlight or plain message's block and its time below it, in points.
    static let storyTimeGap = 3.0
}
