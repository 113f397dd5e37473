import ChatCard
import Foundation

/// A WhatsApp message's text after its header: the author, the markup, media and the marks WhatsApp
/// writes into the text (deleted, edited).
struct WhatsAppMessage {
    let options: ImportOptions

    static let omitted = ["<Media omitted>": TelegramMedia.other("media omitted"), "image omitted": .photo(), "video omitted": .video(duration: nil),
                          "audio omitted": .voice(duration: nil), "sticker omitted": .sticker(nil), "GIF omitted": .video(duration: nil, gif: true),
                          "document omitted": .document(name: nil), "Contact card omitted": .contact(name: "Contact", phone: nil)]
    static let edited = "<This message was edited>"
    static let imageExtensions = [".jpg", ".jpeg", ".png", ".webp"]

    func read(_ rest: String, continuation: [Substring], warnings: inout ImportWarnings) -> ChatMessage {
        var message = ChatMessage()
        // "Author: text"; a line without an author is a system line ("Ana added Ben").
        guard let colon = rest.range(of: ": ") else {
            message.service = rest
            return message
        }
        let author = String(rest[..<colon.lowerBound])
        message.sender = ChatMessage.Person(id: author, name: author)
        var text = ([Substring(rest[colon.upperBound...])] + continuation).joined(separator: "\n")
        // The file's last line break leaves an empty line behind the last message.
        while text.hasSuffix("\n") { text.removeLast() }
        if text.hasSuffix(Self.edited) {
            message.edited = true
            text = String(text.dropLast(Self.edited.count)).trimmingCharacters(in: .whitespaces)
        }
        if let media = Self.omitted[text.trimmingCharacters(in: .whitespaces)] {
            message.placeholders.append(media.placeholder)
            warnings.add("media the export left out, drawn as a placeholder")
            return message
        }
        if let (file, caption) = Self.attachment(text) {
            let lowered = file.lowercased()
            if Self.imageExtensions.contains(where: lowered.hasSuffix) {
                if let found = options.media.image([file]) { message.photos = [found] } else {
                    message.placeholders.append(TelegramMedia.photo().placeholder)
                    warnings.add("attached picture the caller does not hold, drawn as a placeholder")
                }
            } else if lowered.hasSuffix(".vcf") {
                // WhatsApp names a shared contact's card after the contact.
                message.attach(.contact(name: String(file.dropLast(4)), phone: nil), warnings: &warnings)
            } else {
                message.attach(.document(name: file, size: options.media.fileSize(file)), warnings: &warnings)
            }
            text = caption
        }
        let markup = ChatMarkup(text, dialect: .whatsApp)
        if markup.wasCut { warnings.add("text longer than \(CardLimits.maxMessageCharacters) characters, shortened") }
        (message.text, message.entities) = (markup.text, markup.entities)
        return message
    }

    /// `IMG-….jpg (file attached)` (Android) or `<attached: 00000042-PHOTO-….jpg>` (iOS), with a caption on
    /// the next lines.
    static func attachment(_ text: String) -> (file: String, caption: String)? {
        let firstLine = text.prefix { $0 != "\n" }
        let caption = String(text.dropFirst(firstLine.count).drop { $0 == "\n" })
        if let start = firstLine.range(of: "<attached: "), let end = firstLine[start.upperBound...].firstIndex(of: ">") {
            return (String(firstLine[start.upperBound..<end]), caption)
        }
        if firstLine.hasSuffix(" (file attached)") { return (String(firstLine.dropLast(" (file attached)".count)), caption) }
        return nil
    }
}
