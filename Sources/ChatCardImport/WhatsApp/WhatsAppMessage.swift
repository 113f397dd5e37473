import ChatCard
import Foundation

/// A WhatsApp message's text after its header: the author, the markup, media and the marks WhatsApp
/// writes into the text (deleted, edited).
struct WhatsAppMessage {
    let options: ImportOptions

    static let edited = "<This message was edited>"
    static let imageExtensions = [".jpg", ".jpeg", ".png", ".webp"]

    /// `authors`: who writes in the file (a line `Ana:` with nothing after the colon is Ana's, not a system line).
    func read(_ rest: String, continuation: [Substring], authors: Set<String>, warnings: inout ImportWarnings) -> ChatMessage {
        var message = ChatMessage()
        // "Author: text"; a line without an author is a system line ("Ana added Ben").
        guard let colon = Self.authorColon(rest, authors: authors) else {
            message.service = rest
            return message
        }
        let author = String(rest[..<colon.lowerBound])
        message.sender = ChatMessage.Person(id: author, name: author)
        var text = ([Substring(rest[colon.upperBound...]).drop { $0 == " " }] + continuation).joined(separator: "\n")
        // The file's last line break leaves an empty line behind the last message.
        while text.hasSuffix("\n") { text.removeLast() }
        if text.hasSuffix(Self.edited) {
            message.edited = true
            text = String(text.dropLast(Self.edited.count)).trimmingCharacters(in: .whitespaces)
        }
        if let media = WhatsAppMarkers.omitted(text) {
            message.placeholders.append(media.placeholder)
            warnings.add("media the export left out, drawn as a placeholder")
            return message
        }
        if let (file, caption) = WhatsAppMarkers.attachment(text) {
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

    /// Where the author ends: at the first ": ", or at a colon that ends the line or comes straight after
    /// someone who writes in the file ("Ana:", "Ana:.").
    static func authorColon(_ rest: String, authors: Set<String>) -> Range<String.Index>? {
        if let colon = rest.range(of: ": ") { return isName(rest[..<colon.lowerBound]) ? colon : nil }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = String(rest[..<colon])
        guard rest.index(after: colon) == rest.endIndex || authors.contains(name) else { return nil }
        return colon..<rest.index(after: colon)
    }

    /// Who writes in a file: the names before ": " on its header lines.
    static func authors(_ rests: [String]) -> Set<String> {
        Set(rests.compactMap { rest in rest.range(of: ": ").map { String(rest[..<$0.lowerBound]) }.flatMap { isName($0[...]) ? $0 : nil } })
    }

    /// A system line quotes what changed ("Ben changed the subject to “Trip: day 2”"); a name has no quotes.
    static func isName(_ text: Substring) -> Bool { !text.contains { "\"“”„«»".contains($0) } }
}
