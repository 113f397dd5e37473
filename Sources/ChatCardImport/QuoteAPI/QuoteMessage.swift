import ChatCard
import Foundation

/// One message of a quote-api request, as the card draws it.
struct QuoteMessage {
    let m: SourceObject
    let fill: String
    let author: String?
    let wantsAvatar: Bool
    let media: ImportMedia

    init(_ m: SourceObject, fill: String, media: ImportMedia) throws(ImportError) {
        (self.m, self.fill, self.media) = (m, fill, media)
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

    /// The author's avatar (a data URI in `from.photo.url`, or one the request's media holds by that URL or
    /// the photo's file ids) and Telegram's colour by id.
    func person(warnings: inout ImportWarnings) throws(ImportError) -> JSONValue? {
        guard let from = try m.object("from") else { return nil }
        var person: [(key: String, value: JSONValue)] = []
        if let id = try from.id("id").flatMap(PersonID.number) {
            person.append(("color", .string(CardSpec.authorColor(hue: Int(abs(id) % Int64(CardSpec.authorHueCount)), theme: .dark).hexString)))
        }
        if wantsAvatar, let photo = try from.object("photo") {
            let url = try photo.string("url")
            if let url, url.hasPrefix("data:") {
                if (try? ImageSpec(dataURI: url, path: "avatar")) == nil {
                    warnings.add("avatar whose data URI is not an image the card reads, drawn as initials")
                } else {
                    person.append(("avatar", .string(url)))
                }
            } else if let found = media.image([url] + (try ["big_file_id", "small_file_id", "big_file_unique_id", "small_file_unique_id"].map { k throws(ImportError) in try photo.string(k) })) {
                person.append(("avatar", found.json))
            } else {
                warnings.add("avatar by URL or file id the request's media does not hold (nothing is fetched), drawn as initials")
            }
        }
        return person.isEmpty ? nil : .object(person)
    }

    /// Fields read, or that change nothing here (`chatId` groups as a card's runs do, by author; media is
    /// always cropped to its centre).
    static let known: Set<String> = ["from", "text", "entities", "avatar", "replyMessage", "media", "mediaType", "mediaDuration",
                                     "voice", "document", "audio", "forward", "chatId", "mediaCrop", "hasMediaSpoiler", "isQuote"]

    func json(warnings: inout ImportWarnings) throws(ImportError) -> JSONValue {
        for key in m.keys.sorted() where !Self.known.contains(key) { warnings.add("message field \(key), not drawn") }
        var message = ChatMessage()
        message.sender = ChatMessage.Person(id: try m.object("from").flatMap { f throws(ImportError) in try f.id("id") }, name: author)
        message.text = try m.string("text") ?? ""
        message.entities = try TelegramBotEntities.read(m, key: "entities", text: message.text, warnings: &warnings)
        if let reply = try m.object("replyMessage"), let name = try reply.string("name") {
            message.reply = ChatMessage.Reply(author: name, text: try reply.string("text") ?? "Media", isQuote: try m.bool("isQuote") ?? false)
        }
        if let forward = try m.object("forward") { message.forwardedFrom = try forward.string("label") ?? "Forwarded message" }
        if let found = try QuoteMedia.read(m, media: media, warnings: &warnings) {
            switch found {
            case .image(let source, let isSticker): if isSticker { message.sticker = source } else { message.photos = [source] }
            case .kind(let clip): message.attach(clip, warnings: &warnings)
            case .placeholder(let text): message.placeholders.append(text)
            }
            message.spoiler = try m.bool("hasMediaSpoiler") ?? false
        }
        for (i, kind) in try QuoteMedia.kinds(m).enumerated() {
            if i == 0, message.media == nil { message.attach(kind, warnings: &warnings) } else { message.placeholders.append(kind.placeholder); warnings.add(kind.warning) }
        }
        var item = MessageJSON(message, from: "them", time: nil)
        if author != nil { _ = item.author(of: message, warnings: &warnings) }
        guard case .object(var object) = item.json(warnings: &warnings) else { return .null }
        if message.sticker == nil { object.append(("fill", .string(fill))) }
        return .object(object)
    }
}
