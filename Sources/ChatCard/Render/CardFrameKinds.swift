import Decorations

/// The parts of a card a frame can show, beyond what Decorations draws (bubble, text, background,
/// highlight, spoiler, decoration): the names `--layout-json` prints.
extension ElementFrame.Kind {
    public static let title = Self("title")
    public static let author = Self("author")
    public static let time = Self("time")
    public static let status = Self("status")
    public static let reply = Self("reply")
    public static let forward = Self("forward")
    /// A forward drawn as a shared message (Slack, Discord): the bar and what was forwarded beside it.
    public static let shared = Self("shared")
    public static let reaction = Self("reaction")
    public static let service = Self("service")
    public static let quote = Self("quote")
    public static let pre = Self("pre")
    public static let avatar = Self("avatar")
    public static let photo = Self("photo")
    public static let sticker = Self("sticker")
    public static let pill = Self("pill")
    public static let document = Self("document")
    public static let voice = Self("voice")
    public static let audio = Self("audio")
    public static let call = Self("call")
    public static let contact = Self("contact")
    public static let video = Self("video")
    public static let poll = Self("poll")
    public static let location = Self("location")
    public static let preview = Self("preview")
    /// Over media: a video's play button, a place's pin.
    public static let playButton = Self("play")
    public static let pin = Self("pin")
    /// A poll option's result bar (its text: the percentage).
    public static let bar = Self("bar")
    /// A channel post's view count (the eye and the number) in the meta row.
    public static let views = Self("views")
    /// A message's thread line (Slack, Discord): its text, the repliers' avatars and texts after it.
    public static let thread = Self("thread")
}
