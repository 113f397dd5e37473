import ChatCard

/// Bot API service messages (a join, a title change, a pin, a video chat) as the readable line Telegram
/// shows in a pill; nil for an ordinary message.
enum TelegramBotService {
    static func text(of m: SourceObject, sender: String?) throws(ImportError) -> String? {
        let actor = sender ?? "Someone"
        if let members = try m.array("new_chat_members") {
            var names: [String] = []
            for (i, member) in members.enumerated() {
                names.append(try TelegramBotImporter.userName(SourceObject(member, path: "\(m.child("new_chat_members"))[\(i)]")) ?? "Deleted Account")
            }
            return names == [actor] ? "\(actor) joined the group" : "\(actor) added \(TelegramServiceText.list(names))"
        }
        if let left = try m.object("left_chat_member") {
            let name = try TelegramBotImporter.userName(left) ?? "Deleted Account"
            return name == actor ? "\(actor) left the group" : "\(actor) removed \(name)"
        }
        if let title = try m.string("new_chat_title") { return "\(actor) changed the group name to “\(title)”" }
        if m.has("new_chat_photo") { return "\(actor) changed the group photo" }
        if m.has("delete_chat_photo") { return "\(actor) removed the group photo" }
        if m.has("group_chat_created") || m.has("supergroup_chat_created") { return "\(actor) created the group" }
        if m.has("channel_chat_created") { return "Channel created" }
        if let pinned = try m.object("pinned_message") {
            let caption = try pinned.string("caption")
            let text = try pinned.string("text") ?? caption
            return "\(actor) pinned " + (text.map { "“\(TelegramServiceText.excerpt($0))”" } ?? "a message")
        }
        if m.has("video_chat_started") { return "Video chat started" }
        if let ended = try m.object("video_chat_ended") {
            return "Video chat ended" + TelegramMedia.duration(try ended.integer("duration")).replacingFirstComma()
        }
        if m.has("video_chat_scheduled") { return "Video chat scheduled" }
        if let timer = try m.object("message_auto_delete_timer_changed") {
            return "\(actor) set messages to auto-delete in \(TelegramServiceText.period(try timer.integer("message_auto_delete_time") ?? 0))"
        }
        if m.has("migrate_to_chat_id") || m.has("migrate_from_chat_id") { return "The group was upgraded to a supergroup" }
        if let topic = try m.object("forum_topic_created") { return "\(actor) created the topic “\(try topic.string("name") ?? "")”" }
        if m.has("boost_added") { return "\(actor) boosted the group" }
        return try TelegramBotEvents.text(of: m, actor: actor)
    }
}

/// Pieces of service lines shared by the Telegram importers.
enum TelegramServiceText {
    /// "Ana", "Ana and Ben", "Ana, Ben and Cy".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "nobody" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The start of a pinned message, as the pill quotes it.
    static func excerpt(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    static func period(_ seconds: Int64) -> String {
        switch seconds {
        case ..<3600: "\(max(1, seconds / 60)) minutes"
        case ..<86_400: "\(seconds / 3600) hours"
        case ..<(7 * 86_400): "\(seconds / 86_400) days"
        case ..<(30 * 86_400): "\(seconds / (7 * 86_400)) weeks"
        default: "\(seconds / (30 * 86_400)) months"
        }
    }
}

extension String {
    /// ", 5:12" → " (5:12)": a duration after a sentence.
    func replacingFirstComma() -> String { isEmpty ? self : " (" + dropFirst(2) + ")" }
}
