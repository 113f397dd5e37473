import ChatCard
import Foundation

/// A DiscordChatExporter system message as the line Discord shows: its `content` is the sentence without
/// its subject ("Joined the server.", "Added a recipient.", "Started a call."), so the author is put in
/// front, and the person a member change names (its `mentions`) in place of "a recipient".
enum DiscordSystemLine {
    static func text(kind: String, content: String, actor: String?, mentions: [SourceObject]) throws(ImportError) -> String {
        let actor = actor ?? "Someone"
        var target: String?
        if let mention = mentions.first {
            let name = try mention.string("name")
            target = try mention.string("nickname") ?? name
        }
        switch kind {
        case "RecipientAdd" where target != nil: return "\(actor) added \(target!) to the group."
        case "RecipientRemove" where target != nil:
            return target == actor ? "\(actor) left the group." : "\(actor) removed \(target!) from the group."
        default: break
        }
        guard !VisibleText.drawsNothing(content) else { return "\(actor): \(spaced(kind))" }
        // A sentence that starts with its verb gets its subject; one that names someone already stands.
        guard let first = content.first, first.isUppercase, !content.hasPrefix(actor) else { return content }
        return "\(actor) \(first.lowercased())\(content.dropFirst())"
    }

    /// "ChannelNameChange" → "channel name change".
    private static func spaced(_ kind: String) -> String {
        var words = ""
        for character in kind {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(Character(character.lowercased()))
        }
        return words
    }
}

/// A DiscordChatExporter media path as it may be written: with Windows' backslashes (an export made on
/// Windows), or percent-encoded (the exporter encodes file names in its URLs).
enum DiscordFilePath {
    static func candidates(_ url: String?) -> [String?] {
        guard let url, !url.hasPrefix("http://"), !url.hasPrefix("https://") else { return [url] }
        let slashed = url.replacingOccurrences(of: "\\", with: "/")
        return [url, slashed, slashed.removingPercentEncoding].reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
