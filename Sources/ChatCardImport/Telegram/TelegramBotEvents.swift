import ChatCard

/// The Bot API's newer service messages (topics, giveaways, gifts, suggested posts, shared chats …) in the
/// words Telegram's pill uses; `named` turns one this table does not know into its field's name, so a
/// service message added to the Bot API later is still a pill, never an empty bubble.
enum TelegramBotEvents {
    static func text(of m: SourceObject, actor: String) throws(ImportError) -> String? {
        if let edited = try m.object("forum_topic_edited") {
            return try edited.string("name").map { "\(actor) renamed the topic to “\($0)”" } ?? "\(actor) changed the topic icon"
        }
        if let invited = try m.object("video_chat_participants_invited") {
            var names: [String] = []
            for user in try invited.objects("users") { names.append(try TelegramBotImporter.userName(user) ?? "Deleted Account") }
            return "\(actor) invited \(TelegramServiceText.list(names)) to the video chat"
        }
        if let alert = try m.object("proximity_alert_triggered") {
            let traveler = try alert.object("traveler").flatMap { u throws(ImportError) in try TelegramBotImporter.userName(u) } ?? "Someone"
            let watcher = try alert.object("watcher").flatMap { u throws(ImportError) in try TelegramBotImporter.userName(u) } ?? "someone"
            return "\(traveler) is now within \(try alert.integer("distance") ?? 0) m from \(watcher)"
        }
        if let done = try m.object("giveaway_completed") {
            return "Giveaway completed: \(try done.integer("winner_count") ?? 0) winners"
        }
        if let domain = try m.string("connected_website") { return "You logged in on \(domain) through this bot" }
        for (key, words) in phrases where m.has(key) { return words.replacingOccurrences(of: "{actor}", with: actor) }
        return nil
    }

    /// Events whose pill needs only who did it.
    static let phrases: KeyValuePairs<String, String> = [
        "forum_topic_closed": "{actor} closed the topic",
        "forum_topic_reopened": "{actor} reopened the topic",
        "general_forum_topic_hidden": "The General topic was hidden",
        "general_forum_topic_unhidden": "The General topic was unhidden",
        "giveaway_created": "{actor} started a giveaway",
        "giveaway_winners": "🎁 Giveaway winners were selected",
        "gift": "🎁 {actor} sent a gift",
        "unique_gift": "🎁 {actor} sent a unique gift",
        "suggested_post_approved": "The suggested post was approved",
        "suggested_post_approval_failed": "The suggested post could not be approved",
        "suggested_post_declined": "The suggested post was declined",
        "suggested_post_paid": "The suggested post was paid for",
        "suggested_post_refunded": "The suggested post was refunded",
        "chat_shared": "{actor} shared a chat",
        "users_shared": "{actor} shared a contact",
        "user_shared": "{actor} shared a contact",
        "write_access_allowed": "You allowed this bot to message you",
        "chat_background_set": "{actor} set a new background",
        "successful_payment": "{actor} made a payment",
        "refunded_payment": "A payment was refunded",
        "checklist_tasks_done": "{actor} marked tasks of a checklist as done",
        "checklist_tasks_added": "{actor} added tasks to a checklist",
        "paid_message_price_changed": "The price of messages changed",
        "direct_message_price_changed": "The price of direct messages changed",
        "passport_data": "{actor} shared Telegram Passport data",
        "web_app_data": "{actor} sent data from a web app",
        "chat_boost_added": "{actor} boosted the group",
    ]

    /// A field of a message without text or media that no table knows, holding an object or `true`: a
    /// service event the Bot API added ("forum_topic_archived" → "Forum topic archived").
    static func named(_ m: SourceObject, known: (String) -> Bool) -> String? {
        let event = m.keys.sorted().first { key in
            guard !known(key), let value = m.value(key) else { return false }
            if case .object = value { return true }
            return value == .bool(true)
        }
        guard let event else { return nil }
        let words = event.split(separator: "_").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
