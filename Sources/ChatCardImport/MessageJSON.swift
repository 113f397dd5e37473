import ChatCard

/// One imported message as a card-format object.
struct MessageJSON {
    let message: ChatMessage
    let from: String
    let time: String?
    private var author: String?

    /// The Telegram entity types the card format draws; others keep their text plainly (warned).
    static let drawnEntityTypes: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "spoiler", "code", "pre", "text_link", "url", "mention",
        "text_mention", "hashtag", "cashtag", "bot_command", "email", "phone_number", "blockquote",
        "expandable_blockquote", "custom_emoji", "date_time",
    ]

    init(_ message: ChatMessage, from: String, time: String?) {
        (self.message, self.from, self.time) = (message, from, time)
    }

    /// Names the author (incoming messages of a group) and returns the name written.
    mutating func author(of message: ChatMessage, warnings: inout ImportWarnings) -> String? {
        guard let name = message.sender?.name ?? message.sender?.id else { return nil }
        author = Self.shown(name, warnings: &warnings)
        return author
    }

    /// A name as the card writes it (and keys `people` by): visible, within the card's limit.
    static func shown(_ name: String, warnings: inout ImportWarnings) -> String {
        MessageText.limited(VisibleText.drawsNothing(name) ? "Deleted Account" : name, to: CardLimitsForImport.shortText, warnings: &warnings)
    }

    func json(warnings: inout ImportWarnings) -> JSONValue {
        var object: [(key: String, value: JSONValue)] = [("from", .string(from))]
        if let author { object.append(("author", .string(author))) }
        object += sender(warnings: &warnings)
        if let sticker = message.sticker {
            object.append(("sticker", sticker.json))
            if let time { object.append(("time", .string(time))) }
            warnLeftBesideSticker(warnings: &warnings)
            return .object(object)
        }
        var message = message
        let kind = self.kind(of: &message, warnings: &warnings)
        var (text, entities) = Self.textAndEntities(of: message, warnings: &warnings)
        // A round video stands alone.
        if kind != nil, case .video(_, .round, _, _, _)? = message.media?.kind, !text.isEmpty {
            if !VisibleText.drawsNothing(text) { warnings.add("text beside a round video, left out (a round video stands alone)") }
            (text, entities) = ("", [])
        }
        if VisibleText.drawsNothing(text) {
            // A photo or a kind needs no caption.
            if message.photos.isEmpty && kind == nil {
                (text, entities) = (MessageText.empty, [])
                warnings.add("message with nothing to draw, shown as \(MessageText.empty)")
            }
        }
        if !VisibleText.drawsNothing(text) {
            object.append(("text", .string(text)))
            if !entities.isEmpty { object.append(("entities", .array(entities.map(Self.entityJSON)))) }
        }
        if let time { object.append(("time", .string(time))) }
        if let reply = message.reply, let json = Self.replyJSON(reply, warnings: &warnings) { object.append(("reply", json)) }
        if let forwarded = message.forwardedFrom {
            let name = VisibleText.drawsNothing(forwarded) ? "Hidden User" : forwarded
            object.append(("forwardedFrom", .string(MessageText.limited(name, to: CardLimitsForImport.shortText, warnings: &warnings))))
        }
        if message.edited { object.append(("edited", .bool(true))) }
        if message.photos.count == 1 { object.append(("image", message.photos[0].json)) }
        if message.photos.count > 1 {
            let album = message.photos.prefix(CardLimitsForImport.albumPhotos)
            object.append(("images", .array(album.map(\.json))))
            warnings.add("photos past \(CardLimitsForImport.albumPhotos) in one message, left out", message.photos.count - album.count)
        }
        if let kind { object.append(kind) }
        if message.spoiler, !message.photos.isEmpty || kind?.key == "video" { object.append(("spoiler", .bool(true))) }
        let reactions = Self.reactionsJSON(message.reactions, warnings: &warnings)
        if !reactions.isEmpty { object.append(("reactions", .array(reactions))) }
        return .object(object)
    }

    /// A sticker stands alone (the card draws no bubble parts around it): what came with it is warned.
    private func warnLeftBesideSticker(warnings: inout ImportWarnings) {
        let beside = [("text", !VisibleText.drawsNothing(message.text)), ("reply", message.reply != nil),
                      ("forward", message.forwardedFrom != nil), ("reactions", !message.reactions.isEmpty)]
        for (part, present) in beside where present { warnings.add("\(part) beside a sticker, left out (a sticker stands alone)") }
    }

    /// The message's kind as the card's member; a kind beside photos, or one that came unusable, falls back
    /// to its placeholder line (warned).
    private func kind(of message: inout ChatMessage, warnings: inout ImportWarnings) -> (key: String, value: JSONValue)? {
        guard let media = message.media, let kind = media.kind else { return nil }
        if message.photos.isEmpty, let member = kind.member(fromMe: from == "me", warnings: &warnings) { return member }
        message.placeholders.append(media.placeholder)
        warnings.add(media.warning)
        return nil
    }

    /// "via @bot", the sender's tag, a channel post's signature and views, within the card's limits.
    private func sender(warnings: inout ImportWarnings) -> [(key: String, value: JSONValue)] {
        var fields: [(key: String, value: JSONValue)] = []
        if let bot = message.viaBot {
            if bot.count <= CardLimits.maxUsernameCharacters, !bot.isEmpty, bot.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                fields.append(("viaBot", .string(bot)))
            } else {
                warnings.add("via_bot name that is not a username, left out")
            }
        }
        if let tag = message.tag, !VisibleText.drawsNothing(tag) {
            fields.append(("tag", .string(MessageText.limited(tag.oneLineForImport, to: CardLimits.maxTagCharacters, warnings: &warnings))))
        }
        if let signature = message.signature, !VisibleText.drawsNothing(signature) {
            fields.append(("signature", .string(MessageText.limited(signature.oneLineForImport, to: CardLimitsForImport.shortText, warnings: &warnings))))
        }
        if let views = message.views, views >= 0 { fields.append(("views", .number(Double(min(views, Int64(CardLimits.viewsRange.upperBound)))))) }
        return fields
    }

    /// The text with its placeholders on lines of their own (in italics), the entities the card draws.
    private static func textAndEntities(of message: ChatMessage, warnings: inout ImportWarnings) -> (String, [ChatMessage.Entity]) {
        var (text, entities) = MessageText.withoutNUL(message.text, message.entities, warnings: &warnings)
        for placeholder in message.placeholders {
            if !text.isEmpty { text += "\n" }
            entities.append(.init(type: "italic", offset: text.utf16.count, length: placeholder.utf16.count))
            text += placeholder
        }
        let limited = MessageText.limited(text, to: CardLimitsForImport.text, warnings: &warnings)
        if limited != text { entities = MessageText.clip(entities, to: limited) }
        for e in entities where !Self.drawnEntityTypes.contains(e.type) {
            warnings.add("entity of type \(e.type), drawn as plain text")
        }
        entities.removeAll { !Self.drawnEntityTypes.contains($0.type) }
        entities = entities.compactMap { Self.drawable($0, warnings: &warnings) }
        if entities.count > CardLimitsForImport.entities {
            warnings.add("entities past \(CardLimitsForImport.entities) in one message, dropped")
            entities = Array(entities.prefix(CardLimitsForImport.entities))
        }
        return (limited, entities)
    }

    /// An entity as the card format takes it: a link needs a visible address within the card's limit (else
    /// its text stays plain), a pre block's language label is dropped when too long.
    private static func drawable(_ e: ChatMessage.Entity, warnings: inout ImportWarnings) -> ChatMessage.Entity? {
        var e = e
        if e.type == "text_link" {
            guard let url = e.url, !VisibleText.drawsNothing(url), url.count <= CardLimits.maxLinkCharacters,
                  !url.unicodeScalars.contains(where: { $0.value == 0 }) else {
                warnings.add("link without a usable address, drawn as plain text")
                return nil
            }
        }
        if let language = e.language, language.count > CardLimitsForImport.shortText || language.unicodeScalars.contains(where: { $0.value == 0 }) {
            warnings.add("code block language label too long, left out")
            e.language = nil
        }
        return e
    }

    private static func entityJSON(_ e: ChatMessage.Entity) -> JSONValue {
        var object: [(key: String, value: JSONValue)] = [("type", .string(e.type)), ("offset", .number(Double(e.offset))),
                                                         ("length", .number(Double(e.length)))]
        if e.type == "text_link", let url = e.url { object.append(("url", .string(url))) }
        if e.type == "pre", let language = e.language, !language.isEmpty { object.append(("language", .string(language))) }
        return .object(object)
    }

    private static func replyJSON(_ reply: ChatMessage.Reply, warnings: inout ImportWarnings) -> JSONValue? {
        // A reply line shows one line of the message answered; a partial quote up to five lines of the part picked.
        let line = reply.isQuote ? reply.text : reply.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let limit = reply.isQuote ? CardLimitsForImport.quoteText : CardLimitsForImport.shortText
        let text = VisibleText.drawsNothing(line) ? "Message" : MessageText.limited(line, to: limit, warnings: &warnings)
        var object: [(key: String, value: JSONValue)] = []
        if let author = reply.author, !VisibleText.drawsNothing(author) {
            object.append(("author", .string(MessageText.limited(author, to: CardLimitsForImport.shortText, warnings: &warnings))))
        }
        object.append(("text", .string(text)))
        if reply.isQuote { object.append(("quote", .bool(true))) }
        if let image = reply.image { object.append(("image", image.json)) }
        return .object(object)
    }

    private static func reactionsJSON(_ reactions: [ChatMessage.Reaction], warnings: inout ImportWarnings) -> [JSONValue] {
        var drawn: [JSONValue] = []
        for reaction in reactions {
            guard !VisibleText.drawsNothing(reaction.emoji), reaction.emoji.count <= CardLimitsForImport.reactionEmoji else {
                warnings.add("reaction without an emoji the card can draw (a custom emoji), left out")
                continue
            }
            guard drawn.count < CardLimitsForImport.reactions else {
                warnings.add("reactions past \(CardLimitsForImport.reactions) on one message, left out")
                continue
            }
            var object: [(key: String, value: JSONValue)] = [("emoji", .string(reaction.emoji))]
            if reaction.count > 0 { object.append(("count", .number(Double(min(reaction.count, CardLimitsForImport.maxReactionCount))))) }
            if reaction.mine { object.append(("mine", .bool(true))) }
            drawn.append(.object(object))
        }
        return drawn
    }
}
