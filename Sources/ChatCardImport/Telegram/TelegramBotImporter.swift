import ChatCard

/// Telegram Bot API `Message` objects as a bot holds them: one message, an array of them, an `Update` or
/// an array of updates (`message`, `edited_message`, `channel_post`, `edited_channel_post`).
struct TelegramBotImporter {
    /// Where photos and stickers are found by their file ids.
    var media = ImportMedia()

    /// Fields read, or that identify, route or secure a message but show nothing in a card. What Telegram
    /// shows and a card cannot yet (`reply_markup`'s buttons) is warned as any unknown field is.
    static let metadata: Set<String> = [
        "message_id", "date", "chat", "from", "sender_chat", "text", "caption", "entities", "caption_entities",
        "reply_to_message", "external_reply", "quote", "forward_origin", "forward_from", "forward_from_chat",
        "forward_from_message_id", "forward_signature", "forward_sender_name", "forward_date", "edit_date",
        "message_thread_id", "is_topic_message", "is_automatic_forward", "has_protected_content", "is_from_offline",
        "media_group_id", "sender_boost_count", "business_connection_id", "sender_business_bot",
        "effect_id", "link_preview_options", "show_caption_above_media", "has_media_spoiler",
        "is_paid_post", "paid_star_count", "direct_messages_topic", "via_bot", "author_signature", "sender_tag",
    ]

    /// The members of an `Update` that hold a message.
    static let updateKinds = ["message", "edited_message", "channel_post", "edited_channel_post", "business_message"]

    /// `path`: where the source is in the document (errors name it).
    func messages(_ document: JSONValue, path: String = "", warnings: inout ImportWarnings) throws(ImportError) -> [ChatMessage] {
        let (json, root, beside) = try Self.unwrapped(document, path: path)
        for key in beside { warnings.add("document field \(key) beside the messages, not drawn") }
        let items: [(JSONValue, String)]
        if case .array(let list) = json { items = list.enumerated().map { ($1, "\(root)[\($0)]") } } else { items = [(json, root)] }
        var messages: [ChatMessage] = []
        for (item, path) in items {
            let object = try SourceObject(item, path: path)
            // An update, or what holds a message as one does (saved without its update_id).
            if object.has("update_id") || (!object.has("message_id") && Self.updateKinds.contains(where: object.has)) {
                guard let key = Self.updateKinds.first(where: object.has) else {
                    warnings.add("update without a message (a callback, a reaction …), left out")
                    continue
                }
                messages.append(try counted(object.object(key)!))
            } else {
                messages.append(try counted(object))
            }
        }
        return messages
    }

    /// A Bot API response as a bot got it (`{"ok": true, "result": [updates]}` from getUpdates, one message
    /// from sendMessage) is read as its result.
    /// Also the other members of a document that keeps its messages under a key (`beside`: warned).
    private static func unwrapped(_ json: JSONValue, path: String) throws(ImportError) -> (JSONValue, String, beside: [String]) {
        guard case .object = json else { return (json, path, []) }
        let response = try SourceObject(json, path: path)
        // Messages kept under a key of their own (`{"messages": [...]}`), as people save what a bot received.
        if !response.has("message_id"), !response.has("update_id"), case .array(let list)? = response.value("messages") {
            return (.array(list), response.child("messages"), response.keys.filter { $0 != "messages" }.sorted())
        }
        guard response.has("ok"), response.has("result") || response.has("description") else { return (json, path, []) }
        guard try response.bool("ok") == true, let result = response.value("result") else {
            throw ImportError(path: response.child("ok"), message: "is a failed Bot API response (\(try response.string("description") ?? "no description")); it holds no messages")
        }
        return (result, response.child("result"), [])
    }

    /// A message with what reading it could not carry.
    private func counted(_ m: SourceObject) throws(ImportError) -> ChatMessage {
        var own = ImportWarnings()
        var read = try message(m, warnings: &own)
        read.warnings = own
        return read
    }

    func message(_ source: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> ChatMessage {
        let m = source.withoutDefaults()
        guard m.has("message_id") else { throw ImportError(path: m.path, message: "is not a Bot API Message: it has no message_id") }
        var message = ChatMessage()
        message.id = try m.id("message_id")
        message.date = try m.integer("date")
        message.sender = try Self.sender(of: m)
        message.edited = m.has("edit_date")
        let (textKey, entitiesKey) = m.has("text") ? ("text", "entities") : ("caption", "caption_entities")
        message.text = try m.string(textKey) ?? ""
        message.entities = try TelegramBotEntities.read(m, key: entitiesKey, text: message.text, warnings: &warnings)
        message.reply = try Self.reply(of: m, media: media)
        message.forwardedFrom = try Self.forwardedFrom(m)
        if let service = try TelegramBotService.text(of: m, sender: message.sender?.name) {
            message.service = service
            return message
        }
        // A picture its sender veiled is drawn veiled.
        message.spoiler = try m.bool("has_media_spoiler") ?? false
        if let (image, sticker) = try TelegramBotMedia.image(of: m, in: media) {
            if sticker { message.sticker = image } else { message.photos = [image] }
        } else if let found = try TelegramBotMedia.of(m, media: media) {
            message.attach(found, warnings: &warnings)
        } else if message.text.isEmpty, let event = TelegramBotEvents.named(m, known: Self.isKnown) {
            warnings.add("service message the importer does not know, drawn with its field's name")
            message.service = event
            return message
        }
        message.viaBot = try m.object("via_bot").flatMap { b throws(ImportError) in try b.string("username") }
        message.signature = try m.string("author_signature")
        message.tag = try m.string("sender_tag")
        for key in m.keys.sorted() where !Self.isKnown(key) {
            warnings.add("message field \(key), not drawn")
        }
        return message
    }

    static func isKnown(_ key: String) -> Bool { metadata.contains(key) || TelegramBotMedia.keys.contains(key) }

    /// The chat a post came from, else the user.
    static func sender(of m: SourceObject) throws(ImportError) -> ChatMessage.Person? {
        if let chat = try m.object("sender_chat") { return ChatMessage.Person(id: try chat.id("id"), name: try chat.string("title")) }
        guard let user = try m.object("from") else { return nil }
        return ChatMessage.Person(id: try user.id("id"), name: try userName(user))
    }

    /// "First Last", as Telegram shows a user.
    static func userName(_ user: SourceObject) throws(ImportError) -> String? {
        let name = [try user.string("first_name"), try user.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }
        return name.isEmpty ? try user.string("username") : name.joined(separator: " ")
    }

    /// The answered message: its author, its text (or the part quoted), and its picture's thumbnail when
    /// the caller holds it (not one under a spoiler).
    static func reply(of m: SourceObject, media pictures: ImportMedia) throws(ImportError) -> ChatMessage.Reply? {
        let quote = try m.object("quote").flatMap { q throws(ImportError) in try q.string("text") }
        if let replied = try m.object("reply_to_message")?.withoutDefaults() {
            let author = try sender(of: replied)?.name
            let (caption, media) = (try replied.string("caption"), try TelegramBotMedia.of(replied)?.placeholder)
            let text = try replied.string("text") ?? caption ?? media ?? "Message"
            let veiled = try replied.bool("has_media_spoiler") ?? false
            let thumbnail = veiled ? nil : try TelegramBotMedia.image(of: replied, in: pictures)?.0
            return ChatMessage.Reply(author: author, text: quote ?? text, isQuote: quote != nil, image: thumbnail)
        }
        if let external = try m.object("external_reply") {
            let author = try external.object("origin").flatMap { o throws(ImportError) in try originName(o) }
            let media = try TelegramBotMedia.of(external)?.placeholder
            return ChatMessage.Reply(author: author, text: quote ?? media ?? "Message", isQuote: quote != nil)
        }
        return nil
    }

    static func forwardedFrom(_ m: SourceObject) throws(ImportError) -> String? {
        if let origin = try m.object("forward_origin") { return try originName(origin) ?? "Hidden User" }
        // Before Bot API 7.0.
        if let user = try m.object("forward_from") { return try userName(user) ?? "Hidden User" }
        if let chat = try m.object("forward_from_chat") { return try chatName(chat) }
        return try m.string("forward_sender_name")
    }

    /// The name a MessageOrigin shows.
    static func originName(_ origin: SourceObject) throws(ImportError) -> String? {
        switch try origin.string("type") {
        case "user": return try origin.object("sender_user").flatMap { u throws(ImportError) in try userName(u) }
        case "hidden_user": return try origin.string("sender_user_name")
        case "chat": return try origin.object("sender_chat").flatMap { c throws(ImportError) in try chatName(c) } ?? "Group"
        case "channel": return try origin.object("chat").flatMap { c throws(ImportError) in try chatName(c) } ?? "Channel"
        default: return nil
        }
    }

    /// A chat as a forward names it: its title, else its @username, else what it is (libraries and
    /// exporters leave the title out).
    static func chatName(_ chat: SourceObject) throws(ImportError) -> String {
        if let title = try chat.string("title"), !title.isEmpty { return title }
        if let username = try chat.string("username"), !username.isEmpty { return "@" + username }
        return try chat.string("type") == "channel" ? "Channel" : "Group"
    }
}

extension TelegramBotImporter: SourceImporter {
    static let format = ImportFormat.telegramBot

    /// A message's `message_id`, an update's `update_id`, a Bot API response (`ok` with `result` or
    /// `description`); Bot API messages kept under `messages`, or an array of them.
    static func confidence(_ start: JSONValue) -> ImportConfidence? {
        if let first = ImportRegistry.Start.firstKeys(ofArray: start) { return isBotObject(first) ? .likely : nil }
        guard let document = ImportRegistry.Start(object: start) else { return nil }
        if isBotObject(document.keys) { return .certain }
        guard let first = document.firstKeys, !first.isDisjoint(with: ["message_id", "update_id"]) else { return nil }
        return .likely
    }

    private static func isBotObject(_ keys: Set<String>) -> Bool {
        !keys.isDisjoint(with: ["message_id", "update_id"]) || (keys.contains("ok") && !keys.isDisjoint(with: ["result", "description"]))
    }

    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource {
        var warnings = ImportWarnings()
        let messages = try TelegramBotImporter(media: options.media).messages(StreamedJSON.parse(input), path: input.path(""), warnings: &warnings)
        var assembler = CardAssembler(options: options)
        (assembler.telegramColors, assembler.look) = (true, .telegram)
        return .conversation(ImportedConversation(format: format, messages: messages, assembler: assembler), warnings)
    }
}
