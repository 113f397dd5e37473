import TextLayout

/// The rows layout (Discord, Slack): no bubbles; every message at the card's leading edge, in a column
/// beside the avatars; a header (the avatar, the name and the time) on the first message of each group
/// of one author's messages; a reply as a curved connector above the header. The messages' parts are the
/// bubbles' own, in a transparent container (`Look.bubbles` gives its corner radius, which rounds
/// pictures, and its insets).
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
    /// A reply as Discord's connector above the header; false: as a quote block in the message (Slack, which
    /// has no inline replies).
    public var replyConnector = true
    /// The reply connector: line width, corner radius, mini avatar, text size and the gap below it (ems).
    public var spineWidth: Double
    public var spineRadius: Double
    public var replyAvatar: Double
    public var replySize: Double
    public var replyGap: Double
    /// A thread's line under a message: its repliers' avatars and its text size (ems).
    public var threadAvatar: Double
    public var threadSize: Double
}
