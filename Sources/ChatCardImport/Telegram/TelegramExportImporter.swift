import ChatCard
import ImageCodecs
import Foundation

/// Telegram Desktop's JSON export (`result.json`): one chat (`{name, type, id, messages}`), or a full
/// export (`{personal_information, chats: {list}}`) from which `--chat` picks one (its owner is "me").
struct TelegramExportImporter {
    let options: ImportOptions

    struct Chat {
        var name: String?
        var messages: [ChatMessage]
        /// "Me": the export's owner, or in a one-to-one chat whoever is not the chat's peer.
        var owner: ChatMessage.Person?
    }

    func chat(_ json: JSONValue, warnings: inout ImportWarnings) throws(ImportError) -> Chat {
        let root = try SourceObject(json, path: "")
        let owner = try root.object("personal_information").map { p throws(ImportError) in
            ChatMessage.Person(id: try p.id("user_id"), name: try TelegramBotImporter.userName(p))
        }
        let chat = try pick(root)
        var result = try read(chat, warnings: &warnings)
        if let owner { result.owner = owner }
        return result
    }

    /// The single chat, or the one `--chat` names in a full export.
    private func pick(_ root: SourceObject) throws(ImportError) -> SourceObject {
        guard let chats = try root.object("chats") else {
            guard root.has("messages") else { throw ImportError(path: "", message: "is not a Telegram Desktop export: it has no messages and no chats") }
            return root
        }
        let list = try chats.objects("list")
        var names: [String] = []
        for c in list {
            let id = try c.id("id")
            names.append(try c.string("name") ?? id ?? "?")
        }
        guard let wanted = options.chat else {
            if list.count == 1 { return list[0] }
            throw ImportError(path: "chats.list", message: "the export holds \(list.count) chats; pick one with --chat NAME-or-ID ("
                + names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "") + ")")
        }
        for c in list {
            let id = try c.id("id")
            if try c.string("name") == wanted || id == wanted { return c }
        }
        throw ImportError(path: "chats.list", message: "no chat is named or numbered \(ShortQuote.quoted(wanted))")
    }

    private func read(_ chat: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> Chat {
        let objects = try chat.objects("messages")
        // Replies name messages by id anywhere in the chat, also outside the selection.
        var byID: [String: (author: String?, text: String)] = [:]
        var messages: [ChatMessage] = []
        messages.reserveCapacity(objects.count)
        for m in objects {
            guard try m.string("type") != "unsupported" else {
                warnings.add("message Telegram Desktop could not export (unsupported), left out")
                continue
            }
            var message = try TelegramExportMessage(options: options).read(m, warnings: &warnings)
            if let id = message.id { byID[id] = (message.sender?.name, message.service == nil ? message.text : "") }
            if let replyID = try m.id("reply_to_message_id") {
                let replied = byID[replyID]
                if replied == nil { warnings.add("reply to a message outside the export, drawn without its text") }
                message.reply = ChatMessage.Reply(author: replied?.author, text: replied.map { $0.text.isEmpty ? "Message" : $0.text } ?? "Deleted message")
            }
            messages.append(message)
        }
        let type = try chat.string("type")
        var owner: ChatMessage.Person?
        if type == "personal_chat" || type == "bot_chat", let peer = try chat.id("id") {
            owner = messages.lazy.compactMap(\.sender).first { $0.id.map { !PersonID.same($0, peer) } ?? false }
        }
        return Chat(name: try chat.string("name"), messages: messages, owner: owner)
    }
}
