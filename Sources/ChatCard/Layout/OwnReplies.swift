/// A quote of one of my messages, named as the look names it ("You" in WhatsApp).
extension CardLayoutBuilder {
    /// `reply` with its author as the look writes it.
    func named(_ reply: ReplySpec) -> ReplySpec {
        guard let mine = look.replies.mineAs, let author = reply.author, Self.isMine(author, in: spec.messages) else { return reply }
        var named = reply
        named.author = mine
        return named
    }

    /// Whether `author` is the name my messages go under: their author, else "Me" (`Avatars.name(of:)`), unless
    /// someone else writes under it.
    static func isMine(_ author: String, in messages: [MessageSpec]) -> Bool {
        var mine = false
        for m in messages where Avatars.name(of: m) == author {
            if m.from == .them { return false }
            mine = true
        }
        return mine || (author == "Me" && !messages.contains { $0.from == .me && $0.author != nil })
    }
}
