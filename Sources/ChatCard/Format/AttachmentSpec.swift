import Foundation

/// What a message carries besides text and photos: one of the kinds Telegram draws as its own block in
/// a bubble (a file, a voice note, a track, a call record, a shared contact). A message has at most one.
public enum AttachmentSpec: Sendable, Equatable {
    case document(DocumentSpec)
    case voice(VoiceSpec)
    case audio(AudioSpec)
    case call(CallSpec)
    case contact(ContactSpec)

    /// The card format's key for the kind (and its frame's kind in `--layout-json`).
    public var key: String {
        switch self {
        case .document: "document"
        case .voice: "voice"
        case .audio: "audio"
        case .call: "call"
        case .contact: "contact"
        }
    }

    /// The images the attachment brings (they count in the card's image budget).
    var images: [ImageSpec] {
        switch self {
        case .document(let d): [d.thumbnail].compactMap { $0 }
        case .audio(let a): [a.cover].compactMap { $0 }
        case .contact(let c): [c.avatar].compactMap { $0 }
        case .voice, .call: []
        }
    }
}

/// A file: its name, its size in bytes, and a thumbnail (else a circle with its extension).
public struct DocumentSpec: Sendable, Equatable {
    public var name: String
    public var size: Double
    public var thumbnail: ImageSpec?

    public init(name: String, size: Double, thumbnail: ImageSpec? = nil) { (self.name, self.size, self.thumbnail) = (name, size, thumbnail) }
}

/// A voice note: its length in seconds and its loudness over time, 0…31 per sample (Telegram's scale).
public struct VoiceSpec: Sendable, Equatable {
    public var duration: Double
    /// Empty: drawn as a flat row of bars.
    public var waveform: [UInt8]

    public init(duration: Double, waveform: [UInt8] = []) { (self.duration, self.waveform) = (duration, waveform) }
}

/// A music file: title and performer when known, its length, its cover art.
public struct AudioSpec: Sendable, Equatable {
    public var title: String?
    public var performer: String?
    public var duration: Double
    public var cover: ImageSpec?

    public init(title: String? = nil, performer: String? = nil, duration: Double, cover: ImageSpec? = nil) {
        (self.title, self.performer, self.duration, self.cover) = (title, performer, duration, cover)
    }
}

/// A call record.
public struct CallSpec: Sendable, Equatable {
    public enum Direction: String, Sendable, CaseIterable { case outgoing, incoming, missed, declined }
    public var direction: Direction
    /// Seconds the call lasted, when it was answered.
    public var duration: Double?
    public var video: Bool

    public init(direction: Direction, duration: Double? = nil, video: Bool = false) {
        (self.direction, self.duration, self.video) = (direction, duration, video)
    }
}

/// A shared contact: a name, a phone number, a picture (else initials).
public struct ContactSpec: Sendable, Equatable {
    public var name: String
    public var phone: String?
    public var avatar: ImageSpec?

    public init(name: String, phone: String? = nil, avatar: ImageSpec? = nil) { (self.name, self.phone, self.avatar) = (name, phone, avatar) }
}
