import ChatCard

/// A quote-api message's media: `media: {url}` (a data URI is drawn; a URL is not fetched) or an array of
/// Telegram file objects (ids only): a photo, a sticker, or a video's frame (`mediaType` video, animation,
/// video_note); and the rows of voice notes, documents and audio.
enum QuoteMedia {
    enum Found {
        case image(ChatMessage.ImageSource, sticker: Bool)
        case kind(TelegramMedia)
        case placeholder(String)
    }

    static func read(_ m: SourceObject, media: ImportMedia, warnings: inout ImportWarnings) throws(ImportError) -> Found? {
        guard let value = m.value("media") else { return nil }
        let kind = try m.string("mediaType") ?? "photo"
        let duration = try m.integer("mediaDuration")
        func video(_ frame: ChatMessage.ImageSource?) -> TelegramMedia? {
            switch kind {
            case "video": .video(duration: duration, thumbnail: frame)
            case "animation", "gif": .video(duration: nil, gif: true, thumbnail: frame)
            case "video_note": .video(duration: duration, round: true, thumbnail: frame)
            default: nil
            }
        }
        let placeholder = kind == "sticker" ? TelegramMedia.sticker(nil) : video(nil) ?? .photo()
        // The picture: a data URI, or the first of the ids and URL the caller's media map holds.
        var names: [String?] = []
        if case .object = value {
            let file = try SourceObject(value, path: m.child("media"))
            if let url = try file.string("url"), url.hasPrefix("data:") {
                guard (try? ImageSpec(dataURI: url, path: "media")) != nil else {
                    warnings.add("\(kind) whose data URI is not an image the card reads, drawn as a placeholder")
                    return .placeholder(placeholder.placeholder)
                }
                return video(.dataURI(url)).map(Found.kind) ?? .image(.dataURI(url), sticker: kind == "sticker")
            }
            names = [try file.string("url"), try file.string("file_id"), try file.string("file_unique_id")]
        } else if case .array = value {
            // Telegram's sizes of one photo, the largest last.
            for size in try m.objects("media").reversed() { names += [try size.string("file_id"), try size.string("file_unique_id")] }
        }
        let found = media.image(names)
        // A video is drawn from its frame, or over a placeholder frame without one.
        if let clip = video(found) { return .kind(clip) }
        if let found { return .image(found, sticker: kind == "sticker") }
        warnings.add("\(kind) by URL or file id the request's media does not hold (nothing is fetched), drawn as a placeholder")
        return .placeholder(placeholder.placeholder)
    }

    /// Voice notes (with quote-api's 0…31 waveform), files and tracks: the first is the message's kind, any
    /// other a placeholder line.
    static func kinds(_ m: SourceObject) throws(ImportError) -> [TelegramMedia] {
        var found: [TelegramMedia] = []
        if let voice = try m.object("voice") { found.append(.voice(duration: try voice.integer("duration"), waveform: waveform(voice.value("waveform")))) }
        if let document = try m.object("document") { found.append(.document(name: try document.string("file_name"), size: try document.integer("file_size"))) }
        if let audio = try m.object("audio") {
            found.append(.audio(title: try audio.string("title"), performer: try audio.string("performer"), duration: try audio.integer("duration")))
        }
        return found
    }

    /// quote-api's waveform: the decoded samples, 0 to 31 (others are clamped; past 100, left out).
    static func waveform(_ value: JSONValue?) -> [UInt8] {
        guard case .array(let items)? = value else { return [] }
        return items.prefix(CardLimits.maxWaveformSamples).compactMap { item in
            guard case .number(let n) = item, n.isFinite else { return nil }
            return UInt8(min(max(n.rounded(), 0), 31))
        }
    }
}
