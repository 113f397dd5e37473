import Foundation

/// What a Telegram message carries beside its text: the card's kind where it has one (a file, a voice
/// note, a poll…), and for what a card cannot draw (or whose bytes the source does not hold, or a kind
/// that came unusable) a line naming it in the words Telegram's chat list uses, with the warning it
/// counts under.
struct TelegramMedia {
    let placeholder: String
    let warning: String
    var kind: ImportedKind?

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
    static func sticker(_ emoji: String?) -> TelegramMedia {
        TelegramMedia(placeholder: "\(emoji.map { $0 + " " } ?? "")Sticker", warning: "sticker without its image bytes, drawn as a placeholder")
    }
    static func video(duration: Int64?, round: Bool = false, gif: Bool = false, width: Double? = nil, height: Double? = nil,
                      thumbnail: ChatMessage.ImageSource? = nil) -> TelegramMedia {
        let name = gif ? "GIF" : round ? "Video message" : "Video"
        return TelegramMedia(placeholder: "📹 \(name)\(gif ? "" : Self.duration(duration))", warning: "\(name.lowercased()), drawn as a placeholder",
                             kind: .video(duration: duration, kind: gif ? .gif : round ? .round : .video, width: width, height: height, thumbnail: thumbnail))
    }
    static func voice(duration: Int64?, waveform: [UInt8] = []) -> TelegramMedia {
        TelegramMedia(placeholder: "🎤 Voice message\(Self.duration(duration))", warning: "voice message, drawn as a placeholder",
                      kind: .voice(duration: duration, waveform: waveform))
    }
    static func audio(title: String?, performer: String?, duration: Int64?, cover: ChatMessage.ImageSource? = nil) -> TelegramMedia {
        let name = [performer, title].compactMap { $0 }.joined(separator: " – ")
        return TelegramMedia(placeholder: "🎵 \(name.isEmpty ? "Audio" : name)\(Self.duration(duration))", warning: "audio file, drawn as a placeholder",
                             kind: .audio(title: title, performer: performer, duration: duration, cover: cover))
    }
    static func document(name: String?, size: Int64? = nil, thumbnail: ChatMessage.ImageSource? = nil) -> TelegramMedia {
        TelegramMedia(placeholder: "📎 \(name ?? "File")", warning: "file, drawn as a placeholder", kind: .document(name: name, size: size, thumbnail: thumbnail))
    }
    static func contact(name: String, phone: String?) -> TelegramMedia {
        TelegramMedia(placeholder: "👤 \(name)\(phone.map { ", " + $0 } ?? "")", warning: "contact, drawn as a placeholder", kind: .contact(name: name, phone: phone))
    }
    static func location(title: String?, latitude: Double?, longitude: Double?, address: String? = nil) -> TelegramMedia {
        let place = title ?? [latitude, longitude].compactMap { $0 }.map { String(format: "%.5f", $0) }.joined(separator: ", ")
        return TelegramMedia(placeholder: "📍 \(place.isEmpty ? "Location" : place)", warning: "location, drawn as a placeholder",
                             kind: .location(latitude: latitude, longitude: longitude, title: title, address: address))
    }
    static func poll(_ poll: ImportedKind.Poll) -> TelegramMedia {
        TelegramMedia(placeholder: "📊 \(poll.question)", warning: "poll, drawn as a placeholder", kind: .poll(poll))
    }
    static func other(_ kind: String) -> TelegramMedia {
        TelegramMedia(placeholder: "[\(kind)]", warning: "\(kind), drawn as a placeholder")
    }
}
