/// What the answered message was, for a reply without text: its word stands in for the text, as Telegram
/// writes a reply to a photo "Photo".
package enum ReplyKind: String, Sendable, CaseIterable {
    case photo, video, gif, sticker, voice, roundVideo, audio, document, location, contact, poll

    /// The word the reply header shows.
    package var word: String {
        switch self {
        case .photo: "Photo"
        case .video: "Video"
        case .gif: "GIF"
        case .sticker: "Sticker"
        case .voice: "Voice message"
        case .roundVideo: "Video message"
        case .audio: "Audio"
        case .document: "File"
        case .location: "Location"
        case .contact: "Contact"
        case .poll: "Poll"
        }
    }
}
