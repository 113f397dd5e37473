import ChatCard

/// A quote-api message's media: `media: {url}` (a data URI is drawn; a URL is not fetched) or an array of
/// Telegram file objects (ids only), and the rows of voice notes, documents and audio.
enum QuoteMedia {
    enum Found {
        case image(ChatMessage.ImageSource, sticker: Bool)
        case placeholder(String)
    }

    static func read(_ m: SourceObject, media: ImportMedia, warnings: inout ImportWarnings) throws(ImportError) -> Found? {
        guard let value = m.value("media") else { return nil }
        let kind = try m.string("mediaType") ?? "photo"
        let placeholder: TelegramMedia = switch kind {
        case "sticker": .sticker(nil)
        case "video": .video(duration: try m.integer("mediaDuration"))
        case "animation", "gif": .video(duration: nil, gif: true)
        case "video_note": .video(duration: try m.integer("mediaDuration"), round: true)
        default: .photo()
        }
        guard kind == "photo" || kind == "sticker" else {
            warnings.add(placeholder.warning)
            return .placeholder(placeholder.placeholder)
        }
        // A picture its sender veiled is not shown unveiled: the card cannot veil it yet.
        if try m.bool("hasMediaSpoiler") ?? false {
            warnings.add(TelegramMedia.veiled(kind).warning)
            return .placeholder(placeholder.placeholder)
        }
        var names: [String?] = []
        if case .object = value {
            let file = try SourceObject(value, path: m.child("media"))
            if let url = try file.string("url"), url.hasPrefix("data:") {
                guard (try? ImageSpec(dataURI: url, path: "media")) != nil else {
                    warnings.add("\(kind) whose data URI is not an image the card reads, drawn as a placeholder")
                    return .placeholder(placeholder.placeholder)
                }
                return .image(.dataURI(url), sticker: kind == "sticker")
            }
            names = [try file.string("url"), try file.string("file_id"), try file.string("file_unique_id")]
        } else if case .array = value {
            // Telegram's sizes of one photo, the largest last.
            for size in try m.objects("media").reversed() { names += [try size.string("file_id"), try size.string("file_unique_id")] }
        }
        if let found = media.image(names) { return .image(found, sticker: kind == "sticker") }
        warnings.add("\(kind) by URL or file id the request's media does not hold (nothing is fetched), drawn as a placeholder")
        return .placeholder(placeholder.placeholder)
    }

    /// Voice, document and audio rows as placeholder lines.
    static func rows(_ m: SourceObject) throws(ImportError) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let voice = try m.object("voice") { rows.append(("voice message", TelegramMedia.voice(duration: try voice.integer("duration")).placeholder)) }
        if let document = try m.object("document") { rows.append(("file", TelegramMedia.document(name: try document.string("file_name")).placeholder)) }
        if let audio = try m.object("audio") {
            let row = TelegramMedia.audio(title: try audio.string("title"), performer: try audio.string("performer"), duration: try audio.integer("duration"))
            rows.append(("audio file", row.placeholder))
        }
        return rows
    }
}
