import Canvas
import ChatCardSupport
import Decorations
import Foundation
import TextLayout

/// JSON → CardSpec with every rule checked before anything is laid out or drawn.
enum CardDecoder {
    static func decode(_ data: Data, files: FileAccess = .refused) throws(CardError) -> CardSpec {
        guard data.count <= CardLimits.maxInputBytes else {
            throw CardError(path: "", message: "input is \(data.count) bytes; the limit is \(CardLimits.maxInputText)")
        }
        let json: JSONValue
        do { json = try JSONParser.parse(data) } catch { throw CardError(path: "", message: error.description) }
        return try card(json, images: ImageSources(files: files))
    }

    static func card(_ json: JSONValue, images: ImageSources) throws(CardError) -> CardSpec {
        let r = try JSONReader(json, path: "", known: CardKeys.card)
        // Names the schema for editors; nothing is drawn from it.
        _ = try r.string(CardSchema.key, maxCharacters: CardLimits.maxLinkCharacters)
        var c = CardSpec()
        (c.look, c.lookChanges) = try LookObject.read(r.value("look"), path: r.child("look"))
        c.width = try r.number("width", in: CardLimits.widthRange) ?? c.width
        c.scale = try r.number("scale", in: CardLimits.scaleRange) ?? c.scale
        c.theme = try r.choice("theme", CardSpec.Theme.self) ?? c.theme
        c.padding = try r.number("padding", in: CardLimits.paddingRange) ?? c.padding
        c.height = try r.number("height", in: CardLimits.heightRange)
        c.fitsContent = try r.bool("fit") ?? false
        c.direction = try r.choice("direction", CardSpec.Direction.self) ?? c.direction
        c.title = try r.string("title")
        c.avatars = try r.choice("avatars", CardSpec.AvatarMode.self) ?? c.avatars
        c.names = try r.choice("names", CardSpec.NamePlacement.self) ?? c.names
        if let border = r.value("bubbleBorder") {
            let b = try JSONReader(border, path: "bubbleBorder", known: CardKeys.bubbleBorder)
            c.bubbleBorder = BorderSpec(width: try b.number("width", in: CardLimits.borderWidthRange) ?? 1, color: try b.color("color"))
        }
        if let background = r.value("background") {
            if background == .string("transparent") { c.background = .transparent }
            else {
                do { c.background = .color(try JSONReader.color(background, path: "background")) } catch {
                    throw CardError(path: "background", message: error.message + " or \"transparent\"")
                }
            }
        }
        if let font = r.value("font") {
            let f = try JSONReader(font, path: "font", known: CardKeys.font)
            if let family = try f.string("family") { c.fontFamily = try fontFamily(family, path: f.child("family")) }
            c.fontSize = try f.number("size", in: CardLimits.fontSizeRange) ?? c.fontSize
        }
        if let people = r.value("people") { c.people = try Self.people(people, path: r.child("people"), images: images) }
        let messages = try r.array("messages") ?? []
        guard CardLimits.messageCountRange.contains(messages.count) else {
            throw CardError(path: "messages", message: messages.isEmpty
                ? "needs at least one message"
                : "has \(messages.count) messages; the limit is \(CardLimits.messageCountRange.upperBound)")
        }
        c.messages = try messages.enumerated().map { (i, m) throws(CardError) in try message(m, path: "messages[\(i)]", images: images) }
        try ImageBudget.check(c)
        return c
    }

    /// An installed family, or a list of up to four, spelled as fontconfig spells them.
    static func fontFamily(_ list: String, path: String) throws(CardError) -> String {
        if let resolved = FontFamilies.resolve(list) { return resolved }
        let installed = FontFamilies.installed
        let shown = installed.prefix(12).joined(separator: ", ") + (installed.count > 12 ? ", …" : "")
        throw CardError(path: path, message: "\(ShortQuote.quoted(list)) is not an installed font family (or a list of up to "
            + "\(FontFamilies.maxListLength)); installed: \(shown); generic: \(FontFamilies.generic.joined(separator: ", "))")
    }

    static func drawsNothing(_ text: String) -> Bool { VisibleText.drawsNothing(text) }

    static func message(_ json: JSONValue, path: String, images: ImageSources) throws(CardError) -> MessageSpec {
        if case .object(let members) = json, members.contains(where: { $0.key == "service" && $0.value != .null }) { return try service(json, path: path) }
        let r = try JSONReader(json, path: path, known: CardKeys.message)
        let from = try JSONReader.choice(r.required("from"), path: r.child("from"), MessageSpec.Sender.self)
        let media = try self.media(r, images: images)
        let attachment = try self.attachment(r, images: images)
        var spans: [SpanSpec]
        switch (r.has("text"), r.has("spans")) {
        case (true, true): throw CardError(path: path, message: "has both \"text\" and \"spans\"; give exactly one")
        case (false, false) where media.photos.isEmpty && media.sticker == nil && attachment == nil:
            throw CardError(path: path, message: "needs \"text\", \"spans\", \"image\", \"images\", \"sticker\" or one of "
                + attachmentKeys.map { "\"\($0)\"" }.joined(separator: ", "))
        case (false, false):
            if r.has("entities") { throw CardError(path: r.child("entities"), message: "apply to \"text\"; give them with text") }
            spans = []
        case (true, false):
            let text = try JSONReader.string(r.required("text"), path: r.child("text"), maxCharacters: CardLimits.maxMessageCharacters)
            spans = [SpanSpec(text: text)]
            if let entities = try r.array("entities") { spans = try TelegramEntities.spans(text, entities, path: r.child("entities")) }
        case (false, true):
            if r.has("entities") { throw CardError(path: r.child("entities"), message: "apply to \"text\"; give them with text, not with spans") }
            let items = try r.array("spans") ?? []
            guard !items.isEmpty else { throw CardError(path: r.child("spans"), message: "needs at least one span") }
            guard items.count <= CardLimits.maxSpans else {
                throw CardError(path: r.child("spans"), message: "has \(items.count) spans; the limit is \(CardLimits.maxSpans)")
            }
            spans = try items.enumerated().map { (i, s) throws(CardError) in try span(s, path: "\(path).spans[\(i)]") }
            let total = spans.reduce(0) { $0 + $1.text.count }
            guard total <= CardLimits.maxMessageCharacters else {
                throw CardError(path: r.child("spans"), message: "hold \(total) characters; the limit is \(CardLimits.maxMessageCharacters)")
            }
        }
        if !spans.isEmpty, spans.allSatisfy({ Self.drawsNothing($0.text) }) {
            throw CardError(path: r.has("text") ? r.child("text") : r.child("spans"),
                            message: "has no visible character (only spaces, line breaks or invisible marks): there is nothing to draw")
        }
        var m = MessageSpec(from: from, spans: spans)
        (m.photos, m.sticker, m.avatar, m.hidesAvatar) = media
        m.attachment = attachment
        try mediaRules(of: &m, r)
        m.author = try r.string("author")
        m.time = try r.string("time")
        m.style = try r.choice("style", WrittenStyle.self).map { MessageSpec.Style(rawValue: $0.rawValue)! } ?? m.style
        m.align = try r.choice("align", TextAlignment.self)
        m.color = try r.color("color")
        m.fill = try r.color("fill")
        m.tail = try r.choice("tail", MessageSpec.Tail.self) ?? m.tail
        try parts(of: &m, r, images: images)
        return m
    }

    static func span(_ json: JSONValue, path: String) throws(CardError) -> SpanSpec {
        let r = try JSONReader(json, path: path, known: CardKeys.span)
        var s = SpanSpec(text: try JSONReader.string(r.required("text"), path: r.child("text"), maxCharacters: CardLimits.maxMessageCharacters))
        s.bold = try r.bool("bold") ?? false
        s.italic = try r.bool("italic") ?? false
        s.color = try r.color("color")
        if let h = r.value("highlight") { s.highlight = try highlight(h, path: r.child("highlight")) }
        if let u = r.value("underline") { s.underline = try decoration(u, path: r.child("underline")) }
        if let t = r.value("strikethrough") { s.strikethrough = try decoration(t, path: r.child("strikethrough")) }
        s.code = try r.bool("code") ?? false
        s.link = try visible(r.string("link", maxCharacters: CardLimits.maxLinkCharacters), path: r.child("link"))
        s.mention = try r.bool("mention") ?? false
        s.hashtag = try r.bool("hashtag") ?? false
        s.spoiler = try r.bool("spoiler") ?? false
        if try r.bool("quote") == true { s.block = .quote }
        if let pre = r.value("pre") {
            guard s.block == nil else { throw CardError(path: r.child("pre"), message: "a span is in a quote or a pre block, not both") }
            switch pre {
            case .bool(let on): if on { s.block = .pre(language: nil) }
            default: s.block = .pre(language: try JSONReader.string(pre, path: r.child("pre"), maxCharacters: CardLimits.maxShortTextCharacters))
            }
        }
        return s
    }

    static func highlight(_ json: JSONValue, path: String) throws(CardError) -> HighlightSpec {
        if case .string = json { return HighlightSpec(color: try JSONReader.color(json, path: path)) }
        let r = try JSONReader(json, path: path, known: CardKeys.highlight)
        guard let color = try r.color("color") else { throw CardError(path: r.child("color"), message: "is required") }
        return HighlightSpec(color: color, radius: try r.number("radius", in: CardLimits.highlightRadiusRange), padding: try r.number("padding", in: CardLimits.highlightPaddingRange))
    }

    static func decoration(_ json: JSONValue, path: String) throws(CardError) -> DecorationSpec {
        if case .string = json { return DecorationSpec(style: try JSONReader.choice(json, path: path, LineStyle.self)) }
        let r = try JSONReader(json, path: path, known: CardKeys.decoration)
        guard let style = try r.choice("style", LineStyle.self) else { throw CardError(path: r.child("style"), message: "is required") }
        var d = DecorationSpec(style: style)
        d.color = try r.color("color")
        d.thickness = try r.number("thickness", in: CardLimits.decorationThicknessRange)
        d.offset = try r.number("offset", in: CardLimits.decorationOffsetRange) ?? 0
        d.byWord = try r.bool("byWord") ?? false
        d.skipInk = try r.bool("skipInk")
        return d
    }
}

/// The styles a message names in its `style` field (service items are written `{"service": TEXT}`).
private enum WrittenStyle: String, CaseIterable { case bubble, highlight, plain }
