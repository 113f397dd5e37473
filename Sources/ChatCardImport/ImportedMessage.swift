import ChatCard

/// One imported message as the card's message: its text and entities as spans (checked as the card
/// format's `entities` are), its pictures read, its kind, reply and reactions within the card's limits.
struct ImportedMessage {
    let message: ChatMessage
    let from: MessageSpec.Sender
    let time: String?
    private var author: String?

    /// The Telegram entity types the card format draws; others keep their text plainly (warned).
    static let drawnEntityTypes: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "spoiler", "code", "pre", "text_link", "url", "mention",
        "text_mention", "hashtag", "cashtag", "bot_command", "email", "phone_number", "blockquote",
        "expandable_blockquote", "custom_emoji", "date_time",
    ]

    init(_ message: ChatMessage, from: MessageSpec.Sender, time: String?) {
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

    /// The card's message; `path` is where it goes in the card (errors name it).
    func spec(pictures: PictureReader, path: String, warnings: inout ImportWarnings) throws(ImportError) -> MessageSpec {
        var spec = MessageSpec(from: from, spans: [])
        spec.author = author
        sender(&spec, warnings: &warnings)
        spec.time = time
        if let sticker = message.sticker {
            spec.sticker = pictures.image(sticker)
            warnLeftBesideSticker(warnings: &warnings)
            return spec
        }
        var message = message
        spec.attachment = self.kind(of: &message, pictures: pictures, warnings: &warnings)
        var (text, entities) = Self.textAndEntities(of: message, warnings: &warnings)
        // A round video stands alone.
        if case .video(let video)? = spec.attachment, video.kind == .round, !text.isEmpty {
            if !VisibleText.drawsNothing(text) { warnings.add("text beside a round video, left out (a round video stands alone)") }
            (text, entities) = ("", [])
        }
        // A photo or a kind needs no caption.
        if VisibleText.drawsNothing(text), message.photos.isEmpty, spec.attachment == nil {
            (text, entities) = (MessageText.empty, [])
            warnings.add("message with nothing to draw, shown as \(MessageText.empty)")
        }
        if !VisibleText.drawsNothing(text) {
            let given = entities.map(Self.given)
            do { spec.spans = try TelegramEntities.spans(text, given: given, path: path + ".entities") } catch {
                throw ImportError(path: error.path, message: error.message)
            }
        }
        spec.reply = message.reply.map { Self.reply($0, pictures: pictures, warnings: &warnings) }
        if let forwarded = message.forwardedFrom {
            let name = VisibleText.drawsNothing(forwarded) ? "Hidden User" : forwarded
            spec.forwardedFrom = MessageText.limited(name, to: CardLimitsForImport.shortText, warnings: &warnings)
        }
        spec.edited = message.edited
        let album = message.photos.prefix(CardLimitsForImport.albumPhotos)
        warnings.add("photos past \(CardLimitsForImport.albumPhotos) in one message, left out", message.photos.count - album.count)
        spec.photos = album.compactMap(pictures.image)
        if case .video? = spec.attachment { spec.spoiler = message.spoiler } else { spec.spoiler = message.spoiler && !spec.photos.isEmpty }
        spec.reactions = Self.reactions(message.reactions, warnings: &warnings)
        return spec
    }

    /// A sticker stands alone (the card draws no bubble parts around it): what came with it is warned.
    private func warnLeftBesideSticker(warnings: inout ImportWarnings) {
        let beside = [("text", !VisibleText.drawsNothing(message.text)), ("reply", message.reply != nil),
                      ("forward", message.forwardedFrom != nil), ("reactions", !message.reactions.isEmpty)]
        for (part, present) in beside where present { warnings.add("\(part) beside a sticker, left out (a sticker stands alone)") }
    }

    /// The message's kind; a kind beside photos, or one that came unusable, falls back to its placeholder
    /// line (warned).
    private func kind(of message: inout ChatMessage, pictures: PictureReader, warnings: inout ImportWarnings) -> AttachmentSpec? {
        guard let media = message.media, let kind = media.kind else { return nil }
        if message.photos.isEmpty, let spec = kind.spec(fromMe: from == .me, pictures: pictures, warnings: &warnings) { return spec }
        message.placeholders.append(media.placeholder)
        warnings.add(media.warning)
        return nil
    }

    /// "via @bot", the sender's tag, a channel post's signature and views, within the card's limits.
    private func sender(_ spec: inout MessageSpec, warnings: inout ImportWarnings) {
        if let bot = message.viaBot {
            if bot.count <= CardLimits.maxUsernameCharacters, !bot.isEmpty, bot.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                spec.viaBot = bot
            } else {
                warnings.add("via_bot name that is not a username, left out")
            }
        }
        if let tag = message.tag, !VisibleText.drawsNothing(tag) {
            spec.tag = MessageText.limited(tag.oneLineForImport, to: CardLimits.maxTagCharacters, warnings: &warnings)
        }
        if let signature = message.signature, !VisibleText.drawsNothing(signature) {
            spec.signature = MessageText.limited(signature.oneLineForImport, to: CardLimitsForImport.shortText, warnings: &warnings)
        }
        if let views = message.views, views >= 0 { spec.views = Int(min(views, Int64(CardLimits.viewsRange.upperBound))) }
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

    /// An entity as the card takes it: an address only on a link, a language only on a pre block that names one.
    private static func given(_ e: ChatMessage.Entity) -> TelegramEntities.Given {
        TelegramEntities.Given(type: e.type, offset: e.offset, length: e.length, url: e.type == "text_link" ? e.url : nil,
                               language: e.type == "pre" && e.language?.isEmpty == false ? e.language : nil)
    }

    private static func reply(_ reply: ChatMessage.Reply, pictures: PictureReader, warnings: inout ImportWarnings) -> ReplySpec {
        // A reply line shows one line of the message answered; a partial quote up to five lines of the part picked.
        let line = reply.isQuote ? reply.text : reply.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let limit = reply.isQuote ? CardLimitsForImport.quoteText : CardLimitsForImport.shortText
        let text = VisibleText.drawsNothing(line) ? "Message" : MessageText.limited(line, to: limit, warnings: &warnings)
        let author = reply.author.flatMap { VisibleText.drawsNothing($0) ? nil : MessageText.limited($0, to: CardLimitsForImport.shortText, warnings: &warnings) }
        return ReplySpec(author: author, text: text, isQuote: reply.isQuote, image: reply.image.flatMap(pictures.image))
    }

    private static func reactions(_ reactions: [ChatMessage.Reaction], warnings: inout ImportWarnings) -> [ReactionSpec] {
        var drawn: [ReactionSpec] = []
        for reaction in reactions {
            guard !VisibleText.drawsNothing(reaction.emoji), reaction.emoji.count <= CardLimitsForImport.reactionEmoji else {
                warnings.add("reaction without an emoji the card can draw (a custom emoji), left out")
                continue
            }
            guard drawn.count < CardLimitsForImport.reactions else {
                warnings.add("reactions past \(CardLimitsForImport.reactions) on one message, left out")
                continue
            }
            drawn.append(ReactionSpec(emoji: reaction.emoji, count: reaction.count > 0 ? min(reaction.count, CardLimitsForImport.maxReactionCount) : nil,
                                      mine: reaction.mine))
        }
        return drawn
    }
}
