import Foundation

/// What a Telegram message carries beside its text, for the kinds a card cannot draw yet (or whose bytes
/// the source does not hold): a line naming the kind, in the words Telegram's chat list uses, and the
/// warning it counts under.
struct TelegramMedia {
    let placeholder: String
    let warning: String

    static func duration(_ seconds: Int64?) -> String {
        guard let seconds, seconds >= 0 else { return "" }
        let s = seconds % 60, m = seconds / 60 % 60, h = seconds / 3600
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return ", \(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)" }
        return ", \(m):\(ss)"
    }

    static func photo() -> TelegramMedia {
        TelegramMedia(placeholder: "📷 Photo", warning: "photo without its image bytes, drawn as a placeholder")
    }
    /// A picture its sender veiled: not shown unveiled (a card cannot veil it yet).
    static func veiled(_ kind: String = "photo") -> TelegramMedia {
        TelegramMedia(placeholder: photo().placeholder, warning: "\(kind) under a spoiler, drawn as a placeholder")
    }
    static func sticker(_ emoji: String?) -> TelegramMedia {
        TelegramMedia(placeholder: "\(emoji.map { $0 + " " } ?? "")Sticker", warning: "sticker without its image bytes, drawn as a placeholder")
    }
    static func video(duration: Int64?, round: Bool = false, gif: Bool = false) -> TelegramMedia {
        let name = gif ? "GIF" : round ? "Video message" : "Video"
        return TelegramMedia(placeholder: "📹 \(name)\(gif ? "" : Self.duration(duration))", warning: "\(name.lowercased()), drawn as a placeholder")
    }
    static func voice(duration: Int64?) -> TelegramMedia {
        TelegramMedia(placeholder: "🎤 Voice message\(Self.duration(duration))", warning: "voice message, drawn as a placeholder")
    }
    static func audio(title: String?, performer: String?, duration: Int64?) -> TelegramMedia {
        let name = [performer, title].compactMap { $0 }.joined(separator: " – ")
        return TelegramMedia(placeholder: "🎵 \(name.isEmpty ? "Audio" : name)\(Self.duration(duration))", warning: "audio file, drawn as a placeholder")
    }
    static func document(name: String?) -> TelegramMedia {
        TelegramMedia(placeholder: "📎 \(name ?? "File")", warning: "file, drawn as a placeholder")
    }
    static func contact(name: String, phone: String?) -> TelegramMedia {
        TelegramMedia(placeholder: "👤 \(name)\(phone.map { ", " + $0 } ?? "")", warning: "contact, drawn as a placeholder")
    }
    static func location(title: String?, latitude: Double?, longitude: Double?) -> TelegramMedia {
        let place = title ?? [latitude, longitude].compactMap { $0 }.map { String(format: "%.5f", $0) }.joined(separator: ", ")
        return TelegramMedia(placeholder: "📍 \(place.isEmpty ? "Location" : place)", warning: "location, drawn as a placeholder")
    }
    static func poll(question: String) -> TelegramMedia {
        TelegramMedia(placeholder: "📊 \(question)", warning: "poll, drawn as a placeholder")
    }
    static func other(_ kind: String) -> TelegramMedia {
        TelegramMedia(placeholder: "[\(kind)]", warning: "\(kind), drawn as a placeholder")
    }
}
