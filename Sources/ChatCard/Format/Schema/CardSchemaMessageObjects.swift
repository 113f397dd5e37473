import Decorations
import TextLayout

extension CardSchema {
    /// A message and what it holds: a service item, spans and their decorations, a reply, reactions, a
    /// thread, Telegram's entities.
    static let messageObjects: [String: SchemaObject] = [
        "message": SchemaObject(keys: CardKeys.message, values: messageValues, required: ["from"], note: messageNote),
        "service": SchemaObject(keys: CardKeys.service, values: [
            "service": .shortText,
            "delay": .number(CardLimits.pacingRange),
        ], required: ["service"], note: "The text must show a visible character."),
        "span": SchemaObject(keys: CardKeys.span, values: [
            "text": .text(characters: CardLimits.maxMessageCharacters),
            "bold": .boolean,
            "italic": .boolean,
            "color": .color,
            "highlight": .anyOf([.color, .object("highlight")]),
            "underline": .anyOf([.choice(LineStyle.self), .object("decoration")]),
            "strikethrough": .anyOf([.choice(LineStyle.self), .object("decoration")]),
            "code": .boolean,
            "link": .text(characters: CardLimits.maxLinkCharacters),
            "mention": .boolean,
            "hashtag": .boolean,
            "spoiler": .boolean,
            "quote": .boolean,
            // true: a pre block; a string: a pre block labelled with its language.
            "pre": .anyOf([.boolean, .shortText]),
        ], required: ["text"],
        note: "A span with `quote` true takes no `pre` (not even false); `link` must show a visible character."),
        "highlight": SchemaObject(keys: CardKeys.highlight, values: [
            "color": .color,
            "radius": .number(CardLimits.highlightRadiusRange),
            "padding": .number(CardLimits.highlightPaddingRange),
        ], required: ["color"]),
        "decoration": SchemaObject(keys: CardKeys.decoration, values: [
            "style": .choice(LineStyle.self),
            "color": .color,
            "thickness": .number(CardLimits.decorationThicknessRange),
            "offset": .number(CardLimits.decorationOffsetRange),
            "byWord": .boolean,
            "skipInk": .boolean,
        ], required: ["style"]),
        "reply": SchemaObject(keys: CardKeys.reply, values: [
            "author": .shortText,
            "text": .text(characters: CardLimits.maxMessageCharacters),
            "quote": .boolean,
            "image": .image,
            "kind": .choice(ReplyKind.self),
        ], note: "`text` is required unless the reply has an `image` or a `kind` (whose word stands in for it); "
            + "`author` and `text` must show a visible character."),
        "reaction": SchemaObject(keys: CardKeys.reaction, values: [
            "emoji": .text(characters: CardLimits.maxReactionCharacters),
            "count": .number(CardLimits.reactionCountRange, whole: true),
            "mine": .boolean,
        ], required: ["emoji"], note: "`emoji` must show a visible character."),
        "thread": SchemaObject(keys: CardKeys.thread, values: [
            "replies": .number(CardLimits.threadRepliesRange, whole: true),
            "people": .array(.shortText, count: 0...CardLimits.maxThreadPeople),
            "last": .shortText,
        ], required: ["replies"], note: "Each name in `people`, and `last`, must show a visible character."),
        "entity": SchemaObject(keys: CardKeys.entity, values: [
            "type": .choice(TelegramEntities.Kind.self),
            "offset": .number(CardLimits.entityOffsetRange, whole: true),
            "length": .number(CardLimits.entityLengthRange, whole: true),
            "url": .text(characters: CardLimits.maxLinkCharacters),
            "language": .shortText,
            // Telegram's fields that identify only: never read, so any value passes.
            "user": .any,
            "custom_emoji_id": .any,
            "unix_time": .number(TelegramEntities.unixTimeRange),
            "date_time_format": .text(characters: TelegramEntities.maxDateTimeFormatCharacters),
        ], required: ["type", "offset", "length"],
        note: "`offset` and `length` count UTF-16 code units, end within the text and split no surrogate pair; `url` "
            + "(visible) is required for and only for text_link, `language` only for pre, `unix_time` and `date_time_format` only for date_time."),
    ]

    /// The message's keys: its own, one per attachment kind, one per look field.
    private static let messageValues = ownMessageValues
        .merging(AttachmentKind.allCases.map { ($0.rawValue, SchemaNode.object($0.rawValue)) }) { own, _ in own }
        .merging(LookField.allCases.map { ($0.rawValue, lookFieldValue($0)) }) { own, _ in own }

    private static let ownMessageValues: [String: SchemaNode] = [
        "from": .choice(MessageSpec.Sender.self),
        "text": .text(characters: CardLimits.maxMessageCharacters),
        "spans": .array(.object("span"), count: 1...CardLimits.maxSpans),
        "author": .shortText,
        "time": .shortText,
        // `service` is written `{"service": TEXT}`, never as a style.
        "style": .choice(MessageSpec.Style.allCases.filter { $0 != .service }.map(\.rawValue)),
        "align": .choice(TextAlignment.self),
        "color": .color,
        "fill": .color,
        "tail": .choice(MessageSpec.Tail.self),
        "reply": .object("reply"),
        "forwardedFrom": .shortText,
        "reactions": .array(.object("reaction"), count: 0...CardLimits.maxReactions),
        "status": .choice(MessageSpec.Status.self),
        "edited": .boolean,
        "entities": .array(.object("entity"), count: 0...CardLimits.maxEntities),
        "image": .image,
        "images": .array(.image, count: 1...CardLimits.imagesPerMessage),
        "sticker": .image,
        // false: no avatar beside the run this message ends (true is refused).
        "avatar": .anyOf([.image, .constant(.bool(false))]),
        "spoiler": .boolean,
        "signature": .shortText,
        "views": .number(CardLimits.viewsRange, whole: true),
        // "@" and 1 to `maxUsernameCharacters` ASCII letters, digits or _.
        "viaBot": .text(characters: CardLimits.maxUsernameCharacters + 1),
        "tag": .text(characters: CardLimits.maxTagCharacters),
        "delay": .number(CardLimits.pacingRange),
        "typing": .number(CardLimits.pacingRange),
    ]

    private static func lookFieldValue(_ field: LookField) -> SchemaNode {
        switch field {
        case .thread: .object("thread")
        case .sms: .boolean
        }
    }

    private static let messageNote = [
        "Give `text` (and its `entities`) or `spans`, or neither with a picture, sticker or attachment;",
        "`image` or `images`, and one attachment kind, none beside a picture or sticker (a sticker, a dice or a round video stands alone);",
        "`spoiler` true needs a photo or video; `status`, and `sms` true, only from me, `typing` only from them;",
        "the text, in all, is at most \(CardLimits.maxMessageCharacters) characters and shows a visible one",
        "(as must `forwardedFrom`, `signature` and `tag`);",
        "a style but bubble takes no reply, forward, reactions, picture, attachment, quote or pre block;",
        "`viaBot` is a username (1 to \(CardLimits.maxUsernameCharacters) ASCII letters, digits or _, after an optional @);",
        "`thread` and `sms` true only on looks that draw them;",
        "at most \(CardLimits.imagesPerMessage) images a message (its photos, sticker, avatar, reply's and attachment's together).",
    ].joined(separator: " ")
}
