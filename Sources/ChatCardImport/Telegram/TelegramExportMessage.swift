import ChatCard
import Foundation

/// One message of a Telegram Desktop export.
struct TelegramExportMessage {
    let options: ImportOptions

    /// Fields read, or that identify and show nothing (sizes, ids, MIME types, checksums of the same media).
    static let known: Set<String> = [
        "id", "type", "date", "date_unixtime", "edited", "edited_unixtime", "from", "from_id", "actor", "actor_id", "action",
        "text", "text_entities", "reply_to_message_id", "reply_to_peer_id", "forwarded_from", "forwarded_from_id", "reactions",
        "photo", "photo_file_size", "width", "height", "file", "file_name", "file_size", "thumbnail", "thumbnail_file_size",
        "media_type", "mime_type", "duration_seconds", "sticker_emoji", "performer", "title", "contact_information",
        "contact_vcard", "contact_vcard_file_size", "location_information", "live_location_period_seconds", "place_name",
        "address", "poll", "members", "duration", "discard_reason", "is_active", "is_missed", "period", "message_id",
        "inviter", "game_title", "game_description", "game_link", "invoice_information", "information_text", "new_title",
        "new_icon_emoji_id", "schedule_date", "emoticon", "author", "via_bot", "media_spoiler",
    ]

    func read(_ m: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> ChatMessage {
        for key in m.keys.filter({ !Self.known.contains($0) }).sorted() { warnings.add("message field \(key), not drawn") }
        var message = ChatMessage()
        message.id = try m.id("id")
        // The wall-clock `date` only where there is no `date_unixtime` (exports before 2022): a calendar
        // conversion a message is most of what reading a long export costs.
        if let unix = try m.integer("date_unixtime") { message.date = unix } else { message.date = try localDate(m.string("date"), path: m.child("date")) }
        if try m.string("type") == "service" {
            message.sender = ChatMessage.Person(id: try m.id("actor_id"), name: try m.string("actor"))
            // A call is a bubble of its own in Telegram, from the one who called.
            if let call = try TelegramExportService.call(of: m) {
                message.media = call
                return message
            }
            message.service = try TelegramExportService.text(of: m, warnings: &warnings)
            return message
        }
        // A null name is a deleted account.
        message.sender = ChatMessage.Person(id: try m.id("from_id"), name: try m.string("from") ?? "Deleted Account")
        message.edited = m.has("edited") || m.has("edited_unixtime")
        if m.has("forwarded_from") || m.has("forwarded_from_id") { message.forwardedFrom = try m.string("forwarded_from") ?? "Hidden User" }
        let entities = m.has("text_entities") ? m.value("text_entities") : m.value("text")
        (message.text, message.entities) = try TelegramExportText.read(entities, path: m.child(m.has("text_entities") ? "text_entities" : "text"))
        message.reactions = try reactions(m, warnings: &warnings)
        message.spoiler = try m.bool("media_spoiler") ?? false
        message.viaBot = try m.string("via_bot").map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
        message.signature = try m.string("author")
        if try attachFiles(m, to: &message, warnings: &warnings) { return message }
        if let media = try TelegramExportMedia.of(m, media: options.media) { message.attach(media, warnings: &warnings) }
        return message
    }

    /// A photo or a static sticker the caller holds (the export's folder, or the `media` map by the export's
    /// path) becomes the message's image; one it names but does not hold, a placeholder warned with the reason.
    /// True when the media is dealt with.
    private func attachFiles(_ m: SourceObject, to message: inout ChatMessage, warnings: inout ImportWarnings) throws(ImportError) -> Bool {
        let sticker = try m.string("media_type") == "sticker"
        let mime = try m.string("mime_type")
        // Animated stickers (TGS, WebM) show their first frame's thumbnail, as a chat list does.
        let key = sticker ? (mime == "image/webp" ? "file" : "thumbnail") : "photo"
        guard let path = try m.string(key) else { return false }
        let media = options.media
        guard media.folder != nil || !media.dataURIs.isEmpty else { return false }
        guard !path.hasPrefix("("), let found = media.image([path]) else {
            warnings.add(path.hasPrefix("(") ? "media the export does not include, drawn as a placeholder"
                                             : "media path outside the export's folder or missing, drawn as a placeholder")
            if let media = try TelegramExportMedia.of(m) { message.placeholders.append(media.placeholder) }
            return true
        }
        if sticker { message.sticker = found } else { message.photos = [found] }
        return true
    }

    /// `date` is the exporting machine's wall-clock time without a zone (exports before 2022 have no
    /// `date_unixtime`): read in the import's zone, so the card shows the times the export shows.
    private func localDate(_ text: String?, path: String) throws(ImportError) -> Int64? {
        guard let text else { return nil }
        return try ExportDate.seconds(text, localIn: options.timeZone, path: path)
    }

    private func reactions(_ m: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> [ChatMessage.Reaction] {
        var reactions: [ChatMessage.Reaction] = []
        for r in try m.objects("reactions") {
            let count = Int(try r.integer("count") ?? 1)
            switch try r.string("type") {
            case "emoji": reactions.append(ChatMessage.Reaction(emoji: try r.string("emoji") ?? "", count: count))
            case "paid": reactions.append(ChatMessage.Reaction(emoji: "⭐", count: count))
            default: warnings.add("reaction without an emoji the card can draw (a custom emoji), left out")
            }
        }
        return reactions
    }
}
