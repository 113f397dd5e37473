import ChatCard

/// The media fields of a Telegram Desktop export message.
enum TelegramExportMedia {
    static func of(_ m: SourceObject) throws(ImportError) -> TelegramMedia? {
        let duration = try m.integer("duration_seconds")
        switch try m.string("media_type") {
        case "sticker": return .sticker(try m.string("sticker_emoji"))
        case "voice_message": return .voice(duration: duration)
        case "video_message": return .video(duration: duration, round: true)
        case "animation": return .video(duration: duration, gif: true)
        case "video_file": return .video(duration: duration)
        case "audio_file": return .audio(title: try m.string("title"), performer: try m.string("performer"), duration: duration)
        default: break
        }
        if m.has("photo") { return .photo() }
        if m.has("file") { return .document(name: try m.string("file_name")) }
        if let c = try m.object("contact_information") {
            let name = [try c.string("first_name"), try c.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return .contact(name: name.isEmpty ? "Contact" : name, phone: try c.string("phone_number"))
        }
        if m.has("place_name") { return .location(title: try m.string("place_name"), latitude: nil, longitude: nil) }
        if let l = try m.object("location_information") {
            return .location(title: nil, latitude: number(l.value("latitude")), longitude: number(l.value("longitude")))
        }
        if let p = try m.object("poll") {
            let question = try TelegramExportText.read(p.value("question"), path: p.child("question")).text
            return .poll(question: question.isEmpty ? "Poll" : question)
        }
        if m.has("game_title") { return .other("game") }
        if m.has("invoice_information") { return .other("invoice") }
        return nil
    }

    private static func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }
}
