import ChatCard
import ChatCardSupport

/// The pictures an import names by path are read as the card will read them before they go in: one the
/// card cannot draw (not an image, a format it does not read, past a limit, outside the folder) becomes the
/// placeholder a missing picture gets, warned with its reason, instead of refusing the whole card. Each
/// path is read once an import.
final class PictureCheck {
    private let folder: String?
    private var problems: [String: String?] = [:]

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

    private func unusable(_ source: ChatMessage.ImageSource, warnings: inout ImportWarnings) -> Bool {
        guard case .file(let path) = source, let folder else { return false }
        let problem: String?
        if let known = problems[path] { problem = known } else {
            problem = ImageSpec.problem(file: path, in: folder)
            problems[path] = problem
        }
        guard let problem else { return false }
        warnings.add("picture \(ShortQuote.quoted(path)) the card cannot draw (\(problem)), shown as a placeholder")
        return true
    }
}
