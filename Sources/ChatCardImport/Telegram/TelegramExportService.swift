import ChatCard

/// Telegram Desktop's service messages (`type: "service"`, an `action`) as the line Telegram shows.
enum TelegramExportService {
    static func text(of m: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> String {
        let actor = try m.string("actor") ?? "Deleted Account"
        let members = try (m.array("members") ?? []).compactMap { v -> String? in if case .string(let s) = v { s } else { nil } }
        let title = try m.string("title") ?? ""
        switch try m.string("action") {
        case "create_group": return "\(actor) created the group “\(title)”"
        case "create_channel": return "Channel created"
        case "edit_group_title": return "\(actor) changed the group name to “\(title)”"
        case "edit_group_photo": return "\(actor) changed the group photo"
        case "delete_group_photo": return "\(actor) removed the group photo"
        case "invite_members": return members == [actor] ? "\(actor) joined the group" : "\(actor) added \(TelegramServiceText.list(members))"
        case "remove_members": return members == [actor] ? "\(actor) left the group" : "\(actor) removed \(TelegramServiceText.list(members))"
        case "join_group_by_link": return "\(actor) joined the group via invite link"
        case "join_group_by_request": return "\(actor) was accepted into the group"
        case "migrate_to_supergroup", "migrate_from_group": return "The group was upgraded to a supergroup"
        case "pin_message": return "\(actor) pinned a message"
        case "joined_telegram": return "\(actor) joined Telegram"
        case "conference_call", "group_call":
            let isMissed = try m.bool("is_missed") == true
            let missed = try m.string("discard_reason") == "missed" || isMissed
            let shortDuration = try m.integer("duration")
            let seconds = try m.integer("duration_seconds") ?? shortDuration
            let kind = try m.string("action") == "group_call" ? "Video chat" : "Call"
            return missed ? "Missed call" : "\(kind)\(TelegramMedia.duration(seconds).replacingFirstComma())"
        case "set_messages_ttl": return "\(actor) set messages to auto-delete in \(TelegramServiceText.period(try m.integer("period") ?? 0))"
        case "topic_created": return "\(actor) created the topic “\(title)”"
        case "take_screenshot": return "\(actor) took a screenshot"
        case "clear_history": return "History was cleared"
        case let action?:
            warnings.add("service message \(action), drawn as its name")
            return "\(actor): \(action.replacingUnderscores())"
        case nil:
            if let information = try m.string("information_text") { return information }
            throw ImportError(path: m.path, message: "is a service message without an action")
        }
    }

    /// A `phone_call` action as the call record Telegram draws, from the caller (the actor): answered, missed,
    /// or refused as busy (the card turns it to the reader's view: an outgoing call from them is incoming).
    static func call(of m: SourceObject) throws(ImportError) -> TelegramMedia? {
        guard try m.string("action") == "phone_call" else { return nil }
        let reason = try m.string("discard_reason")
        let direction: CallSpec.Direction = reason == "missed" ? .missed : reason == "busy" ? .declined : .outgoing
        let seconds = try m.integer("duration_seconds")
        return TelegramMedia(placeholder: "📞 Call\(TelegramMedia.duration(seconds))", warning: "call, drawn as a placeholder",
                             kind: .call(direction: direction, duration: seconds, video: false))
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
