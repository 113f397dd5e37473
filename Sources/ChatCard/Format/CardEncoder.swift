import Canvas
import Foundation

/// CardSpec → the card format, the decoder's inverse: `CardDecoder.card(encode(spec))` is `spec` again for
/// any spec the decoder made (`CardEncoderTests`). Pictures go back as they came: `{"file": PATH}` when
/// read from a file, else a data URI of their bytes. Fields at their defaults are left out.
package enum CardEncoder {
    package static func encode(_ card: CardSpec) -> JSONValue {
        var c = JSONMembers()
        c.add("look", LookObject.write(card.look, card.lookChanges))
        c.add("width", card.width, unless: CardSpec().width)
        c.add("height", card.height)
        c.add("fit", card.fitsContent)
        c.add("scale", card.scale, unless: CardSpec().scale)
        c.add("theme", card.theme, unless: .light)
        switch card.background {
        case .theme: break
        case .transparent: c.add("background", "transparent")
        case .color(let color): c.add("background", color)
        }
        c.add("padding", card.padding, unless: CardSpec().padding)
        if card.givenFont.family != nil || card.givenFont.size != nil {
            var f = JSONMembers()
            f.add("family", card.givenFont.family)
            f.add("size", card.givenFont.size)
            c.add("font", f.value)
        }
        c.add("direction", card.direction, unless: .ltr)
        c.add("title", card.title)
        if let border = card.bubbleBorder {
            var b = JSONMembers()
            b.add("width", border.width, unless: 1)
            b.add("color", border.color)
            c.add("bubbleBorder", b.value)
        }
        if !card.people.isEmpty {
            c.add("people", .object(card.people.sorted { $0.key < $1.key }.map { name, person in
                var p = JSONMembers()
                p.add("color", person.color)
                p.add("avatar", person.avatar)
                return (name, p.value)
            }))
        }
        c.add("avatars", card.avatars, unless: .auto)
        c.add("names", card.names, unless: .auto)
        c.add("messages", .array(card.messages.map(message)))
        return c.value
    }

    static func message(_ m: MessageSpec) -> JSONValue {
        if m.style == .service {
            var s = JSONMembers()
            s.add("service", m.text)
            s.add("delay", m.delay)
            return s.value
        }
        var o = JSONMembers()
        o.add("from", m.from)
        if m.spans.count == 1, m.spans[0] == SpanSpec(text: m.spans[0].text) {
            o.add("text", m.spans[0].text)
        } else {
            o.add("spans", items: m.spans.map(span))
        }
        o.add("author", m.author)
        o.add("time", m.time)
        o.add("style", m.style, unless: .bubble)
        o.add("align", m.align)
        o.add("color", m.color)
        o.add("fill", m.fill)
        o.add("tail", m.tail, unless: .auto)
        o.add("reply", m.reply.map(reply))
        o.add("forwardedFrom", m.forwardedFrom)
        o.add("reactions", items: m.reactions.map(reaction))
        o.add("status", m.status)
        o.add("edited", m.edited)
        if m.photos.count == 1 { o.add("image", m.photos[0]) } else { o.add("images", items: m.photos.map(image)) }
        o.add("sticker", m.sticker)
        if m.hidesAvatar { o.add("avatar", .bool(false)) } else { o.add("avatar", m.avatar) }
        if let attachment = m.attachment { o.add(attachment.key, attachment.encoded) }
        o.add("spoiler", m.spoiler)
        o.add("signature", m.signature)
        o.add("views", m.views)
        o.add("viaBot", m.viaBot)
        o.add("tag", m.tag)
        o.add("delay", m.delay)
        o.add("typing", m.typing)
        if let thread = m.thread {
            var t = JSONMembers()
            t.add("replies", thread.replies)
            t.add("people", items: thread.people.map(JSONValue.string))
            t.add("last", thread.last)
            o.add(LookField.thread.rawValue, t.value)
        }
        o.add(LookField.sms.rawValue, m.sms)
        return o.value
    }

    static func span(_ s: SpanSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("text", s.text)
        o.add("bold", s.bold)
        o.add("italic", s.italic)
        o.add("color", s.color)
        if let h = s.highlight {
            var hl = JSONMembers()
            hl.add("color", h.color)
            hl.add("radius", h.radius)
            hl.add("padding", h.padding)
            o.add("highlight", hl.value)
        }
        o.add("underline", s.underline.map(decoration))
        o.add("strikethrough", s.strikethrough.map(decoration))
        o.add("code", s.code)
        o.add("link", s.link)
        o.add("mention", s.mention)
        o.add("hashtag", s.hashtag)
        o.add("spoiler", s.spoiler)
        switch s.block {
        case nil: break
        case .quote: o.add("quote", true)
        case .pre(let language): o.add("pre", language.map(JSONValue.string) ?? .bool(true))
        }
        return o.value
    }

    static func decoration(_ d: DecorationSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("style", d.style)
        o.add("color", d.color)
        o.add("thickness", d.thickness)
        o.add("offset", d.offset, unless: 0)
        o.add("byWord", d.byWord)
        o.add("skipInk", d.skipInk)
        return o.value
    }

    static func reply(_ r: ReplySpec) -> JSONValue {
        var o = JSONMembers()
        o.add("author", r.author)
        o.add("text", r.text)
        o.add("quote", r.isQuote)
        o.add("image", r.image)
        return o.value
    }

    static func reaction(_ r: ReactionSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("emoji", r.emoji)
        o.add("count", r.count)
        o.add("mine", r.mine)
        return o.value
    }

    /// A picture as the card format gives one: its file, or a data URI of its bytes.
    static func image(_ image: ImageSpec) -> JSONValue {
        if let file = image.file { return .object([("file", .string(file))]) }
        return .string(image.dataURI ?? "data:image/\(image.info.format.rawValue);base64," + image.data.base64EncodedString())
    }
}

extension CardSpec {
    /// The spec as the card format gives it back: written by `CardEncoder` and read by `CardDecoder`, so every
    /// rule and limit of the format is checked, with the field's path (`messages[3].spans`). Pictures already
    /// read are not read again. How a spec built in code (an importer's, a library user's) becomes a card.
    public func checked() throws(CardError) -> CardSpec {
        try CardDecoder.card(CardEncoder.encode(self), images: ImageSources(reading: allImages))
    }

    /// The spec in the card format (what `chatcard import` prints): fields at their defaults left out, pictures
    /// as the files they were read from or as data URIs.
    public func json(pretty: Bool = true) -> String { CardEncoder.encode(self).text(pretty: pretty) }
}
