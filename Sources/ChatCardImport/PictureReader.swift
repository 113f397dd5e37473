import ChatCard
import ChatCardSupport

/// The pictures an import puts in its card, read as the card reads them, each once an import: one the card
/// cannot draw (not an image, a format it does not read, past a limit, outside the folder) becomes the
/// placeholder a missing picture gets, warned with its reason, instead of refusing the whole card.
final class PictureReader {
    private let folder: String?
    private var read: [ChatMessage.ImageSource: Result<ImageSpec, CardError>] = [:]

    init(folder: String?) { self.folder = folder }

    /// Photos, a sticker, a reply's picture and a kind's thumbnail of `message`, each kept or replaced.
    func check(_ message: inout ChatMessage, warnings: inout ImportWarnings) {
        var kept: [ChatMessage.ImageSource] = []
        for photo in message.photos {
            if unusable(photo, warnings: &warnings) { message.placeholders.append(TelegramMedia.photo().placeholder) } else { kept.append(photo) }
        }
        message.photos = kept
        if let sticker = message.sticker, unusable(sticker, warnings: &warnings) {
            message.sticker = nil
            message.placeholders.append(TelegramMedia.sticker(nil).placeholder)
        }
        if let image = message.reply?.image, unusable(image, warnings: &warnings) { message.reply?.image = nil }
        if let picture = message.media?.kind?.picture, unusable(picture, warnings: &warnings) { message.media?.kind?.picture = nil }
    }

    /// The picture of `source`, read (nil only when `check` or `unusable` has said why).
    func image(_ source: ChatMessage.ImageSource) -> ImageSpec? { try? read(source).get() }

    /// Whether the card cannot draw `source`, warned with the reason.
    func unusable(_ source: ChatMessage.ImageSource, warnings: inout ImportWarnings) -> Bool {
        guard case .failure(let error) = read(source) else { return false }
        let name = if case .file(let path) = source { ShortQuote.quoted(path) } else { "given as a data URI" }
        warnings.add("picture \(name) the card cannot draw (\(error.message)), shown as a placeholder")
        return true
    }

    private func read(_ source: ChatMessage.ImageSource) -> Result<ImageSpec, CardError> {
        if let known = read[source] { return known }
        let image = Result { () throws(CardError) in
            switch source {
            case .file(let path):
                guard let folder else { throw CardError(path: "", message: "no media folder is given") }
                return try ImageSpec(file: path, in: folder, path: "")
            case .dataURI(let uri):
                return try ImageSpec(dataURI: uri, path: "")
            }
        }
        read[source] = image
        return image
    }
}
