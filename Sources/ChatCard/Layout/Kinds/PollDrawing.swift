/// A poll: in a bubble as the look draws one (Telegram's results, WhatsApp's check list); in rows, where no bubble holds it, on the look's card where
/// it has one (Discord's, Slack's).
extension PollSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        guard b.placer.boxesKinds, let card = b.fileCard(ink: ink) else { return drawn(by: b, ink: ink, maxWidth: maxWidth) }
        return BoxedHost(host: drawn(by: b, ink: ink, maxWidth: BoxedHost.innerWidth(maxWidth, emSize: b.spec.fontSize)), block: card)
    }

    /// The look's poll: Telegram's results, or WhatsApp's check list.
    private func drawn(by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) -> any MetaHost {
        switch b.look.polls {
        case .results: b.pollPart(self, ink: ink, maxWidth: maxWidth)
        case .checklist(let bar): b.checklistPoll(self, bar: bar, ink: ink, maxWidth: maxWidth)
        case .answerBoxes: b.answerBoxPoll(self, ink: ink, maxWidth: maxWidth)
        }
    }
}
