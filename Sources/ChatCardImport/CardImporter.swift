import ChatCard
import Foundation

/// Turns a conversation as people hold it into a card: `importCard` gives the card's spec (its pictures
/// read) and the warnings about what it could not carry; `card` checks it as any card is checked.
public struct CardImporter: Sendable {
    public let format: ImportFormat
    public let options: ImportOptions

    public init(_ format: ImportFormat, options: ImportOptions = ImportOptions()) {
        (self.format, self.options) = (format, options)
    }

    public struct Result: Sendable {
        /// The card as the import built it; `card()` checks it as the card format is checked.
        public let spec: CardSpec
        public internal(set) var warnings: ImportWarnings
        /// The format read (what `auto` found).
        public let format: ImportFormat
        /// How to make the card again of fewer messages, when the import chose how many to take.
        let refit: CardRefit?
        /// A quote-api request's framing (`type`, `format`): what picture its answer is.
        public private(set) var quote: QuoteRequest?

        init(spec: CardSpec, warnings: ImportWarnings, format: ImportFormat, refit: CardRefit? = nil, quote: QuoteRequest? = nil) {
            (self.spec, self.warnings, self.format, self.refit, self.quote) = (spec, warnings, format, refit, quote)
        }

        /// The card, checked as `Card(json:)` checks a card (every limit, with the field's path).
        public func card() throws(CardError) -> Card { try Card(spec: spec) }
    }

    public func importCard(_ data: Data) throws(ImportError) -> Result {
        try data.withUnsafeBytes { bytes in Swift.Result { () throws(ImportError) in try importCard(StreamedJSON.Input(bytes: bytes)) } }.get()
    }

    /// `importCard` of a file, read in place as it streams by: an export of any size costs the memory of the
    /// messages it holds, not of its JSON.
    public func importCard(contentsOfFile path: String) throws(ImportError) -> Result {
        let file = try MappedFile(path: path)
        return try importCard(StreamedJSON.Input(bytes: file.bytes, consumed: file.release))
    }

    private func importCard(_ input: StreamedJSON.Input) throws(ImportError) -> Result {
        // One card: only its share of a long chat is kept (one more than a card holds shows there were too many).
        switch try read(input, keep: options.last ?? ImportOptions.maxMessages + 1) {
        case .card(let result):
            return result
        case .conversation(let conversation, var warnings):
            let before = warnings
            let spec = try conversation.assembler.card(of: conversation.messages, warnings: &warnings)
            conversation.warnUnusedMedia(in: [spec], &warnings)
            let refit = conversation.assembler.choosesCount ? CardRefit(messages: conversation.messages, assembler: conversation.assembler,
                                                                        warnings: before) : nil
            return Result(spec: spec, warnings: warnings, format: conversation.format, refit: refit)
        }
    }

    /// The whole selection as cards of `size` messages each (a chat rendered card by card), in order; the
    /// warnings cover them all.
    public func importCards(_ data: Data, size: Int) throws(ImportError) -> Split {
        try data.withUnsafeBytes { bytes in Swift.Result { () throws(ImportError) in try importCards(StreamedJSON.Input(bytes: bytes), size: size) } }.get()
    }

    /// `importCards` of a file, read in place (as `importCard(contentsOfFile:)`).
    public func importCards(contentsOfFile path: String, size: Int) throws(ImportError) -> Split {
        let file = try MappedFile(path: path)
        return try importCards(StreamedJSON.Input(bytes: file.bytes, consumed: file.release), size: size)
    }

    private func importCards(_ input: StreamedJSON.Input, size: Int) throws(ImportError) -> Split {
        guard Self.splitSizes.contains(size) else {
            throw ImportError(path: "split", message: "\(size) is out of range; allowed \(Self.splitSizes.lowerBound) to \(Self.splitSizes.upperBound)")
        }
        guard case .conversation(let conversation, var warnings) = try read(input, keep: nil) else {
            throw ImportError(path: "", message: "a quote-api request is one card; it cannot be split")
        }
        let selected = try MessageSelection(options).pick(conversation.messages)
        var assembler = conversation.assembler
        assembler.selectionApplied = true
        assembler.namesAuthors = assembler.isGroup(selected)
        var cards: [CardSpec] = []
        for start in stride(from: 0, to: selected.count, by: size) {
            cards.append(try assembler.card(of: Array(selected[start..<min(start + size, selected.count)]), warnings: &warnings))
        }
        conversation.warnUnusedMedia(in: cards, &warnings)
        return Split(cards: cards, messages: selected.count, warnings: warnings, format: conversation.format)
    }

    /// A chat as cards: each a spec (`Card(spec:)` checks it), the number of messages they hold in all.
    public struct Split: Sendable {
        public let cards: [CardSpec]
        public let messages: Int
        public let warnings: ImportWarnings
        public let format: ImportFormat
    }

    /// Messages a split card may hold: with a day pill before each, still within a card's 500 items.
    public static let splitSizes = 1...ImportOptions.maxMessages / 2

    /// Reads the input (a large export streams by once, whatever `auto` has to find out from its start); a
    /// source sent with its media is opened first.
    private func read(_ input: StreamedJSON.Input, keep: Int?) throws(ImportError) -> ImportedSource {
        let source = try readSource(input, keep: keep)
        let repeated = input.duplicates.offsets.count
        guard repeated > 0 else { return source }
        let warning = "key repeated in a JSON object, the last one taken"
        switch source {
        case .card(var result): result.warnings.add(warning, repeated); return .card(result)
        case .conversation(let conversation, var warnings): warnings.add(warning, repeated); return .conversation(conversation, warnings)
        }
    }

    private func readSource(_ input: StreamedJSON.Input, keep: Int?) throws(ImportError) -> ImportedSource {
        guard let envelope = try MediaEnvelope.open(input) else { return try read(input, format: format, keep: keep, options: options) }
        var options = self.options
        options.media.dataURIs.merge(envelope.media) { $1 }
        guard let text = envelope.text else {
            var source = input
            source.inside = MediaEnvelope.sourceKey
            return try read(source, format: format, keep: keep, options: options)
        }
        guard format == .whatsapp || format == .auto else {
            throw ImportError(path: MediaEnvelope.sourceKey, message: "is a string: only a whatsapp export is sent as text")
        }
        return try Array(text.utf8).withUnsafeBytes { bytes in
            Swift.Result { () throws(ImportError) in try read(StreamedJSON.Input(bytes: bytes), format: .whatsapp, keep: keep, options: options) }
        }.get()
    }

    private func read(_ input: StreamedJSON.Input, format: ImportFormat, keep: Int?, options: ImportOptions) throws(ImportError) -> ImportedSource {
        // A text that is not JSON (a WhatsApp export) is told apart before a JSON parse.
        var format = format
        if format == .auto, let claimed = ImportRegistry.claimer(of: input.text) { format = claimed }
        format = try resolved(input, format)
        guard let importer = ImportRegistry.importer(format) else { preconditionFailure("auto is resolved above") }
        return try importer.read(input, options: options, keep: keep)
    }

    private func resolved(_ input: StreamedJSON.Input, _ format: ImportFormat) throws(ImportError) -> ImportFormat {
        guard format == .auto else { return format }
        guard let found = try StreamedJSON.format(of: input) else {
            throw ImportError(path: "", message: "cannot tell the format: name it (\(ImportFormat.allCases.filter { $0 != .auto }.map(\.rawValue).joined(separator: ", ")))")
        }
        return found
    }
}
