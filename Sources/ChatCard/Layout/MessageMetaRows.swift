import Canvas
import Decorations

/// A message's meta row ("edited", the time, the ticks, a post's views and signature) as the look writes it.
extension CardLayoutBuilder {
    /// "edited", the time and the ticks in the meta colour of `ink`; read ticks in its accent.
    /// `edited`, `counters`: whether the row says "edited", and a post's views and signature.
    func meta(of m: MessageSpec, ink: BubbleInk, edited: Bool = true, counters: Bool = true) -> MessageMeta? {
        meta(of: m, color: ink.meta, tickColor: ink.readTick, sentTickColor: ink.tick, edited: edited, counters: counters)
    }

    func meta(of m: MessageSpec, color: Color, tickColor: Color, sentTickColor: Color? = nil, edited: Bool = true, counters: Bool = true) -> MessageMeta? {
        // A call record writes its time in its own status line (WhatsApp's tile: in the meta row); a look with time
        // headers shows time and status outside the bubbles, rows in the group's header (a highlight or plain
        // message keeps its own).
        let headers = timeHeaders != nil || (placer.timesInHeaders && m.style == .bubble)
        let time = if case .call = m.attachment, look.calls != .tile { String?.none } else if headers { String?.none } else { m.time }
        return MessageMeta(time: time, edited: edited && m.edited && !editedBelow(m), status: headers ? nil : m.status, signature: counters ? m.signature : nil,
                           views: counters ? m.views : nil, font: font(scaled: look.font.timeSize),
                    color: color, tickColor: tickColor, sentTickColor: sentTickColor, editedWord: look.editedWord, marks: look.statusMarks, memo: memo)
    }

    /// A forward is written above its bubble, not in it (`ForwardStyle.caption`).
    var forwardCaptioned: Bool {
        if case .caption = look.forwards { placer.captionsOutside } else { false }
    }

    /// Whether message `m` says "edited" under its bubble instead of in its meta row.
    func editedBelow(_ m: MessageSpec) -> Bool { look.edits == .belowBubble && placer.captionsOutside && m.style == .bubble }

    /// The colours of things drawn straight on the card (big emoji's and story messages' meta rows).
    var cardInk: BubbleInk { BubbleInk(ground: theme.background, text: theme.secondaryText, accent: theme.accent) }
}
