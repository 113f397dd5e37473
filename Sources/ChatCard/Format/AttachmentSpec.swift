import Foundation

/// The message kinds by their card-format keys, in the order the format lists them.
package enum AttachmentKind: String, Sendable, CaseIterable {
    case document, voice, audio, video, poll, location, contact, preview, call, dice
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
    case dice(DiceSpec)

    /// The card format's key for the kind (and its frame's kind in `--layout-json`).
    package var key: String { kind.rawValue }

    package var kind: AttachmentKind {
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
        case .dice: .dice
        }
    }

    /// The kind's object in the card format (`CardEncoder`).
    var encoded: JSONValue {
        switch self {
        case .document(let spec): DocumentKind.encode(spec)
        case .voice(let spec): VoiceKind.encode(spec)
        case .audio(let spec): AudioKind.encode(spec)
        case .video(let spec): VideoKind.encode(spec)
        case .poll(let spec): PollKind.encode(spec)
        case .location(let spec): LocationKind.encode(spec)
        case .contact(let spec): ContactKind.encode(spec)
        case .preview(let spec): PreviewKind.encode(spec)
        case .call(let spec): CallKind.encode(spec)
        case .dice(let spec): DiceKind.encode(spec)
        }
    }

    /// The images the attachment brings (they count in the card's image budget).
    var images: [ImageSpec] {
        switch self {
        case .document(let spec): DocumentKind.images(of: spec)
        case .voice(let spec): VoiceKind.images(of: spec)
        case .audio(let spec): AudioKind.images(of: spec)
        case .video(let spec): VideoKind.images(of: spec)
        case .poll(let spec): PollKind.images(of: spec)
        case .location(let spec): LocationKind.images(of: spec)
        case .contact(let spec): ContactKind.images(of: spec)
        case .preview(let spec): PreviewKind.images(of: spec)
        case .call(let spec): CallKind.images(of: spec)
        case .dice(let spec): DiceKind.images(of: spec)
        }
    }
}

extension AttachmentKind {
    /// The kind's descriptor (`Format/Kinds/`).
    var descriptor: any MessageKindDescriptor.Type {
        switch self {
        case .document: DocumentKind.self
        case .voice: VoiceKind.self
        case .audio: AudioKind.self
        case .video: VideoKind.self
        case .poll: PollKind.self
        case .location: LocationKind.self
        case .contact: ContactKind.self
        case .preview: PreviewKind.self
        case .call: CallKind.self
        case .dice: DiceKind.self
        }
    }
}


