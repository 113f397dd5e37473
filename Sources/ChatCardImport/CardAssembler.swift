import Canvas
import ChatCard
import Foundation

/// Makes the card of imported messages: picks the messages the options ask for, decides who is "me",
/// puts a date pill between days, writes times in the chosen zone and clock, names authors in group chats
/// and gives them Telegram's colours by id, and keeps every message within the card's limits (warning
/// about what it shortens).
struct CardAssembler {
    let options: ImportOptions
    /// The source's owner ("me" when the options do not say), if it names one.
    var owner: ChatMessage.Person?
    /// The chat's name, written as the card's title.
    var title: String?
    /// Sender ids are Telegram user ids (their colour is id % 7).
    var telegramColors = false
    /// The look of the app the conversation comes from (the card's `look`).
    var look: Look.Name?
    /// Authors' own colours by name (Discord's role colours), over the card's palette.
    var colors: [String: Color] = [:]
    /// The messages given are already the selection (a split card's share).
    var selectionApplied = false
    /// How many messages the selection has when the reader kept only its last ones (for the refusal of too many).
    var selected: Int?
    /// Whether incoming messages carry their author's name; nil: decided by the messages given (a split
    /// decides once for the whole chat, so every card of a group names its authors).
    var namesAuthors: Bool?

    /// The card of the selection. When the import chooses how many messages to take (no `--last`, not a
    /// split) and they make more items than a card holds, it takes the last that fit, warned.
    func card(of all: [ChatMessage], warnings: inout ImportWarnings) throws(ImportError) -> CardSpec {
        var chosen = selectionApplied ? all : try MessageSelection(options).pick(all)
        guard !chosen.isEmpty else { throw ImportError(path: "", message: "no message is left after the selection options") }
        if choosesCount {
            let fitting = lastFitting(chosen)
            let total = max(selected ?? chosen.count, chosen.count)
            if fitting < total {
                chosen.removeFirst(chosen.count - fitting)
                warnings.add(Self.leftOut(total - fitting, reason: "a card holds \(ImportOptions.maxMessages) messages and day separators"))
            }
        }
        let me = self.me
        let namesAuthors = self.namesAuthors ?? isGroup(chosen)
        var card = CardSpec()
        var lastDay: TimeText.Day?
        let clock = TimeText(options)
        let pictures = PictureReader(folder: options.media.folder)
        for var message in chosen {
            warnings.merge(message.warnings)
            if let date = message.date {
                let day = clock.day(of: date)
                if day != lastDay { card.messages.append(.service(clock.dayText(date))) }
                lastDay = day
            }
            if let service = message.service {
                guard !VisibleText.drawsNothing(service) else {
                    warnings.add("service line with nothing to draw, left out")
                    continue
                }
                card.messages.append(.service(MessageText.limited(service, to: CardLimitsForImport.shortText, warnings: &warnings)))
                continue
            }
            pictures.check(&message, warnings: &warnings)
            let mine = isMe(message.sender, me)
            var item = ImportedMessage(message, from: mine ? .me : .them, time: message.date.map(clock.timeText))
            if !mine, namesAuthors, let name = item.author(of: message, warnings: &warnings), card.people[name] == nil,
               let color = colors[name] ?? (telegramColors ? peerColor(message.sender) : nil) {
                card.people[name] = PersonSpec(color: color)
            }
            card.messages.append(try item.spec(pictures: pictures, path: "messages[\(card.messages.count)]", warnings: &warnings))
        }
        guard card.messages.count <= ImportOptions.maxMessages else {
            // Only where the caller chose the messages (a card the import fills takes the last that fit).
            throw ImportError(path: "", message: "\(chosen.count) messages make \(card.messages.count) card items; a card holds "
                + "\(ImportOptions.maxMessages): choose fewer with --last N (or split the chat into cards with --split N)")
        }
        if let width = options.width { card.width = width }
        if let scale = options.scale { card.scale = scale }
        if let theme = options.theme { card.theme = theme }
        if let look { card.look = look }
        if let title, !title.isEmpty { card.title = MessageText.limited(title, to: CardLimitsForImport.shortText, warnings: &warnings) }
        return card
    }

    /// The import decides how many messages a card takes: the selection has no `--last` and is not a split.
    var choosesCount: Bool { options.last == nil && !selectionApplied }

    /// The warning for the earliest messages of a selection left out of the card, with the options that
    /// take them in.
    static func leftOut(_ count: Int, reason: String) -> String {
        "\(count) earlier messages left out (\(reason)); render them all with --split N, or choose with --last N"
    }

    /// How many of the last messages fit a card's items, a day separator before each day's first.
    private func lastFitting(_ messages: [ChatMessage]) -> Int {
        let clock = TimeText(options)
        var (items, count, day): (Int, Int, TimeText.Day?) = (0, 0, nil)
        for message in messages.reversed() {
            let messageDay = message.date.map(clock.day)
            // The newer message's separator stays when this one is of another day; this one opens its day.
            let cost = 1 + (messageDay != nil && messageDay != day ? 1 : 0)
            guard items + cost <= ImportOptions.maxMessages else { break }
            (items, count, day) = (items + cost, count + 1, messageDay ?? day)
        }
        return max(1, count)
    }

    private var me: ChatMessage.Person? { options.me.map { ChatMessage.Person(id: $0, name: $0) } ?? owner }

    /// More than one other person speaks: names go on their messages.
    func isGroup(_ messages: [ChatMessage]) -> Bool {
        Set(messages.filter { $0.service == nil && !isMe($0.sender, me) }.compactMap { $0.sender?.name ?? $0.sender?.id }).count > 1
    }

    private func isMe(_ sender: ChatMessage.Person?, _ me: ChatMessage.Person?) -> Bool {
        guard let sender, let me else { return false }
        if let id = sender.id, let myID = me.id, PersonID.same(id, myID) { return true }
        return sender.name != nil && sender.name == me.name
    }

    /// Telegram colours a user by its id modulo 7.
    private func peerColor(_ sender: ChatMessage.Person?) -> Color? {
        guard let id = sender?.id.flatMap(PersonID.number) else { return nil }
        let hue = Int(id % Int64(CardSpec.authorHueCount))
        return CardSpec.authorColor(hue: hue, theme: options.theme ?? .light, look: look ?? .chatcard)
    }
}

/// Ids as sources write them: `user123`, `channel456`, `123`.
enum PersonID {
    static func number(_ id: String) -> Int64? {
        Int64(id.drop { !$0.isNumber && $0 != "-" })
    }

    static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        guard let x = number(a), let y = number(b) else { return false }
        return x == y
    }
}
