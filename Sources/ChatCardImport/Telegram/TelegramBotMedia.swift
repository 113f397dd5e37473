import ChatCard
import Foundation

/// The media fields of a Bot API message. They carry only file ids: the bytes are not in the message.
enum TelegramBotMedia {
    static let keys: Set<String> = [
        "photo", "animation", "audio", "document", "video", "video_note", "voice", "sticker", "contact", "location",
        "venue", "poll", "dice", "game", "invoice", "story", "live_photo", "paid_media", "checklist", "giveaway",
    ]

    /// The message's kind (its thumbnails looked up in `media`), or a placeholder for what a card cannot draw.
    static func of(_ m: SourceObject, media: ImportMedia = ImportMedia()) throws(ImportError) -> TelegramMedia? {
        func thumbnail(_ o: SourceObject) throws(ImportError) -> ChatMessage.ImageSource? {
            var t = try o.object("thumbnail")
            if t == nil { t = try o.object("thumb") }
            guard let t else { return nil }
            return media.image([try t.string("file_id"), try t.string("file_unique_id")])
        }
        func video(_ v: SourceObject, gif: Bool = false, round: Bool = false) throws(ImportError) -> TelegramMedia {
            let side = round ? try v.integer("length").map(Double.init) : nil
            return .video(duration: try v.integer("duration"), round: round, gif: gif, width: side ?? number(v.value("width")),
                          height: side ?? number(v.value("height")), thumbnail: try thumbnail(v))
        }
        // Animation sets document too, venue sets location: the specific one first.
        if let a = try m.object("animation") { return try video(a, gif: true) }
        if m.has("photo") || m.has("live_photo") { return .photo() }
        if let s = try m.object("sticker") { return .sticker(try s.string("emoji")) }
        if let v = try m.object("video") { return try video(v) }
        if let v = try m.object("video_note") { return try video(v, round: true) }
        if let v = try m.object("voice") { return .voice(duration: try v.integer("duration")) }
        if let a = try m.object("audio") {
            return .audio(title: try a.string("title"), performer: try a.string("performer"), duration: try a.integer("duration"), cover: try thumbnail(a))
        }
        if let d = try m.object("document") { return .document(name: try d.string("file_name"), size: try d.integer("file_size"), thumbnail: try thumbnail(d)) }
        if let c = try m.object("contact") {
            let name = [try c.string("first_name"), try c.string("last_name")].compactMap { $0 }.joined(separator: " ")
            return .contact(name: name, phone: try c.string("phone_number"))
        }
        if let v = try m.object("venue") {
            let l = try v.object("location")
            return .location(title: try v.string("title"), latitude: number(l?.value("latitude")), longitude: number(l?.value("longitude")),
                             address: try v.string("address"))
        }
        if let l = try m.object("location") {
            return .location(title: nil, latitude: number(l.value("latitude")), longitude: number(l.value("longitude")))
        }
        if let p = try m.object("poll") { return .poll(try poll(p)) }
        if let d = try m.object("dice") { return dice(emoji: try d.string("emoji"), value: try d.integer("value")) }
        for key in ["game", "invoice", "story", "paid_media", "checklist", "giveaway"] where m.has(key) { return .other(key.replacingOccurrences(of: "_", with: " ")) }
        return nil
    }

    /// A dice: a game the card knows landed on a value it can show; else its emoji and value as a placeholder.
    static func dice(emoji: String?, value: Int64?) -> TelegramMedia {
        let emoji = emoji ?? "🎲"
        let game = DiceSpec.Game(rawValue: emoji), landed = value.map { Int(clamping: $0) }
        let spec = game.flatMap { game in landed.flatMap { game.values.contains($0) ? DiceSpec(game: game, value: $0) : nil } }
        return TelegramMedia(placeholder: "\(emoji) \(value.map(String.init) ?? "")", warning: "dice, drawn as a placeholder",
                             kind: spec.map { .drawn(.dice($0)) })
    }

    /// A Bot API Poll: its options with their voter counts (the bot sees results once it has voted or the
    /// poll is closed), a quiz's right answer.
    static func poll(_ p: SourceObject) throws(ImportError) -> ImportedKind.Poll {
        var options: [(text: String, votes: Int64, chosen: Bool)] = []
        for o in try p.objects("options") { options.append((try o.string("text") ?? "", try o.integer("voter_count") ?? 0, false)) }
        var poll = ImportedKind.Poll(question: try p.string("question") ?? "Poll", options: options)
        poll.totalVoters = try p.integer("total_voter_count")
        poll.closed = try p.bool("is_closed") ?? false
        poll.anonymous = try p.bool("is_anonymous") ?? true
        poll.quiz = try p.string("type") == "quiz"
        poll.correct = try p.integer("correct_option_id").map { Int(clamping: $0) }
        return poll
    }

    /// A photo or a sticker whose bytes the caller holds, found by the ids the message gives: the photo's
    /// sizes from the largest, an animated or video sticker by its thumbnail (a chat list shows that too).
    static func image(of m: SourceObject, in media: ImportMedia) throws(ImportError) -> (ChatMessage.ImageSource, sticker: Bool)? {
        if m.has("photo") {
            var names: [String?] = []
            for size in try m.objects("photo").reversed() { names += [try size.string("file_id"), try size.string("file_unique_id")] }
            return media.image(names).map { ($0, false) }
        }
        guard let sticker = try m.object("sticker") else { return nil }
        let animated = try sticker.bool("is_animated") ?? false
        let video = try sticker.bool("is_video") ?? false
        var file: SourceObject? = sticker
        if animated || video {
            file = try sticker.object("thumbnail")
            if file == nil { file = try sticker.object("thumb") }
        }
        guard let file else { return nil }
        return media.image([try file.string("file_id"), try file.string("file_unique_id")]).map { ($0, true) }
    }

    private static func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }
}
