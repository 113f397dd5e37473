/// Telegram Bot API message entities (`{ "type", "offset", "length", "url"?, "language"? }`, offsets and
/// lengths in UTF-16 code units) turned into spans: the text is cut at every entity edge and each piece
/// takes the styles of every entity covering it, so overlapping and nested entities combine.
package enum TelegramEntities {
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

    /// An entity given in code (an importer's, in Telegram's own terms), checked as one read from JSON is.
    package struct Given: Sendable {
        package var type: String
        package var offset: Int
        package var length: Int
        package var url: String?
        package var language: String?

        package init(type: String, offset: Int, length: Int, url: String? = nil, language: String? = nil) {
            (self.type, self.offset, self.length, self.url, self.language) = (type, offset, length, url, language)
        }
    }

    static func spans(_ text: String, _ items: [JSONValue], path: String) throws(CardError) -> [SpanSpec] {
        try checkCount(items.count, path: path)
        let units = text.utf16.count
        return spans(text, try items.enumerated().map { (i, item) throws(CardError) in
            try entity(item, path: "\(path)[\(i)]", text: text, units: units)
        })
    }

    /// The spans of `text` under entities given in code, each checked as `entities` in the card format are.
    package static func spans(_ text: String, given: [Given], path: String) throws(CardError) -> [SpanSpec] {
        try checkCount(given.count, path: path)
        let units = text.utf16.count
        return spans(text, try given.enumerated().map { (i, g) throws(CardError) in
            let at = "\(path)[\(i)]"
            let kind = try JSONReader.choice(.string(g.type), path: at + ".type", Kind.self)
            for (key, value) in [("offset", g.offset), ("length", g.length)] {
                let range = key == "offset" ? CardLimits.entityOffsetRange : CardLimits.entityLengthRange
                guard range.contains(Double(value)) else { throw CardError(path: "\(at).\(key)", message: "\(value) is out of range") }
            }
            if let url = g.url, url.count > CardLimits.maxLinkCharacters {
                throw CardError(path: at + ".url", message: "is \(url.count) characters; the limit is \(CardLimits.maxLinkCharacters)")
            }
            return try checked(kind, offset: g.offset, length: g.length, url: g.url, language: g.language, text: text, units: units, path: at)
        })
    }

    private static func checkCount(_ count: Int, path: String) throws(CardError) {
        guard count <= CardLimits.maxEntities else {
            throw CardError(path: path, message: "has \(count) entities; the limit is \(CardLimits.maxEntities)")
        }
    }

    /// The text cut at every entity edge, each piece with the styles of the entities covering it.
    private static func spans(_ text: String, _ entities: [Entity]) -> [SpanSpec] {
        var edges = Set([0, text.utf16.count])
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
        let url = try r.string("url", maxCharacters: CardLimits.maxLinkCharacters)
        let language = try r.string("language")
        for key in ["unix_time", "date_time_format"] where r.has(key) && kind != .dateTime {
            throw CardError(path: r.child(key), message: "belongs to date_time entities only")
        }
        if kind == .dateTime {
            _ = try r.number("unix_time", in: unixTimeRange)
            _ = try r.string("date_time_format", maxCharacters: maxDateTimeFormatCharacters)
        }
        return try checked(kind, offset: offset, length: length, url: url, language: language, text: text, units: units, path: path)
    }

    /// The rules every entity keeps, however it was given: inside the text, on whole characters, a link's
    /// address only on a text_link, a language only on a pre block.
    private static func checked(_ kind: Kind, offset: Int, length: Int, url: String?, language: String?, text: String, units: Int,
                                path: String) throws(CardError) -> Entity {
        guard offset + length <= units else {
            throw CardError(path: path, message: "offset \(offset) + length \(length) runs past the text's \(units) UTF-16 code units")
        }
        for edge in [offset, offset + length] where splitsSurrogatePair(text, at: edge) {
            throw CardError(path: path, message: "\(edge == offset ? "offset" : "the end at") \(edge) splits a surrogate pair "
                + "(a character outside the BMP, such as most emoji, counts 2 UTF-16 code units)")
        }
        if kind == .textLink {
            guard url != nil else { throw CardError(path: path + ".url", message: "is required for a text_link") }
        } else if url != nil {
            throw CardError(path: path + ".url", message: "belongs to text_link entities only")
        }
        let visibleURL = try CardDecoder.visible(url, path: path + ".url")
        if language != nil, kind != .pre { throw CardError(path: path + ".language", message: "belongs to pre entities only") }
        return Entity(kind: kind, range: offset..<(offset + length), url: visibleURL, language: language)
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

    /// The address a link entity's own text makes, when it is one a span's `link` may hold (visible, within the
    /// limit); else the text stays plain, as it would read back from the spans.
    private static func address(_ scheme: String, _ text: String) -> String? {
        let link = scheme + text
        return VisibleText.drawsNothing(text) || link.count > CardLimits.maxLinkCharacters ? nil : link
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
        case .url: span.link = address("", entityText())
        case .email: span.link = address("mailto:", entityText())
        case .phoneNumber: span.link = address("tel:", entityText())
        case .mention, .textMention, .botCommand: span.mention = true
        case .hashtag, .cashtag: span.hashtag = true
        case .blockquote, .expandableBlockquote: span.block = .quote
        case .customEmoji: break  // drawn as its fallback text, which is the entity's text itself
        case .dateTime: break  // the text as the sender wrote it (Telegram shows that where it cannot format the instant)
        }
    }
}
