import ChatCard

/// The media fields of a Telegram Desktop export message: the card's kind where it has one (thumbnails
/// looked up among the files the caller holds), else a placeholder.
enum TelegramExportMedia {
    static func of(_ m: SourceObject, media: ImportMedia = ImportMedia()) throws(ImportError) -> TelegramMedia? {
        let duration = try m.integer("duration_seconds")
        // A thumbnail the export wrote (not one of its "(File not included…)" notes) and the caller holds.
        let thumbnail: ChatMessage.ImageSource? = try m.string("thumbnail").flatMap { $0.hasPrefix("(") ? nil : media.image([$0]) }
        let (width, height) = (number(m.value("width")), number(m.value("height")))
        // Exports without `file_name` still name the file in its path.
        let path = try m.string("file")
        let fileName = try m.string("file_name") ?? path.flatMap(ExportFile.name)
        switch try m.string("media_type") {
        case "sticker": return .sticker(try m.string("sticker_emoji"))
        case "voice_message": return .voice(duration: duration)
        case "video_message": return .video(duration: duration, round: true, thumbnail: thumbnail)
        case "animation": return .video(duration: duration, gif: true, width: width, height: height, thumbnail: thumbnail)
        case "video_file": return .video(duration: duration, width: width, height: height, thumbnail: thumbnail)
        case "audio_file":
            // A track without tags is known by its file, as Telegram lists it.
            let tagged = try m.string("title")
            let title = tagged ?? fileName
            return .audio(title: title, performer: try m.string("performer"), duration: duration, cover: thumbnail)
        default: break
        }
        if m.has("photo") { return .photo() }
        if m.has("file") { return .document(name: fileName, size: try m.integer("file_size"), thumbnail: thumbnail) }
        if let c = try m.object("contact_information") {
            let name = [try c.string("first_name"), try c.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return .contact(name: name.isEmpty ? "Contact" : name, phone: try c.string("phone_number"))
        }
        let place = try m.object("location_information")
        let (latitude, longitude) = (number(place?.value("latitude")), number(place?.value("longitude")))
        if m.has("place_name") || m.has("address") {
            return .location(title: try m.string("place_name"), latitude: latitude, longitude: longitude, address: try m.string("address"))
        }
        if place != nil { return .location(title: nil, latitude: latitude, longitude: longitude) }
        if let p = try m.object("poll") { return .poll(try poll(p)) }
        if m.has("game_title") { return .other("game") }
        if m.has("invoice_information") { return .other("invoice") }
        return nil
    }

    /// An export's poll: `answers` with their `voters` and my `chosen` vote.
    static func poll(_ p: SourceObject) throws(ImportError) -> ImportedKind.Poll {
        var options: [(text: String, votes: Int64, chosen: Bool)] = []
        for a in try p.objects("answers") {
            options.append((try TelegramExportText.read(a.value("text"), path: a.child("text")).text, try a.integer("voters") ?? 0, try a.bool("chosen") ?? false))
        }
        let question = try TelegramExportText.read(p.value("question"), path: p.child("question")).text
        var poll = ImportedKind.Poll(question: question, options: options)
        poll.totalVoters = try p.integer("total_voters")
        poll.closed = try p.bool("closed") ?? false
        return poll
    }

    private static func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }
}
