/// The line that names a message's sender: the author's name (when the bubble shows it) with their tag
/// ("admin", a custom title) after it, and "via @bot" for a message a bot sent on someone's behalf.
struct NameLine: Hashable {
    let name: String?
    let viaBot: String?
    let tag: String?

    /// Nil when there is nothing to write: no name shown and no bot.
    init?(name: String?, of m: MessageSpec) {
        guard name != nil || m.viaBot != nil else { return nil }
        (self.name, viaBot) = (name, m.viaBot)
        tag = name == nil ? nil : m.tag
    }

    private init(name: String?, viaBot: String?, tag: String?) { (self.name, self.viaBot, self.tag) = (name, viaBot, tag) }

    /// The line without its tag (drawn apart, at the line's far end).
    var withoutTag: NameLine { NameLine(name: name, viaBot: viaBot, tag: nil) }
}
