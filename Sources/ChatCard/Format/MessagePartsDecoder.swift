import ChatCardSupport
import Foundation
import Canvas

/// The card format's message parts beyond the text (reply, forward label, reactions, status, edited),
/// service items and the `people` map, each checked with its field's path.
extension CardDecoder {
    static func parts(of m: inout MessageSpec, _ r: JSONReader, images: ImageSources) throws(CardError) {
        if let reply = r.value("reply") { m.reply = try self.reply(reply, path: r.child("reply"), images: images) }
        m.forwardedFrom = try visible(r.string("forwardedFrom"), path: r.child("forwardedFrom"))
        if let items = try r.array("reactions") {
            guard items.count <= CardLimits.maxReactions else {
                throw CardError(path: r.child("reactions"), message: "has \(items.count) reactions; the limit is \(CardLimits.maxReactions)")
            }
            m.reactions = try items.enumerated().map { (i, item) throws(CardError) in try reaction(item, path: "\(r.path).reactions[\(i)]") }
        }
        try channelFields(of: &m, r)
        try lookFields(of: &m, r)
        try pacing(of: &m, r)
        m.status = try r.choice("status", MessageSpec.Status.self)
        m.edited = try r.bool("edited") ?? false
        if m.status != nil, m.from != .me {
            throw CardError(path: r.child("status"), message: "only messages from me have a delivery status")
        }
        if m.style != .bubble {
            if m.spans.contains(where: { $0.block != nil }) {
                let field = r.has("entities") ? "entities" : "spans"
                throw CardError(path: r.child(field), message: "block quotes and pre blocks are drawn in bubbles only; this message's style is \(m.style.rawValue)")
            }
            let bubbleOnly = (["reply", "forwardedFrom", "reactions", "image", "images", "sticker"] + attachmentKeys).first { r.value($0) != nil }
            if let field = bubbleOnly {
                throw CardError(path: r.child(field), message: "is drawn in bubbles only; this message's style is \(m.style.rawValue)")
            }
        }
    }

    /// The channel footer (`signature`, `views`) and the name's companions (`viaBot`, `tag`).
    static func channelFields(of m: inout MessageSpec, _ r: JSONReader) throws(CardError) {
        m.signature = try line(r, "signature")
        m.views = try wholeNumber(r, "views", in: CardLimits.viewsRange).map { Int($0) }
        if let bot = try r.string("viaBot", maxCharacters: CardLimits.maxUsernameCharacters + 1) {
            let name = bot.hasPrefix("@") ? String(bot.dropFirst()) : bot
            guard !name.isEmpty, name.count <= CardLimits.maxUsernameCharacters,
                  name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }) else {
                throw CardError(path: r.child("viaBot"), message: "\(ShortQuote.quoted(bot)) is not a username (1 to \(CardLimits.maxUsernameCharacters) letters, digits or _)")
            }
            m.viaBot = name
        }
        m.tag = try visible(r.string("tag", maxCharacters: CardLimits.maxTagCharacters), path: r.child("tag"))
    }

    /// `{"service": TEXT}`: a centred pill between messages.
    static func service(_ json: JSONValue, path: String) throws(CardError) -> MessageSpec {
        let r = try JSONReader(json, path: path, known: CardKeys.service)
        let text = try JSONReader.string(r.required("service"), path: r.child("service"), maxCharacters: CardLimits.maxShortTextCharacters)
        var m = MessageSpec.service(try visible(text, path: r.child("service"))!)
        try pacing(of: &m, r)
        return m
    }

    /// `delay` and `typing`: when the message comes in an animation. Only messages from them are typed.
    static func pacing(of m: inout MessageSpec, _ r: JSONReader) throws(CardError) {
        m.delay = try r.number("delay", in: CardLimits.pacingRange)
        m.typing = try r.number("typing", in: CardLimits.pacingRange)
        if m.typing != nil, m.from != .them || m.style == .service {
            throw CardError(path: r.child("typing"), message: "only messages from them are typed (the typing indicator is theirs)")
        }
    }

    /// A reply's text may be left out (or empty) when it answers a picture or a message of a kind: the
    /// kind's word ("Photo", "Voice message") is shown instead.
    static func reply(_ json: JSONValue, path: String, images: ImageSources) throws(CardError) -> ReplySpec {
        let r = try JSONReader(json, path: path, known: CardKeys.reply)
        let kind = try r.choice("kind", ReplyKind.self)
        let image = try r.value("image").map { (v) throws(CardError) in try images.image(v, path: r.child("image")) }
        let given = try r.value("text").map { (v) throws(CardError) in
            try JSONReader.string(v, path: r.child("text"), maxCharacters: CardLimits.maxMessageCharacters)
        }.flatMap { $0.isEmpty && (kind != nil || image != nil) ? nil : $0 }
        guard let text = given ?? kind?.word ?? (image != nil ? ReplyKind.photo.word : nil) else {
            throw CardError(path: r.child("text"), message: "is required (unless the reply has an image or a kind)")
        }
        return ReplySpec(author: try visible(r.string("author"), path: r.child("author")), text: try visible(text, path: r.child("text"))!,
                         isQuote: try r.bool("quote") ?? false, image: image)
    }

    static func reaction(_ json: JSONValue, path: String) throws(CardError) -> ReactionSpec {
        let r = try JSONReader(json, path: path, known: CardKeys.reaction)
        let emoji = try JSONReader.string(r.required("emoji"), path: r.child("emoji"), maxCharacters: CardLimits.maxReactionCharacters)
        var reaction = ReactionSpec(emoji: try visible(emoji, path: r.child("emoji"))!)
        reaction.count = try r.number("count", in: CardLimits.reactionCountRange).map { n throws(CardError) in
            guard n == n.rounded() else { throw CardError(path: r.child("count"), message: "\(format(n)) is not a whole number") }
            return Int(n)
        }
        reaction.mine = try r.bool("mine") ?? false
        return reaction
    }

    /// A message's photos (`image`, or an album in `images`), sticker and avatar (`false`: none beside the
    /// run it ends); a sticker stands alone (no text, no photo).
    static func media(_ r: JSONReader, images: ImageSources) throws(CardError)
        -> (photos: [ImageSpec], sticker: ImageSpec?, avatar: ImageSpec?, hidesAvatar: Bool) {
        func read(_ key: String) throws(CardError) -> ImageSpec? {
            try r.value(key).map { (v) throws(CardError) in try images.image(v, path: r.child(key)) }
        }
        let sticker = try read("sticker")
        if sticker != nil, let other = ["image", "images", "text", "spans"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child("sticker"), message: "a sticker stands alone; this message also has \"\(other)\"")
        }
        if r.has("image"), r.has("images") {
            throw CardError(path: r.child("images"), message: "give one photo in \"image\" or an album in \"images\", not both")
        }
        let photos: [ImageSpec]
        if let album = try album(r, images: images) { photos = album } else if let one = try read("image") { photos = [one] } else { photos = [] }
        let hidesAvatar = r.value("avatar") == .bool(false)
        return (photos, sticker, hidesAvatar ? nil : try read("avatar"), hidesAvatar)
    }

    /// `images`: an album of 1 to `CardLimits.imagesPerMessage` photos, in reading order.
    static func album(_ r: JSONReader, images: ImageSources) throws(CardError) -> [ImageSpec]? {
        guard let items = try r.array("images") else { return nil }
        let path = r.child("images")
        guard !items.isEmpty else { throw CardError(path: path, message: "needs at least one image") }
        guard items.count <= CardLimits.imagesPerMessage else {
            throw CardError(path: path, message: "has \(items.count) images; the limit is \(CardLimits.imagesPerMessage) per message")
        }
        return try items.enumerated().map { (i, v) throws(CardError) in try images.image(v, path: "\(path)[\(i)]") }
    }

    static func people(_ json: JSONValue, path: String, images: ImageSources) throws(CardError) -> [String: PersonSpec] {
        guard case .object(let members) = json else { throw CardError(path: path, message: "expected an object, found \(json.typeName)") }
        guard members.count <= CardLimits.maxPeople else {
            throw CardError(path: path, message: "has \(members.count) people; the limit is \(CardLimits.maxPeople)")
        }
        var people: [String: PersonSpec] = [:]
        for (name, value) in members {
            let field = "\(path).\(ShortQuote.of(name))"
            _ = try JSONReader.string(.string(name), path: field, maxCharacters: CardLimits.maxShortTextCharacters)
            guard people[name] == nil else { throw CardError(path: field, message: "is given twice") }
            let r = try JSONReader(value, path: field, known: CardKeys.person)
            people[name] = PersonSpec(color: try r.color("color"),
                                      avatar: try r.value("avatar").map { (v) throws(CardError) in try images.image(v, path: r.child("avatar")) })
        }
        return people
    }

    /// Short text that must show something (a name, a label, an emoji).
    static func visible(_ text: String?, path: String) throws(CardError) -> String? {
        guard let text else { return nil }
        if drawsNothing(text) { throw CardError(path: path, message: "has no visible character: there is nothing to draw") }
        return text
    }
}
