import Canvas
import ChatCard
import Foundation

/// One message of a quote-api request, as the card draws it.
struct QuoteMessage {
    let m: SourceObject
    let fill: Color
    let author: String?
    let senderID: String?
    let wantsAvatar: Bool
    let media: ImportMedia

    /// `named`: authors by sender id so far. `name: false` hides a name on a run's later messages (quote bots
    /// set it there): the message keeps its sender, found by id when it names nobody, so the run stays one
    /// with its avatar.
    init(_ m: SourceObject, fill: Color, media: ImportMedia, named: [String: String]) throws(ImportError) {
        (self.m, self.fill, self.media) = (m, fill, media)
        let from = try m.object("from")
        senderID = try from?.id("id")
        var author: String?
        if let from {
            let given = from.value("name") == .bool(false) ? nil : try from.string("name")
            let userName = try TelegramBotImporter.userName(from)
            author = given ?? userName
        }
        self.author = author ?? senderID.flatMap { named[$0] }
        wantsAvatar = try m.bool("avatar") ?? false
    }

    /// The author's avatar (a data URI in `from.photo.url`, or one the request's media holds by that URL or
    /// the photo's file ids) and Telegram's colour by id.
    func person(pictures: PictureReader, warnings: inout ImportWarnings) throws(ImportError) -> PersonSpec? {
        guard let from = try m.object("from") else { return nil }
        var person = PersonSpec()
        if let id = try from.id("id").flatMap(PersonID.number) {
            person.color = CardSpec.authorColor(hue: Int(abs(id) % Int64(CardSpec.authorHueCount)), theme: .dark)
        }
        // `photo` is an object with a URL and file ids, a URL alone, or "" for a sender without one.
        var (photo, url): (SourceObject?, String?) = (nil, nil)
        switch from.value("photo") {
        case .object?: photo = try from.object("photo"); url = try photo?.string("url")
        case .string(let s)? where !s.isEmpty: url = s
        default: break
        }
        // Looked up whether or not this message asks (the run's last may); warned only where one is drawn.
        if photo != nil || url != nil {
            let ids = try ["big_file_id", "small_file_id", "big_file_unique_id", "small_file_unique_id"].map { k throws(ImportError) in try photo?.string(k) }
            if let url, url.hasPrefix("data:") {
                if let image = pictures.image(.dataURI(url)) {
                    person.avatar = image
                } else if wantsAvatar {
                    warnings.add("avatar whose data URI is not an image the card reads, drawn as initials")
                }
            } else if let found = media.image([url] + ids) {
                person.avatar = pictures.image(found)
                if person.avatar == nil, wantsAvatar { warnings.add("avatar file the card cannot read, drawn as initials") }
            } else {
                if wantsAvatar { warnings.add("avatar by URL or file id the request's media does not hold (nothing is fetched), drawn as initials") }
            }
        }
        return person == PersonSpec() ? nil : person
    }

    /// The source a forward's label names: bots write the whole line ("Forwarded from Bob"), the card
    /// writes its own words around the source.
    static func forwardSource(_ label: String?) -> String {
        guard var label, !label.isEmpty else { return "Forwarded message" }
        for prefix in ["Forwarded from ", "Forwarded from: "] where label.lowercased().hasPrefix(prefix.lowercased()) {
            label = String(label.dropFirst(prefix.count))
        }
        return label.isEmpty ? "Forwarded message" : label
    }

    /// Fields read, or that change nothing here (`chatId` groups as a card's runs do, by author; media is
    /// always cropped to its centre).
    static let known: Set<String> = ["from", "text", "entities", "avatar", "replyMessage", "media", "mediaType", "mediaDuration",
                                     "voice", "document", "audio", "forward", "chatId", "mediaCrop", "hasMediaSpoiler", "isQuote",
                                     "message_id", "messageId", "date"]

    /// The card's message; `path` is where it goes in the card.
    func spec(pictures: PictureReader, path: String, warnings: inout ImportWarnings) throws(ImportError) -> MessageSpec {
        for key in m.keys.sorted() where !Self.known.contains(key) { warnings.add("message field \(key), not drawn") }
        var message = ChatMessage()
        message.sender = ChatMessage.Person(id: try m.object("from").flatMap { f throws(ImportError) in try f.id("id") }, name: author)
        message.text = try m.string("text") ?? ""
        message.entities = try TelegramBotEntities.read(m, key: "entities", text: message.text, warnings: &warnings)
        if let reply = try m.object("replyMessage"), let name = try reply.string("name") {
            message.reply = ChatMessage.Reply(author: name, text: try reply.string("text") ?? "Media", isQuote: try m.bool("isQuote") ?? false)
        }
        if let forward = try m.object("forward") { message.forwardedFrom = Self.forwardSource(try forward.string("label")) }
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
        pictures.check(&message, warnings: &warnings)
        var item = ImportedMessage(message, from: .them, time: nil)
        if author != nil { _ = item.author(of: message, warnings: &warnings) }
        var spec = try item.spec(pictures: pictures, path: path, warnings: &warnings)
        if message.sticker == nil { spec.fill = fill }
        return spec
    }
}
