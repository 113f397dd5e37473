/// A poll: in a bubble as Telegram draws one; in rows, where no bubble holds it, on the look's card where
/// it has one (Discord's, Slack's).
extension PollSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        guard b.placer.boxesKinds, let card = b.fileCard(ink: ink) else { return b.pollPart(self, ink: ink, maxWidth: maxWidth) }
        return BoxedHost(host: b.pollPart(self, ink: ink, maxWidth: BoxedHost.innerWidth(maxWidth, emSize: b.spec.fontSize)), block: card)
    }
}
