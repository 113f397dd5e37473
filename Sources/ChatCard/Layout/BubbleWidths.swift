import Decorations

/// How wide a bubble may be, by what it holds (Telegram's rules, in ems of the card's font): text takes a
/// share of the card so that the other side's bubbles stay apart; code may use the whole row (a snippet
/// wrapped at three quarters of a card is unreadable); photos are held to a size of their own, so an
/// album on a wide card is not a poster and one on a narrow card is not a strip. Text that would break
/// inside a word at its share may take the whole row (tiny cards: "Mornin|g!").
struct BubbleWidths {
    /// The card's content width less the avatar column beside this message.
    let row: Double
    /// The card's content width.
    let content: Double
    let em: Double
    /// Text's share of the content width (the look's `BubbleRuns.textShare`; rows: all of it).
    var textShare = BubbleRuns.defaultTextShare

    /// Photos and albums: at most this wide and, where the row allows, at least this wide (Telegram iOS:
    /// 300 and 170 pt at 17 pt).
    static let mediaMax = 17.6
    static let mediaMin = 10.0

    var text: Double { min(content * textShare, row) }
    /// Bubbles holding a pre block: the whole row.
    var code: Double { row }
    var media: Double { min(Self.mediaMax * em, Swift.max(text, min(Self.mediaMin * em, row))) }

    /// The widest a bubble holding `m` may be.
    func max(for m: MessageSpec) -> Double {
        if !m.photos.isEmpty || m.attachment != nil { return media }
        return MessageSegments.hasPre(m.spans) ? code : text
    }

    /// Whether a bubble part's text begins a line inside a word.
    static func breaksInsideWords(_ part: any BubblePart) -> Bool {
        switch part {
        case let text as TextPart: text.story.layout.breaksInsideWords
        case let block as TextBlockPart: block.text.story.layout.breaksInsideWords
        case let timed as TimedPart: breaksInsideWords(timed.host)
        default: false
        }
    }
}
