/// Every key the card format reads, object by object: the decoders refuse any other, and `fieldPaths`
/// walks them all, so a test can check that each one changes the picture (nothing is accepted and dropped).
enum CardKeys {
    static let card = ["width", "height", "fit", "scale", "theme", "look", "background", "padding", "font", "direction", "title", "bubbleBorder",
                       "people", "avatars", "names", "messages", "$schema"]
    static let bubbleBorder = ["width", "color"]
    static let font = ["family", "size"]
    static let person = ["color", "avatar"]
    static let message = ["from", "text", "spans", "author", "time", "style", "align", "color", "fill", "tail", "reply",
                          "forwardedFrom", "reactions", "status", "edited", "entities", "image", "images", "sticker", "avatar"]
        + AttachmentKind.allCases.map(\.rawValue) + ["spoiler", "signature", "views", "viaBot", "tag"] + LookField.allCases.map(\.rawValue)
        + pacing
    static let service = ["service", "delay"]
    /// When the message comes in an animation (`chatcard animate`): a still card draws nothing of them.
    static let pacing = ["delay", "typing"]
    static let span = ["text", "bold", "italic", "color", "highlight", "underline", "strikethrough", "code", "link", "mention",
                       "hashtag", "spoiler", "quote", "pre"]
    static let highlight = ["color", "radius", "padding"]
    static let decoration = ["style", "color", "thickness", "offset", "byWord", "skipInk"]
    static let reply = ["author", "text", "quote", "image", "kind"]
    static let reaction = ["emoji", "count", "mine"]
    static let thread = ["replies", "people", "last"]
    /// Each attachment kind's object, by its key on the message.
    static let attachments = Dictionary(uniqueKeysWithValues: AttachmentKind.allCases.map { ($0.rawValue, $0.descriptor.fields) })
    /// Telegram's entity objects, as the Bot API writes them (`user` and `custom_emoji_id` identify only).
    static let entity = ["type", "offset", "length", "url", "language", "user", "custom_emoji_id", "unix_time", "date_time_format"]
    static let imageFile = ["file"]
    /// A look given as data (`LookObject`): its base, font, bubbles, a theme's colours, borrowed part styles.
    static let look = ["base", "font", "bubbles", "light", "dark", "parts"]
    static let lookFont = ["family", "size", "lineHeight"]
    static let lookBubbles = ["radius", "joinedRadius", "tail", "gapInRun", "gapBetweenRuns"]
    static let lookTheme = ThemeColor.allCases.map(\.rawValue) + ["names"]
    static let lookParts = LookPart.allCases.map(\.rawValue)

    /// Every field's path: `[]` for an array's items, `*` for a person's name; image sources as `.file`.
    static var fieldPaths: [String] {
        func under(_ prefix: String, _ keys: [String]) -> [String] { keys.map { prefix + $0 } }
        let kinds = AttachmentKind.allCases.map { (key: "messages[].\($0.rawValue).", descriptor: $0.descriptor) }
        let imageFields = ["messages[].image", "messages[].images[]", "messages[].sticker", "messages[].avatar", "people.*.avatar"]
            + kinds.flatMap { kind in kind.descriptor.imageFields.map { kind.key + $0 } }
        return under("", card) + under("bubbleBorder.", bubbleBorder) + under("font.", font) + under("people.*.", person)
            + under("messages[].", message) + under("messages[].", service) + under("messages[].spans[].", span)
            + under("messages[].spans[].highlight.", highlight) + under("messages[].spans[].underline.", decoration)
            + under("messages[].spans[].strikethrough.", decoration) + under("messages[].reply.", reply)
            + under("messages[].reactions[].", reaction) + under("messages[].entities[].", entity) + under("messages[].thread.", thread)
            + kinds.flatMap { under($0.key, $0.descriptor.fields + $0.descriptor.nestedFields) }
            + imageFields.flatMap { under($0 + ".", imageFile) }
            + under("look.", look) + under("look.font.", lookFont) + under("look.bubbles.", lookBubbles)
            + under("look.light.", lookTheme) + under("look.dark.", lookTheme) + under("look.parts.", lookParts)
    }
}
