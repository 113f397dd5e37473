import Canvas
import ChatCard
import Foundation

/// LyoSU/quote-api's request body (`{type, backgroundColor, width, scale, messages: [{from, text, entities,
/// avatar, replyMessage, media, mediaType, voice, …}]}`) as a card in quote-api's look: bubbles on a
/// transparent card, names inside them, every message on the leading side. Nothing is fetched: avatars and
/// media come as data URIs (`from.photo.url`, `media.url`) or are drawn as placeholders, warned.
struct QuoteAPIImporter {
    /// quote-api's default bubble colour.
    static let defaultBackground = Color(rgb: 0x292232)
    /// The request's fields read, or that need nothing here: `height` bounds quote-api's own canvas (a card
    /// grows to its content), `botToken` is for fetching, `ext` names the route's format.
    static let known: Set<String> = ["type", "format", "ext", "backgroundColor", "width", "height", "scale", "emojiBrand", "botToken",
                                     "messages", "media"]

    /// Where pictures named by URL or file id are found; a request's own `media` map (next to `messages`)
    /// adds to it.
    var media = ImportMedia()
    /// Where the request is in the document (errors name it).
    var path = ""

    func card(_ json: JSONValue, warnings: inout ImportWarnings) throws(ImportError) -> CardSpec {
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
        var card = CardSpec()
        var runs = QuoteAvatarRuns()
        var named: [String: String] = [:]
        let pictures = PictureReader(folder: media.folder)
        for m in items {
            let message = try QuoteMessage(m, fill: fill, media: media, named: named)
            if let id = message.senderID, let author = message.author { named[id] = author }
            // Keyed by the name as the message writes it (shortened the same way; warned there once).
            var once = ImportWarnings()
            // A person's avatar may come with any of their messages (bots put it on a run's last).
            if let name = message.author.map({ ImportedMessage.shown($0, warnings: &once) }),
               let person = try message.person(pictures: pictures, warnings: &warnings) {
                if let known = card.people[name] {
                    if known.avatar == nil, person.avatar != nil { card.people[name] = person }
                } else {
                    card.people[name] = person
                }
            }
            card.messages.append(try message.spec(pictures: pictures, path: "messages[\(card.messages.count)]", warnings: &warnings))
            runs.add(author: message.author, wantsAvatar: message.wantsAvatar)
        }
        if runs.any { runs.hideUnwanted(in: &card.messages) }
        card.avatars = runs.any ? .them : .none
        let scale = try QuoteSizes.scale(r, warnings: &warnings)
        try QuoteFraming(kind: QuoteRequest.Kind(r), fill: fill, scale: scale ?? QuoteSizes.defaultScale).frame(&card, r, warnings: &warnings)
        if let scale { card.scale = scale }
        warnings.add("media entry that no message of the card names, not drawn", media.unused(in: [card]))
        return card
    }
}

/// How quote-api frames its picture, as card fields: a `quote` or plain picture is the bubbles on nothing,
/// as wide as they are (`width` is the most they may take); an `image` sets them on the backdrop colour
/// with 25 px around; `stories` on it in a 720×1280 px frame.
struct QuoteFraming {
    let kind: QuoteRequest.Kind
    let fill: Color
    let scale: Double

    static let imageMargin = 25.0
    static let storySize = (width: 720.0, height: 1280.0)

    func frame(_ card: inout CardSpec, _ r: SourceObject, warnings: inout ImportWarnings) throws(ImportError) {
        switch kind {
        case .quote, .plain:
            card.background = .transparent
            if let width = try QuoteSizes.width(r, warnings: &warnings) { card.width = width }
            card.fitsContent = true
        case .image:
            card.background = .color(QuoteColors.backdrop(of: fill))
            card.padding = Self.imageMargin / scale
            if let width = try QuoteSizes.width(r, warnings: &warnings) { card.width = width }
            card.fitsContent = true
            warnings.add("image's pattern wallpaper, drawn as its plain colour")
        case .stories:
            card.background = .color(QuoteColors.backdrop(of: fill))
            card.width = Self.storySize.width / scale
            card.height = Self.storySize.height / scale
            if r.has("width") { warnings.add("width of a stories picture (its frame is 720×1280 px), not used") }
        }
        card.names = .inside
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

    func hideUnwanted(in messages: inout [MessageSpec]) {
        for run in runs where !run.wanted { messages[run.last].hidesAvatar = true }
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
        return .card(CardImporter.Result(spec: card, warnings: warnings, format: format, quote: framing))
    }
}
