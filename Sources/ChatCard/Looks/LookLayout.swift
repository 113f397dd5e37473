import TextLayout

/// How a look places its messages; the card's layout picks its placer from this once (`MessagePlacer`).
package enum LookLayout: Sendable {
    /// Bubbles on their sender's side (mine trailing, theirs leading), one author's neighbours joined into runs.
    case bubbles(BubbleRuns)
    /// Rows at the leading edge beside an avatar column, each group of one author's messages under a header
    /// (Discord, Slack).
    case rows(LookRows)
}

/// What only the bubbles layout has: how wide a text bubble grows and when a run ends.
package struct BubbleRuns: Sendable {
    /// Text bubbles' share of the card's content width.
    package var textShare = BubbleRuns.defaultTextShare
    /// Minutes between two messages' clock times that start a new run (Telegram's 10); nil: time never does.
    package var runWindow: Int?

    /// ChatCard's share: a text bubble leaves 15% of the row free.
    package static let defaultTextShare = 0.85

    /// A captioned picture as two bubbles of the run, the picture bare above the text (iMessage).
    package var captionsApart = false

    package init(textShare: Double = BubbleRuns.defaultTextShare, runWindow: Int? = nil, captionsApart: Bool = false) {
        (self.textShare, self.runWindow, self.captionsApart) = (textShare, runWindow, captionsApart)
    }
}

/// The rows layout (Discord, Slack): no bubbles; every message at the card's leading edge, in a column
/// beside the avatars; a header (the avatar, the name and the time) on the first message of each group
/// of one author's messages. The messages' parts are the bubbles' own, in a transparent container
/// (`Look.bubbles` gives its corner radius, which rounds pictures, and its insets).
package struct LookRows: Sendable {
    /// One author's messages at most this many minutes apart share a header (times that do not read as a
    /// clock time: one author's run).
    package var groupWindow: Int
    /// The header: the name's size (ems) and weight, the time's size and its gap after the name (ems).
    package var nameSize: Double
    package var nameWeight: FontWeight
    package var timeSize: Double
    package var timeGap: Double
    /// Below the header, and from the header's top to the avatar's (ems).
    package var headerGap: Double
    package var avatarDrop: Double
}
