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

    package var kind: AttachmentKind { kindSpec.attachmentKind }

    /// The kind's object in the card format (`CardEncoder`).
    var encoded: JSONValue { kindSpec.encoded }

    /// The images the attachment brings (they count in the card's image budget).
    var images: [ImageSpec] { kindSpec.images }

    /// The kind's spec, which knows its descriptor (and, in Layout, how it is drawn: `DrawnKind`): the one
    /// switch over kinds a message's attachment needs.
    var kindSpec: any KindSpec {
        switch self {
        case .document(let spec): spec
        case .voice(let spec): spec
        case .audio(let spec): spec
        case .video(let spec): spec
        case .poll(let spec): spec
        case .location(let spec): spec
        case .contact(let spec): spec
        case .preview(let spec): spec
        case .call(let spec): spec
        case .dice(let spec): spec
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


