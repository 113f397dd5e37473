import Canvas
import TextLayout

/// Slack's reply (`ReplyStyle.threadLine`): a message answering another says so on one line above its text,
/// "replied to Maya's thread: " in the meta grey and the answered text in the link colour, ending in "…".
extension CardLayoutBuilder {
    /// The line's size in ems of the body (Slack's 13 px at 15) and its gap to the text.
    static let threadLineSize = 13.0 / 15, threadLineGap = 4.0 / 15

    func threadLine(_ reply: ReplySpec, ink: BubbleInk, maxWidth: Double) -> HeaderLabelPart {
        var text = AttributedText("replied to \(Self.threadOwner(reply.author, in: spec.messages)) thread: ", attributes: TextAttributes(color: ink.meta))
        text.append(reply.text.oneLine, attributes: TextAttributes(color: ink.link))
        let layout = memo.layout(text, options: LayoutOptions(width: maxWidth, alignment: mirrored ? .right : .left, font: font(scaled: Self.threadLineSize),
                                                              color: ink.meta, maxLines: 1))
        return HeaderLabelPart(layout, kind: .reply, gap: Self.threadLineGap * spec.fontSize)
    }

    /// Whose thread: "your" for one of mine, "Maya's", or "a" when the reply names no author.
    static func threadOwner(_ author: String?, in messages: [MessageSpec]) -> String {
        guard let author = author?.oneLine, !author.isEmpty else { return "a" }
        return isMine(author, in: messages) ? "your" : "\(author)’s"
    }
}
