import ChatCard
import ChatCardSupport
import Foundation

/// Telegram Desktop's JSON export (`result.json`): one chat (`{name, type, id, messages}`), or a full
/// export (`{personal_information, chats: {list}}`) from which `--chat` picks one (its owner is "me").
struct TelegramExportImporter {
    let options: ImportOptions

    struct Chat {
        var name: String?
        /// The selection's last messages (as many as were asked to be kept), and how many it has.
        var messages: [ChatMessage]
        var selected: Int
        /// "Me": the export's owner, or in a one-to-one chat whoever is not the chat's peer.
        var owner: ChatMessage.Person?
    }

    /// Where an export keeps its messages: a chat's, or each chat's of a full export.
    /// A bare array is a chat's messages copied out of an export.
    static let messageArrays: [[JSONPathStep]] = [[], [.key("messages")], [.key("chats"), .key("list"), .anyIndex, .key("messages")]]

    /// The chat, its messages read one at a time as the file streams by (the warnings are the chosen chat's).
    /// `keep`: the last messages of the selection kept (nil: all of them).
    func chat(_ input: StreamedJSON.Input, keep: Int?, warnings: inout ImportWarnings) throws(ImportError) -> Chat {
        var readers: [String: TelegramExportChatReader] = [:]
        let json = try StreamedJSON.parse(input, arrays: Self.messageArrays) { (array, path, value) throws(ImportError) in
            guard isWanted(array, input) else { return }
            try readers[array.path, default: TelegramExportChatReader(options: options, keep: keep)].add(value, path: path)
        }
        if case .array = json {
            let reader = readers.values.first ?? TelegramExportChatReader(options: options, keep: keep)
            warnings = reader.warnings
            return Chat(name: nil, messages: reader.window.kept, selected: reader.window.selected, owner: nil)
        }
        let root = try SourceObject(json, path: input.path(""))
        let owner = try root.object("personal_information").map { p throws(ImportError) in
            ChatMessage.Person(id: try p.id("user_id"), name: try TelegramBotImporter.userName(p))
        }
        let (chat, path) = try pick(root, input)
        let reader = readers[path] ?? TelegramExportChatReader(options: options, keep: keep)
        warnings = reader.warnings
        var result = Chat(name: try chat.string("name"), messages: reader.window.kept, selected: reader.window.selected, owner: try reader.peerOwner(chat))
        if let owner { result.owner = owner }
        return result
    }

    /// A chat of a full export that `--chat` names, by the name and id written before its messages (Telegram
    /// writes them first; when they come after, the chat is read and picked at the end).
    private func isWanted(_ array: JSONStreamedArray, _ input: StreamedJSON.Input) -> Bool {
        guard let wanted = options.chat, input.relative(array.path).hasPrefix("chats.") else { return true }
        let chat = try? SourceObject(.object(array.siblings), path: "")
        let (name, id) = ((try? chat?.string("name")) ?? nil, (try? chat?.id("id")) ?? nil)
        return (name == nil && id == nil) || name == wanted || id == wanted
    }

    /// The single chat, or the one `--chat` names in a full export, and where its messages are.
    private func pick(_ root: SourceObject, _ input: StreamedJSON.Input) throws(ImportError) -> (SourceObject, String) {
        guard let chats = try root.object("chats") else {
            // Present and an array (streamed, so empty here).
            guard root.has("messages"), try root.objects("messages").isEmpty else { throw ImportError(path: "", message: "is not a Telegram Desktop export: it has no messages and no chats") }
            return (root, input.path("messages"))
        }
        let list = try chats.objects("list")
        var names: [String] = []
        for c in list {
            let id = try c.id("id")
            names.append(try c.string("name") ?? id ?? "?")
        }
        guard let wanted = options.chat else {
            if list.count == 1 { return (list[0], input.path("chats.list[0].messages")) }
            throw ImportError(path: "chats.list", message: "the export holds \(list.count) chats; pick one with --chat NAME-or-ID ("
                + names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "") + ")")
        }
        for (index, c) in list.enumerated() {
            let id = try c.id("id")
            if try c.string("name") == wanted || id == wanted { return (c, input.path("chats.list[\(index)].messages")) }
        }
        throw ImportError(path: "chats.list", message: "no chat is named or numbered \(ShortQuote.quoted(wanted))")
    }
}

/// One chat's messages as they stream by: replies are looked up among the messages before them.
struct TelegramExportChatReader {
    let options: ImportOptions
    private(set) var window: MessageWindow<ChatMessage>
    private(set) var warnings = ImportWarnings()
    /// Replies name messages by id anywhere in the chat, also outside the selection.
    private var byID: [String: (author: String?, text: String, image: ChatMessage.ImageSource?)] = [:]

    init(options: ImportOptions, keep: Int?) {
        self.options = options
        window = MessageWindow(selection: MessageSelection(options), keep: keep)
    }

    mutating func add(_ value: JSONValue, path: String) throws(ImportError) {
        let m = try SourceObject(value, path: path)
        guard try m.string("type") != "unsupported" else {
            warnings.add("message Telegram Desktop could not export (unsupported), left out")
            return
        }
        var own = ImportWarnings()
        var message = try TelegramExportMessage(options: options).read(m, warnings: &own)
        if let id = message.id {
            // A message without text is answered by what it holds ("Photo", "🎤 Voice message"), as Telegram words it.
            let text = !message.text.isEmpty ? ChatMessage.Reply.preview(of: message.text)
                : !message.photos.isEmpty ? "Photo" : message.sticker != nil ? "Sticker" : message.media?.placeholder ?? ""
            byID[id] = (message.sender?.name, message.service == nil ? text : "", message.photos.first)
        }
        if let replyID = try m.id("reply_to_message_id") {
            let replied = byID[replyID]
            if replied == nil { own.add("reply to a message outside the export, drawn without its text") }
            message.reply = ChatMessage.Reply(author: replied?.author, text: replied.map { $0.text.isEmpty ? "Message" : $0.text } ?? "Deleted message",
                                              image: replied?.image)
        }
        message.warnings = own
        window.offer(message)
    }

    /// In a one-to-one chat, "me" is whoever is not the chat's peer.
    func peerOwner(_ chat: SourceObject) throws(ImportError) -> ChatMessage.Person? {
        let type = try chat.string("type")
        // Saved Messages holds only the owner's messages (forwards keep their source apart).
        if type == "saved_messages" { return window.items.lazy.compactMap(\.sender).first }
        guard type == "personal_chat" || type == "bot_chat", let peer = try chat.id("id") else { return nil }
        return window.items.lazy.compactMap(\.sender).first { $0.id.map { !PersonID.same($0, peer) } ?? false }
    }
}

extension TelegramExportImporter: SourceImporter {
    static let format = ImportFormat.telegramExport

    /// Its `chats` or a chat's `id` and `name` say so; a messages array alone, its first message (an id and
    /// a date or a type).
    static func confidence(_ start: JSONValue) -> ImportConfidence? {
        if let first = ImportRegistry.Start.firstKeys(ofArray: start) { return isExportMessage(first) ? .likely : nil }
        guard let document = ImportRegistry.Start(object: start) else { return nil }
        if document.keys.contains("chats") { return .certain }
        guard document.messages != nil else { return nil }
        if document.keys.contains("id") && document.keys.contains("name") { return .certain }
        guard let first = document.firstKeys else { return document.keys.contains("id") ? .likely : nil }
        return isExportMessage(first) ? .likely : nil
    }

    /// A Telegram Desktop message: an id and a date (`date`, or only `date_unixtime`) or a type.
    static func isExportMessage(_ keys: Set<String>) -> Bool {
        keys.contains("id") && !keys.isDisjoint(with: ["date", "date_unixtime", "type"])
    }

    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource {
        var warnings = ImportWarnings()
        let chat = try TelegramExportImporter(options: options).chat(input, keep: keep, warnings: &warnings)
        var assembler = CardAssembler(options: options)
        assembler.selected = chat.selected
        (assembler.owner, assembler.title, assembler.telegramColors, assembler.look) = (chat.owner, chat.name, true, .telegram)
        return .conversation(ImportedConversation(format: format, messages: chat.messages, assembler: assembler), warnings)
    }
}
