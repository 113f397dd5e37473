import ChatCard
import Foundation

/// LyoSU/quote-api's request body (`{type, backgroundColor, width, scale, messages: [{from, text, entities,
/// avatar, replyMessage, media, mediaType, voice, …}]}`) as a card in quote-api's look: bubbles on a
/// transparent card, names inside them, every message on the leading side. Nothing is fetched: avatars and
/// media come as data URIs (`from.photo.url`, `media.url`) or are drawn as placeholders, warned.
struct QuoteAPIImporter {
    /// quote-api's default bubble colour.
    static let defaultBackground = "#292232"
    /// The request's fields read, or that need nothing here: `height` bounds quote-api's own canvas (a card
    /// grows to its content), `botToken` is for fetching, `ext` names the route's format.
    static let known: Set<String> = ["type", "format", "ext", "backgroundColor", "width", "height", "scale", "emojiBrand", "botToken",
                                     "messages", "media"]

    /// Where pictures named by URL or file id are found; a request's own `media` map (next to `messages`)
    /// adds to it.
    var media = ImportMedia()
    /// Where the request is in the document (errors name it).
    var path = ""

    func card(_ json: JSONValue, warnings: inout ImportWarnings) throws(ImportError) -> JSONValue {
        let r = try SourceObject(json, path: path)
        for key in r.keys.sorted() where !Self.known.contains(key) { warnings.add("request field \(key), not used") }
        var media = self.media
        if let map = r.value("media") { media.dataURIs.merge(try ImportMedia.dataURIs(map, path: r.child("media"))) { $1 } }
        let items = try r.objects("messages")
        guard !items.isEmpty else { throw ImportError(path: "messages", message: "messages_empty: at least one message is needed") }
        guard items.count <= ImportOptions.maxMessages else {
            throw ImportError(path: "messages", message: "has \(items.count) messages; a card holds \(ImportOptions.maxMessages)")
        }
        let fill = try QuoteColors.fill(r.string("backgroundColor"), warnings: &warnings)
        if let brand = try r.string("emojiBrand"), brand != "apple" { warnings.add("emojiBrand \(brand), drawn with Noto Color Emoji") }
        var people: [(key: String, value: JSONValue)] = []
        var messages: [JSONValue] = []
        var runs = QuoteAvatarRuns()
        var named: [String: String] = [:]
        for m in items {
            let message = try QuoteMessage(m, fill: fill, media: media, named: named)
            if let id = message.senderID, let author = message.author { named[id] = author }
            // Keyed by the name as the message writes it (shortened the same way; warned there once).
            var once = ImportWarnings()
            // A person's avatar may come with any of their messages (bots put it on a run's last).
            if let name = message.author.map({ MessageJSON.shown($0, warnings: &once) }), let person = try message.person(warnings: &warnings) {
                if let i = people.firstIndex(where: { $0.key == name }) {
                    if !Self.hasAvatar(people[i].value), Self.hasAvatar(person) { people[i].value = person }
                } else {
                    people.append((name, person))
                }
            }
            messages.append(try message.json(warnings: &warnings))
            runs.add(author: message.author, wantsAvatar: message.wantsAvatar)
        }
        let avatars = runs.any
        if avatars { runs.hideUnwanted(in: &messages) }
        let scale = try QuoteSizes.scale(r, warnings: &warnings)
        var card = try QuoteFraming(kind: QuoteRequest.Kind(r), fill: fill, scale: scale ?? QuoteSizes.defaultScale).fields(r, warnings: &warnings)
        if let scale { card.append(("scale", .number(scale))) }
        card.append(("avatars", .string(avatars ? "them" : "none")))
        if !people.isEmpty { card.append(("people", .object(people))) }
        card.append(("messages", .array(messages)))
        let json = JSONValue.object(card)
        warnings.add("media entry that no message of the card names, not drawn", media.unused(in: [json]))
        return json
    }

    private static func hasAvatar(_ person: JSONValue) -> Bool {
        guard case .object(let members) = person else { return false }
        return members.contains { $0.key == "avatar" }
    }
}

/// How quote-api frames its picture, as card fields: a `quote` or plain picture is the bubbles on nothing,
/// as wide as they are (`width` is the most they may take); an `image` sets them on the backdrop colour
/// with 25 px around; `stories` on it in a 720×1280 px frame.
struct QuoteFraming {
    let kind: QuoteRequest.Kind
    let fill: String
    let scale: Double

    static let imageMargin = 25.0
    static let storySize = (width: 720.0, height: 1280.0)

    func fields(_ r: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> [(key: String, value: JSONValue)] {
        var card: [(key: String, value: JSONValue)] = []
        switch kind {
        case .quote, .plain:
            card.append(("background", .string("transparent")))
            if let width = try QuoteSizes.width(r, warnings: &warnings) { card.append(("width", .number(width))) }
            card.append(("fit", .bool(true)))
        case .image:
            card.append(("background", .string(QuoteColors.backdrop(of: fill))))
            card.append(("padding", .number(Self.imageMargin / scale)))
            if let width = try QuoteSizes.width(r, warnings: &warnings) { card.append(("width", .number(width))) }
            card.append(("fit", .bool(true)))
            warnings.add("image's pattern wallpaper, drawn as its plain colour")
        case .stories:
            card.append(("background", .string(QuoteColors.backdrop(of: fill))))
            card.append(("width", .number(Self.storySize.width / scale)))
            card.append(("height", .number(Self.storySize.height / scale)))
            if r.has("width") { warnings.add("width of a stories picture (its frame is 720×1280 px), not used") }
        }
        card.append(("names", .string("inside")))
        return card
    }
}

/// quote-api's sizes in the card's ranges: `width` in px before scale (default 512), `scale` 1–20.
enum QuoteSizes {
    /// quote-api's default pixel density.
    static let defaultScale = 2.0

    static func width(_ r: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> Double? {
        try held(r, "width", in: CardLimits.widthRange, warnings: &warnings)
    }

    static func scale(_ r: SourceObject, warnings: inout ImportWarnings) throws(ImportError) -> Double? {
        try held(r, "scale", in: CardLimits.scaleRange, warnings: &warnings)
    }

    /// A positive number, held to `range` (warned when it is outside).
    private static func held(_ r: SourceObject, _ key: String, in range: ClosedRange<Double>, warnings: inout ImportWarnings) throws(ImportError) -> Double? {
        guard let value = r.value(key) else { return nil }
        guard case .number(let n) = value, n.isFinite, n > 0 else { throw ImportError(path: key, message: "must be a positive number") }
        if !range.contains(n) { warnings.add("\(key) outside \(Int(range.lowerBound))–\(Int(range.upperBound)), held to it") }
        return min(max(n, range.lowerBound), range.upperBound)
    }
}

/// quote-api draws an avatar only beside messages that ask (`avatar: true`, a bot sets it on a run's last
/// message): a card's run whose messages none ask is marked `"avatar": false`, the column kept.
struct QuoteAvatarRuns {
    /// Each run: the index of its last message, and whether any of its messages asks.
    private var runs: [(author: String?, last: Int, wanted: Bool)] = []
    private var count = 0

    var any: Bool { runs.contains { $0.wanted } }

    /// The next message (they are all incoming: a card's run is one author's consecutive messages).
    mutating func add(author: String?, wantsAvatar: Bool) {
        if let run = runs.last, run.author == author {
            runs[runs.count - 1] = (author, count, run.wanted || wantsAvatar)
        } else {
            runs.append((author, count, wantsAvatar))
        }
        count += 1
    }

    func hideUnwanted(in messages: inout [JSONValue]) {
        for run in runs where !run.wanted {
            guard case .object(var members) = messages[run.last] else { continue }
            members.append(("avatar", .bool(false)))
            messages[run.last] = .object(members)
        }
    }
}

extension QuoteAPIImporter: SourceImporter {
    static let format = ImportFormat.quoteAPI

    /// Any object with a `messages` array that no other format claims.
    static func confidence(_ start: JSONValue) -> ImportConfidence? {
        ImportRegistry.Start(object: start)?.messages != nil ? .fallback : nil
    }

    /// A request is one card as it stands, with its framing (`type`, `format`).
    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource {
        let json = try StreamedJSON.parse(input)
        let framing = try QuoteRequest(json)
        var warnings = ImportWarnings()
        let card = try QuoteAPIImporter(media: options.media, path: input.path("")).card(json, warnings: &warnings)
        return .card(CardImporter.Result(json: card, warnings: warnings, format: format, quote: framing))
    }
}
