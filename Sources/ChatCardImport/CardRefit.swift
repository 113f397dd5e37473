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
        let json = try assembler.card(of: Array(messages.suffix(keep)), warnings: &warnings)
        warnings.add(CardAssembler.leftOut(selected - keep, reason: "the card would be taller than \(CardLimits.maxPixelSide) pixels"))
        return CardImporter.Result(json: json, warnings: warnings, format: format, refit: self)
    }

    /// Messages (not day separators or service lines) the card JSON holds.
    static func messageCount(_ json: JSONValue) -> Int {
        guard case .object(let card) = json, case .array(let items)? = card.first(where: { $0.key == "messages" })?.value else { return 0 }
        return items.filter { item in
            guard case .object(let members) = item else { return false }
            return !members.contains { $0.key == "service" }
        }.count
    }
}

extension CardImporter.Result {
    /// The card as `card(files:)` gives it, changed by `adjust` (a look, a scale, a width: what changes its
    /// height), made to fit a canvas when the import chose how many messages to take; with the result it
    /// came from (its JSON and warnings those of the fitted card).
    public func fitted(files: FileAccess = .refused, adjust: (Card) throws(CardError) -> Card = { $0 }) throws(CardError)
        -> (result: CardImporter.Result, card: Card) {
        var result = self
        for _ in 0..<CardRefit.maxRounds {
            let card = try adjust(result.card(files: files))
            guard let refit = result.refit, case .card(let error)? = Self.sizeError(of: card), let overflowing = error.overflowingMessage,
                  case .object(let members) = result.json, case .array(let items)? = members.first(where: { $0.key == "messages" })?.value,
                  !items.isEmpty else { return (result, card) }
            let taken = CardRefit.messageCount(result.json)
            let keep = Int(Double(taken) * Double(overflowing) / Double(items.count) * CardRefit.margin)
            guard keep >= 1, keep < taken else { return (result, card) }
            do throws(ImportError) { result = try refit.result(keeping: keep, format: format) } catch { throw CardError(path: error.path, message: error.message) }
        }
        return (result, try adjust(result.card(files: files)))
    }

    private static func sizeError(of card: Card) -> RenderError? {
        do throws(RenderError) { _ = try card.size(); return nil } catch { return error }
    }
}
