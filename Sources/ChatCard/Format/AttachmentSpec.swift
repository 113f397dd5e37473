import Foundation

/// The message kinds by their card-format keys, in the order the format lists them.
public enum AttachmentKind: String, Sendable, CaseIterable {
    case document, voice, audio, video, poll, location, contact, preview, call
}

/// What a message carries besides text and photos: one of the kinds Telegram draws as its own block in
/// a bubble (a file, a voice note, a track, a video, a poll, a place, a shared contact, a link preview, a
/// call record). A message has at most one.
public enum AttachmentSpec: Sendable, Equatable {
    case document(DocumentSpec)
    case voice(VoiceSpec)
    case audio(AudioSpec)
    case video(VideoSpec)
    case poll(PollSpec)
    case location(LocationSpec)
    case contact(ContactSpec)
    case preview(PreviewSpec)
    case call(CallSpec)

    /// The card format's key for the kind (and its frame's kind in `--layout-json`).
    public var key: String { kind.rawValue }

    public var kind: AttachmentKind {
        switch self {
        case .document: .document
        case .voice: .voice
        case .audio: .audio
        case .video: .video
        case .poll: .poll
        case .location: .location
        case .contact: .contact
        case .preview: .preview
        case .call: .call
        }
    }

    /// The images the attachment brings (they count in the card's image budget).
    var images: [ImageSpec] {
        switch self {
        case .document(let d): [d.thumbnail].compactMap { $0 }
        case .audio(let a): [a.cover].compactMap { $0 }
        case .contact(let c): [c.avatar].compactMap { $0 }
        case .video(let v): [v.thumbnail].compactMap { $0 }
        case .location(let l): [l.map].compactMap { $0 }
        case .preview(let p): [p.image].compactMap { $0 }
        case .voice, .call, .poll: []
        }
    }
}

/// A file: its name, its size in bytes (when known), and a thumbnail (else a circle with its extension).
public struct DocumentSpec: Sendable, Equatable {
    public var name: String
    public var size: Double?
    public var thumbnail: ImageSpec?

    public init(name: String, size: Double? = nil, thumbnail: ImageSpec? = nil) { (self.name, self.size, self.thumbnail) = (name, size, thumbnail) }
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

/// A video, a GIF (a silent loop) or a round video message: its first frame when given, its length.
public struct VideoSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case video, gif, round }
    public var thumbnail: ImageSpec?
    public var duration: Double
    /// The video's own proportions, when known (else the thumbnail's, else 16:9).
    public var width: Double?
    public var height: Double?
    public var kind: Kind

    public init(thumbnail: ImageSpec? = nil, duration: Double, width: Double? = nil, height: Double? = nil, kind: Kind = .video) {
        (self.thumbnail, self.duration, self.width, self.height, self.kind) = (thumbnail, duration, width, height, kind)
    }

    /// Width over height: the given proportions, else the thumbnail's, else 16:9; a round video is square.
    var aspect: Double {
        if kind == .round { return 1 }
        if let width, let height { return width / height }
        return thumbnail?.aspect ?? 16.0 / 9
    }
}

/// A poll or a quiz with its results.
public struct PollSpec: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var text: String
        public var votes: Int
        /// I voted for it.
        public var chosen: Bool

        public init(text: String, votes: Int, chosen: Bool = false) { (self.text, self.votes, self.chosen) = (text, votes, chosen) }
    }
    public var question: String
    public var options: [Option]
    /// The people who voted (fewer than the votes' sum when each may pick several); the votes' sum when not given.
    public var totalVoters: Int?
    public var closed: Bool
    public var anonymous: Bool
    public var quiz: Bool
    /// A quiz's right answer.
    public var correct: Int?

    public init(question: String, options: [Option], totalVoters: Int? = nil, closed: Bool = false, anonymous: Bool = true,
                quiz: Bool = false, correct: Int? = nil) {
        (self.question, self.options, self.totalVoters, self.closed) = (question, options, totalVoters, closed)
        (self.anonymous, self.quiz, self.correct) = (anonymous, quiz, correct)
    }

    /// Voters: as given, else the votes' sum.
    var voters: Int { totalVoters ?? options.reduce(0) { $0 + $1.votes } }
}

/// A place: a point with an optional venue name and address, and a map picture of it.
public struct LocationSpec: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    public var title: String?
    public var address: String?
    public var map: ImageSpec?

    public init(latitude: Double, longitude: Double, title: String? = nil, address: String? = nil, map: ImageSpec? = nil) {
        (self.latitude, self.longitude, self.title, self.address, self.map) = (latitude, longitude, title, address, map)
    }
}

/// A link preview under the text: the site, the page's title and description, its picture (small at the
/// side, or large below).
public struct PreviewSpec: Sendable, Equatable {
    public var url: String
    public var site: String?
    public var title: String?
    public var description: String?
    public var image: ImageSpec?
    public var large: Bool

    public init(url: String, site: String? = nil, title: String? = nil, description: String? = nil, image: ImageSpec? = nil, large: Bool = false) {
        (self.url, self.site, self.title, self.description, self.image, self.large) = (url, site, title, description, image, large)
    }
}
