import ChatCard

/// A quote-api message's media: `media: {url}` (a data URI is drawn; a URL is not fetched) or an array of
/// Telegram file objects (ids only), and the rows of voice notes, documents and audio.
enum QuoteMedia {
    enum Found {
        case image(dataURI: String, sticker: Bool)
        case placeholder(String)
    }

    static func read(_ m: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> Found? {
        guard let media = m.value("media") else { return nil }
        let kind = try m.string("mediaType") ?? "photo"
        let placeholder: TelegramMedia = switch kind {
        case "sticker": .sticker(nil)
        case "video": .video(duration: try m.integer("mediaDuration"))
        case "animation", "gif": .video(duration: nil, gif: true)
        case "video_note": .video(duration: try m.integer("mediaDuration"), round: true)
        default: .photo()
        }
        if case .object = media, let url = try SourceObject(media, path: m.child("media")).string("url"), url.hasPrefix("data:") {
            guard kind == "photo" || kind == "sticker" else {
                warnings.add(placeholder.warning)
                return .placeholder(placeholder.placeholder)
            }
            guard (try? ImageSpec(dataURI: url, path: "media")) != nil else {
                warnings.add("\(kind) whose data URI is not an image the card reads, drawn as a placeholder")
                return .placeholder(placeholder.placeholder)
            }
            return .image(dataURI: url, sticker: kind == "sticker")
        }
        warnings.add(kind == "photo" || kind == "sticker" ? "\(kind) by URL or file id (nothing is fetched), drawn as a placeholder" : placeholder.warning)
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
