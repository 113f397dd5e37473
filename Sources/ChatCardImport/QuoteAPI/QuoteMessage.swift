import ChatCard
import Foundation

/// One message of a quote-api request, as the card draws it.
struct QuoteMessage {
    let m: SourceObject
    let fill: String
    let author: String?
    let wantsAvatar: Bool

    init(_ m: SourceObject, fill: String) throws(ImportError) {
        self.m = m
        self.fill = fill
        let from = try m.object("from")
        // `name: false` hides the name.
        if case .bool(false)? = from?.value("name") {
            author = nil
        } else if let from {
            let userName = try TelegramBotImporter.userName(from)
            author = try from.string("name") ?? userName
        } else {
            author = nil
        }
        wantsAvatar = try m.bool("avatar") ?? false
    }

    /// The author's avatar (a data URI in `from.photo.url`) and Telegram's colour by id.
    func person(warnings: inout ImportWarnings) throws(ImportError) -> JSONValue? {
        guard let from = try m.object("from") else { return nil }
        var person: [(key: String, value: JSONValue)] = []
        if let id = try from.id("id").flatMap(PersonID.number) {
            person.append(("color", .string(CardSpec.authorColor(hue: Int(abs(id) % Int64(CardSpec.authorHueCount)), theme: .dark).hexString)))
        }
        if wantsAvatar, let url = try from.object("photo").flatMap({ p throws(ImportError) in try p.string("url") }) {
            if !url.hasPrefix("data:") {
                warnings.add("avatar by URL (nothing is fetched), drawn as initials")
            } else if (try? ImageSpec(dataURI: url, path: "avatar")) == nil {
                warnings.add("avatar whose data URI is not an image the card reads, drawn as initials")
            } else {
                person.append(("avatar", .string(url)))
            }
        }
        return person.isEmpty ? nil : .object(person)
    }

    func json(warnings: inout ImportWarnings) throws(ImportError) -> JSONValue {
        var message = ChatMessage()
        message.sender = ChatMessage.Person(id: try m.object("from").flatMap { f throws(ImportError) in try f.id("id") }, name: author)
        message.text = try m.string("text") ?? ""
        message.entities = try TelegramBotEntities.read(m, key: "entities", text: message.text, warnings: &warnings)
        if let reply = try m.object("replyMessage"), let name = try reply.string("name") {
            message.reply = ChatMessage.Reply(author: name, text: try reply.string("text") ?? "Media")
        }
        if let forward = try m.object("forward") { message.forwardedFrom = try forward.string("label") ?? "Forwarded message" }
        if let media = try QuoteMedia.read(m, warnings: &warnings) {
            switch media {
            case .image(let uri, let isSticker): if isSticker { message.sticker = .dataURI(uri) } else { message.photo = .dataURI(uri) }
            case .placeholder(let text): message.placeholders.append(text)
            }
        }
        for (key, placeholder) in try QuoteMedia.rows(m) { message.placeholders.append(placeholder); warnings.add("\(key), drawn as a placeholder") }
        var item = MessageJSON(message, from: "them", time: nil)
        if author != nil { _ = item.author(of: message, warnings: &warnings) }
        guard case .object(var object) = item.json(warnings: &warnings) else { return .null }
        if message.sticker == nil { object.append(("fill", .string(fill))) }
        return .object(object)
    }
}
