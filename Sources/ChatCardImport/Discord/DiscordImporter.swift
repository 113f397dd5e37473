import Canvas
import ChatCard
import ChatCardSupport
import Foundation

/// DiscordChatExporter's JSON (`{guild, channel, messages: [{id, type, timestamp, content, author, …}]}`):
/// markdown to entities, replies by `reference`, forwards, reactions, system messages as service lines,
/// image attachments the caller holds (an export made with `--media`: its files beside it) as photos, the
/// other attachments, stickers and embeds as placeholders (only URLs: nothing is fetched).
struct DiscordImporter {
    struct Chat {
        var name: String?
        /// The selection's last messages (as many as were asked to be kept), and how many it has.
        var messages: [ChatMessage]
        var selected: Int
        /// Authors' role colours, by display name.
        var colors: [String: Color]
    }

    /// Where the export keeps its messages.
    static let messageArrays: [[JSONPathStep]] = [[.key("messages")]]

    /// The channel, its messages read one at a time as the file streams by.
    /// `keep`: the last messages of the selection kept (nil: all of them).
    func chat(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?, warnings: inout ImportWarnings) throws(ImportError) -> Chat {
        var window = MessageWindow<ChatMessage>(selection: MessageSelection(options), keep: keep), colors: [String: Color] = [:]
        var byID: [String: (author: String?, text: String)] = [:]
        var names: [String: String] = [:]
        let json = try StreamedJSON.parse(input, arrays: Self.messageArrays) { (_, path, value) throws(ImportError) in
            let m = try SourceObject(value, path: path)
            for user in try m.objects("mentions") + [m.object("author")].compactMap({ $0 }) {
                let name = try user.string("name")
                if let id = try user.id("id"), let shown = try user.string("nickname") ?? name { names[id] = shown }
            }
            var own = ImportWarnings()
            var message = try read(m, names: names, media: options.media, warnings: &own)
            if let id = message.id { byID[id] = (message.sender?.name, ChatMessage.Reply.preview(of: message.text)) }
            if let reference = try m.object("reference"), let target = try reference.id("messageId") {
                if try reference.string("type") == "Forward" {
                    message.forwardedFrom = byID[target]?.author ?? "Forwarded message"
                } else {
                    let replied = byID[target]
                    if replied == nil { own.add("reply to a message outside the export, drawn without its text") }
                    message.reply = ChatMessage.Reply(author: replied?.author, text: replied.map { $0.text.isEmpty ? "Message" : $0.text } ?? "Original message was deleted")
                }
            }
            if let name = message.sender?.name, let text = try m.object("author")?.string("color"), let color = try? Color(hex: text) {
                colors[name] = colors[name] ?? color
            }
            message.warnings = own
            window.offer(message)
        }
        let root = try SourceObject(json, path: input.path(""))
        // Present and an array (streamed, so empty here).
        guard root.has("messages"), try root.objects("messages").isEmpty else {
            throw ImportError(path: "", message: "is not a DiscordChatExporter export: it has no messages")
        }
        return Chat(name: try Self.title(root), messages: window.kept, selected: window.selected, colors: colors)
    }

    /// "Guild · #channel"; a direct message or a group DM by its name alone (Discord writes no "#" there).
    static func title(_ root: SourceObject) throws(ImportError) -> String {
        let channel = try root.object("channel")
        let name = try channel?.string("name")
        if try channel?.string("type")?.hasPrefix("Direct") == true { return name ?? "" }
        return [try root.object("guild")?.string("name"), name.map { "#" + $0 }].compactMap { $0 }.joined(separator: " · ")
    }

    /// Fields read, or that identify and show nothing (a pin changes nothing in how a message looks).
    static let known: Set<String> = ["id", "type", "timestamp", "timestampEdited", "callEndedTimestamp", "content", "author",
                                     "attachments", "embeds", "stickers", "reactions", "mentions", "reference", "inlineEmojis", "isPinned"]

    private func read(_ m: SourceObject, names: [String: String], media: ImportMedia, warnings: inout ImportWarnings) throws(ImportError) -> ChatMessage {
        for key in m.keys.filter({ !Self.known.contains($0) }).sorted() {
            warnings.add("message field \(key), not drawn")
        }
        var message = ChatMessage()
        message.id = try m.id("id")
        message.date = try DiscordTime.unix(m.string("timestamp"), path: m.child("timestamp"))
        message.edited = m.has("timestampEdited")
        if let author = try m.object("author") {
            let name = try author.string("name")
            message.sender = ChatMessage.Person(id: try author.id("id"), name: try author.string("nickname") ?? name)
        }
        let content = try m.string("content") ?? ""
        let kind = try m.string("type") ?? "Default"
        guard kind == "Default" || kind == "Reply" else {
            message.service = try DiscordSystemLine.text(kind: kind, content: content, actor: message.sender?.name, mentions: m.objects("mentions"))
            return message
        }
        let markdown = ChatMarkup(content, dialect: .discord, names: names)
        if markdown.wasCut { warnings.add("text longer than \(CardLimits.maxMessageCharacters) characters, shortened") }
        (message.text, message.entities) = (markdown.text, markdown.entities)
        for reaction in try m.objects("reactions") {
            let emoji = try reaction.object("emoji")
            let custom = try emoji?.id("id").map { !$0.isEmpty } ?? false
            let name = try emoji?.string("name") ?? ""
            message.reactions.append(ChatMessage.Reaction(emoji: custom ? "" : name, count: Int(try reaction.integer("count") ?? 1)))
        }
        for attachment in try m.objects("attachments") {
            let name = try attachment.string("fileName")
            let lowered = name?.lowercased() ?? ""
            let isImage = [".png", ".jpg", ".jpeg", ".gif", ".webp"].contains { lowered.hasSuffix($0) }
            // An export made with --media holds its files beside it (the url a relative path); else the caller's map.
            // Discord veils an attachment whose name starts SPOILER_: the card draws the message's pictures veiled.
            if isImage, let found = media.image(DiscordFilePath.candidates(try attachment.string("url"))) {
                message.photos.append(found)
                if name?.hasPrefix("SPOILER_") == true { message.spoiler = true }
                continue
            }
            if isImage {
                message.placeholders.append(TelegramMedia.photo().placeholder)
                warnings.add("attachment image by URL that the caller does not hold (nothing is fetched), drawn as a placeholder")
                continue
            }
            offer(.document(name: name, size: try attachment.integer("fileSizeBytes")), to: &message, warnings: &warnings)
        }
        for sticker in try m.objects("stickers") {
            // An export made with --media holds PNG, APNG and GIF stickers beside it; Lottie ones are animations.
            if message.sticker == nil, message.photos.isEmpty, try sticker.string("format") != "Lottie",
               let found = media.image(DiscordFilePath.candidates(try sticker.string("sourceUrl"))) {
                message.sticker = found
                continue
            }
            message.placeholders.append(TelegramMedia.sticker(try sticker.string("name")).placeholder)
            warnings.add("sticker the caller does not hold (nothing is fetched), drawn as a placeholder")
        }
        for embed in try m.objects("embeds") {
            let (title, url) = (try embed.string("title"), try embed.string("url"))
            let link = TelegramMedia(placeholder: "🔗 " + (title ?? url ?? "Link"), warning: "embed (a link preview), drawn as a placeholder")
            guard let url else { message.placeholders.append(link.placeholder); warnings.add(link.warning); continue }
            let image = try embed.object("thumbnail").flatMap { t throws(ImportError) in media.image(DiscordFilePath.candidates(try t.string("url"))) }
            let site = try embed.object("author").flatMap { a throws(ImportError) in try a.string("name") }
            var preview = link
            preview.kind = .preview(url: url, site: site, title: title, description: try embed.string("description"), image: image)
            offer(preview, to: &message, warnings: &warnings)
        }
        return message
    }

    /// The message's kind when it has none yet; past the first, a placeholder line.
    private func offer(_ found: TelegramMedia, to message: inout ChatMessage, warnings: inout ImportWarnings) {
        if message.media == nil { message.attach(found, warnings: &warnings) } else { message.placeholders.append(found.placeholder); warnings.add(found.warning) }
    }
}

/// DiscordChatExporter's times: ISO 8601 with an offset and optional fractions ("2026-02-10T18:04:11.120+00:00").
enum DiscordTime {
    static func unix(_ text: String?, path: String) throws(ImportError) -> Int64? {
        guard let text else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        guard let date = formatter.date(from: text) else {
            throw ImportError(path: path, message: "expected an ISO 8601 time with its offset, found \(ShortQuote.quoted(text))")
        }
        return Int64(date.timeIntervalSince1970.rounded(.down))
    }
}

extension DiscordImporter: SourceImporter {
    static let format = ImportFormat.discord

    /// DiscordChatExporter's `guild` and `channel`.
    static func confidence(_ start: JSONValue) -> ImportConfidence? {
        guard let document = ImportRegistry.Start(object: start) else { return nil }
        return document.keys.isSuperset(of: ["guild", "channel"]) ? .certain : nil
    }

    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource {
        var warnings = ImportWarnings()
        let chat = try DiscordImporter().chat(input, options: options, keep: keep, warnings: &warnings)
        var assembler = CardAssembler(options: options)
        assembler.selected = chat.selected
        (assembler.title, assembler.colors, assembler.look) = (chat.name, chat.colors, .discord)
        // Discord heads every row with its author, whoever else speaks.
        assembler.namesAuthors = true
        return .conversation(ImportedConversation(format: format, messages: chat.messages, assembler: assembler), warnings)
    }
}
