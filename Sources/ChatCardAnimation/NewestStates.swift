import ChatCard

/// What a frame draws a message from: the finished card's rows, or one of the animation's own drawings of it.
enum MessageLayer: Equatable {
    case card(Range<Int>)
    case drawing(Int)
}

/// How a message looks while it is the newest, where the finished card shows it otherwise: it enters as `entering`
/// (without its reactions, the run's tail and avatar on it), and its reactions pop in to `reactions`. Once the next
/// message comes (its typing indicator or itself) it is as in the finished card.
struct NewestStates: Equatable {
    var entering: MessageLayer
    var reactions: MessageLayer?
    /// Whether the reactions fade in (the message stays where it is) or come at once (it moves: iMessage's
    /// tapbacks on its top corner).
    var reactionsFade = true

    /// Every message's states that differ from the finished card, and the drawings they name.
    static func make(card: Card, bands: CardBands) throws(RenderError) -> ([Int: NewestStates], [NewestDrawing]) {
        var states: [Int: NewestStates] = [:], drawings: [NewestDrawing] = []
        func layer(_ drawing: NewestDrawing?, else rows: Range<Int>) -> MessageLayer {
            guard let drawing else { return .card(rows) }
            drawings.append(drawing)
            return .drawing(drawings.count - 1)
        }
        let messages = card.spec.messages
        for (index, message) in messages.enumerated() {
            guard let rows = bands.rows[index] else { continue }
            // Only a message followed by one from the same side can lose its tail or avatar to it.
            let followed = index + 1 < messages.count && messages[index + 1].from == message.from && messages[index + 1].style != .service
                && message.style != .service
            let hasReactions = !message.reactions.isEmpty
            guard followed || hasReactions else { continue }
            // As the newest with its reactions: where the drawing is not this message in the finished card, the
            // message comes as the card has it.
            guard let complete = try NewestDrawing(card: card, bands: bands, message: index, withReactions: true),
                  complete.match != .misfit else { continue }
            let completeLayer = complete.match == .same ? MessageLayer.card(rows) : layer(complete, else: rows)
            let bare = hasReactions ? try NewestDrawing(card: card, bands: bands, message: index, withReactions: false) : nil
            var state = NewestStates(entering: completeLayer)
            if let bare {
                (state.entering, state.reactions) = (layer(bare, else: rows), completeLayer)
                state.reactionsFade = try bare.fadesInto(completeLayer, drawings: drawings, bands)
            }
            if state != NewestStates(entering: .card(rows)) { states[index] = state }
        }
        return (states, drawings)
    }
}
