import ChatCard

/// An imported card that must fit a canvas: when the import chose how many messages to take and the card
/// would be taller than a canvas allows at its scale, the earliest messages are left out until it fits,
/// warned. The layout stops at the first message past the limit, so a card that fits costs one layout.
struct CardRefit: Sendable {
    /// The selection's messages as read (the last that fit a card's items), and the warnings of reading them.
    let messages: [ChatMessage]
    let assembler: CardAssembler
    let warnings: ImportWarnings
    /// How many messages the selection has.
    let selected: Int

    init(messages: [ChatMessage], assembler: CardAssembler, warnings: ImportWarnings) {
        (self.messages, self.assembler, self.warnings) = (messages, assembler, warnings)
        selected = max(assembler.selected ?? messages.count, messages.count)
    }

    /// Shrinking rounds before giving up (each keeps a share of what overflowed; two are the rule).
    static let maxRounds = 6
    /// The share of the messages that fitted which the next round keeps: text wraps differently from card
    /// to card, so a little less than the share that fitted.
    static let margin = 0.95

    /// The result with `keep` of the last messages, its warnings those of the smaller card.
    func result(keeping keep: Int, format: ImportFormat) throws(ImportError) -> CardImporter.Result {
        var assembler = self.assembler
        (assembler.selectionApplied, assembler.selected) = (true, nil)
        var warnings = self.warnings
        let spec = try assembler.card(of: Array(messages.suffix(keep)), warnings: &warnings)
        warnings.add(CardAssembler.leftOut(selected - keep, reason: "the card would be taller than \(CardLimits.maxPixelSide) pixels"))
        return CardImporter.Result(spec: spec, warnings: warnings, format: format, refit: self)
    }
}

extension CardImporter.Result {
    /// The card as `card()` gives it, changed by `adjust` (a look, a scale, a width: what changes its
    /// height), laid out to check that it fits a canvas (refitted when the import chose how many messages to
    /// take); with the result it came from (its spec and warnings those of the fitted card).
    public func fitted(adjust: (Card) throws(CardError) -> Card = { $0 }) throws(CardError)
        -> (result: CardImporter.Result, card: Card) {
        do throws(RenderError) {
            let (card, result) = try using(adjust: adjust) { card throws(RenderError) in _ = try card.size(); return card }
            return (result, card)
        } catch {
            // Past a limit the import cannot help with (a chosen --last): the card, for its render to refuse.
            if case .card(let cardError) = error, cardError.overflowingMessage == nil { throw cardError }
            let card = try adjust(self.card())
            return (self, card)
        }
    }

    /// `use` of the card (a render), made again of fewer messages when the card would not fit a canvas and the
    /// import chose how many to take: a card that fits costs nothing more, one that does not the layout up to
    /// its first message past the limit. Returns what `use` gave and the result of the card it used.
    public func using<T>(adjust: (Card) throws(CardError) -> Card = { $0 },
                         _ use: (Card) throws(RenderError) -> T) throws(RenderError) -> (value: T, result: CardImporter.Result) {
        var result = self
        for round in 0...CardRefit.maxRounds {
            let card: Card
            do { card = try adjust(result.card()) } catch { throw .card(error) }
            do {
                return (try use(card), result)
            } catch {
                guard round < CardRefit.maxRounds, let refit = result.refit, case .card(let cardError) = error,
                      let overflowing = cardError.overflowingMessage, let smaller = try? refit.fewer(than: result.spec, fitting: overflowing, format: format)
                else { throw error }
                result = smaller
            }
        }
        throw RenderError.card(CardError(path: "", message: "no share of the chat fits a card"))
    }
}

extension CardRefit {
    /// The result of the last messages that fit where `card` overflowed at its item `overflowing`; nil when
    /// no fewer messages would help.
    func fewer(than card: CardSpec, fitting overflowing: Int, format: ImportFormat) throws(ImportError) -> CardImporter.Result? {
        guard !card.messages.isEmpty else { return nil }
        // Messages, not day separators or service lines.
        let taken = card.messages.filter { $0.style != .service }.count
        let keep = Int(Double(taken) * Double(overflowing) / Double(card.messages.count) * Self.margin)
        guard keep >= 1, keep < taken else { return nil }
        return try result(keeping: keep, format: format)
    }
}
