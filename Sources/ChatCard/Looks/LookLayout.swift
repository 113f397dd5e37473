import TextLayout

/// How a look places its messages; the card's layout picks its placer from this once (`MessagePlacer`).
public enum LookLayout: Sendable {
    /// Bubbles on their sender's side (mine trailing, theirs leading), one author's neighbours joined into runs.
    case bubbles(BubbleRuns)
    /// Rows at the leading edge beside an avatar column, each group of one author's messages under a header
    /// (Discord, Slack).
    case rows(LookRows)
}

/// What only the bubbles layout has: how wide a text bubble grows and when a run ends.
public struct BubbleRuns: Sendable {
    /// Text bubbles' share of the card's content width.
    public var textShare = BubbleRuns.defaultTextShare
    /// Minutes between two messages' clock times that start a new run (Telegram's 10); nil: time never does.
    public var runWindow: Int?

    /// ChatCard's share: a text bubble leaves 15% of the row free.
    public static let defaultTextShare = 0.85

    public init(textShare: Double = BubbleRuns.defaultTextShare, runWindow: Int? = nil) {
        (self.textShare, self.runWindow) = (textShare, runWindow)
    }
}

/// The rows layout (Discord, Slack): no bubbles; every message at the card's leading edge, in a column
/// beside the avatars; a header (the avatar, the name and the time) on the first message of each group
/// of one author's messages. The messages' parts are the bubbles' own, in a transparent container
/// (`Look.bubbles` gives its corner radius, which rounds pictures, and its insets).
public struct LookRows: Sendable {
    /// One author's messages at most this many minutes apart share a header (times that do not read as a
    /// clock time: one author's run).
    public var groupWindow: Int
    /// The header: the name's size (ems) and weight, the time's size and its gap after the name (ems).
    public var nameSize: Double
    public var nameWeight: FontWeight
    public var timeSize: Double
    public var timeGap: Double
    /// Below the header, and from the header's top to the avatar's (ems).
    public var headerGap: Double
    public var avatarDrop: Double
}
