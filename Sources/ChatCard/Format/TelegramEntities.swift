/// Telegram Bot API message entities (`{ "type", "offset", "length", "url"?, "language"? }`, offsets and
/// lengths in UTF-16 code units) turned into spans: the text is cut at every entity edge and each piece
/// takes the styles of every entity covering it, so overlapping and nested entities combine.
enum TelegramEntities {
    enum Kind: String, CaseIterable {
        case bold, italic, underline, strikethrough, spoiler, code, pre
        case textLink = "text_link", url, mention, textMention = "text_mention", hashtag, cashtag
        case botCommand = "bot_command", email, phoneNumber = "phone_number"
        case blockquote, expandableBlockquote = "expandable_blockquote", customEmoji = "custom_emoji"
        case dateTime = "date_time"
    }

    /// A `date_time` entity's instant (seconds since 1970) and format: accepted, its text drawn as written.
    static let unixTimeRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799  // years 1 to 9999
    static let maxDateTimeFormatCharacters = 16

    struct Entity {
        let kind: Kind
        let range: Range<Int>
        let url: String?
        let language: String?
    }

    static func spans(_ text: String, _ items: [JSONValue], path: String) throws(CardError) -> [SpanSpec] {
        guard items.count <= CardLimits.maxEntities else {
            throw CardError(path: path, message: "has \(items.count) entities; the limit is \(CardLimits.maxEntities)")
        }
        let units = text.utf16.count
        let entities = try items.enumerated().map { (i, item) throws(CardError) in
            try entity(item, path: "\(path)[\(i)]", text: text, units: units)
        }
        var edges = Set([0, units])
        for e in entities { edges.formUnion([e.range.lowerBound, e.range.upperBound]) }
        let cuts = edges.sorted()
        // Each cut's index, walking the text once (not from its start for every cut).
        var index = text.utf16.startIndex, at = 0
        var indices: [Int: String.Index] = [:]
        for cut in cuts {
            index = text.utf16.index(index, offsetBy: cut - at)
            at = cut
            indices[cut] = index
        }
        func piece(_ r: Range<Int>) -> String { String(text.unicodeScalars[indices[r.lowerBound]!..<indices[r.upperBound]!]) }
        return zip(cuts, cuts.dropFirst()).map { a, b in
            var span = SpanSpec(text: piece(a..<b))
            for e in entities where e.range.lowerBound <= a && b <= e.range.upperBound {
                apply(e, to: &span, entityText: { piece(e.range) })
            }
            return span
        }
    }

    static func entity(_ json: JSONValue, path: String, text: String, units: Int) throws(CardError) -> Entity {
        // Telegram's own fields that identify rather than show (a user, a custom emoji's id) are accepted.
        let r = try JSONReader(json, path: path, known: CardKeys.entity)
        let kind = try JSONReader.choice(r.required("type"), path: r.child("type"), Kind.self)
        let offset = try whole(r, "offset", in: CardLimits.entityOffsetRange)
        let length = try whole(r, "length", in: CardLimits.entityLengthRange)
        guard offset + length <= units else {
            throw CardError(path: path, message: "offset \(offset) + length \(length) runs past the text's \(units) UTF-16 code units")
        }
        for edge in [offset, offset + length] where splitsSurrogatePair(text, at: edge) {
            throw CardError(path: path, message: "\(edge == offset ? "offset" : "the end at") \(edge) splits a surrogate pair "
                + "(a character outside the BMP, such as most emoji, counts 2 UTF-16 code units)")
        }
        var url = try r.string("url", maxCharacters: CardLimits.maxLinkCharacters)
        if kind == .textLink {
            guard url != nil else { throw CardError(path: r.child("url"), message: "is required for a text_link") }
        } else if url != nil {
            throw CardError(path: r.child("url"), message: "belongs to text_link entities only")
        }
        url = try CardDecoder.visible(url, path: r.child("url"))
        let language = try r.string("language")
        if language != nil, kind != .pre { throw CardError(path: r.child("language"), message: "belongs to pre entities only") }
        for key in ["unix_time", "date_time_format"] where r.has(key) && kind != .dateTime {
            throw CardError(path: r.child(key), message: "belongs to date_time entities only")
        }
        if kind == .dateTime {
            _ = try r.number("unix_time", in: unixTimeRange)
            _ = try r.string("date_time_format", maxCharacters: maxDateTimeFormatCharacters)
        }
        return Entity(kind: kind, range: offset..<(offset + length), url: url, language: language)
    }

    static func whole(_ r: JSONReader, _ key: String, in range: ClosedRange<Double>) throws(CardError) -> Int {
        guard let n = try r.number(key, in: range) else { throw CardError(path: r.child(key), message: "is required") }
        guard n == n.rounded() else { throw CardError(path: r.child(key), message: "\(format(n)) is not a whole number") }
        return Int(n)
    }

    static func splitsSurrogatePair(_ text: String, at offset: Int) -> Bool {
        let i = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        return i.samePosition(in: text.unicodeScalars) == nil
    }

    /// Telegram's look for each entity, in the span fields the card format already has.
    static func apply(_ e: Entity, to span: inout SpanSpec, entityText: () -> String) {
        switch e.kind {
        case .bold: span.bold = true
        case .italic: span.italic = true
        case .underline: span.underline = DecorationSpec(style: .single)
        case .strikethrough: span.strikethrough = DecorationSpec(style: .single)
        case .spoiler: span.spoiler = true
        case .code: span.code = true
        case .pre: span.block = .pre(language: e.language)
        case .textLink: span.link = e.url
        case .url: span.link = entityText()
        case .email: span.link = "mailto:" + entityText()
        case .phoneNumber: span.link = "tel:" + entityText()
        case .mention, .textMention, .botCommand: span.mention = true
        case .hashtag, .cashtag: span.hashtag = true
        case .blockquote, .expandableBlockquote: span.block = .quote
        case .customEmoji: break  // drawn as its fallback text, which is the entity's text itself
        case .dateTime: break  // the text as the sender wrote it (Telegram shows that where it cannot format the instant)
        }
    }
}
