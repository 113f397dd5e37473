import TextLayout

extension CardSchema {
    /// Every object of the card format but the kinds' (those are in each kind's descriptor), by name.
    static let formatObjects: [String: SchemaObject] = [cardObjects, messageObjects, lookObjects].reduce(into: [:]) { all, objects in
        all.merge(objects) { first, _ in first }
    }

    /// The card itself, its small objects, a person of `people`, and an image given as a file.
    static let cardObjects: [String: SchemaObject] = [
        "card": SchemaObject(keys: CardKeys.card, values: [
            "width": .number(CardLimits.widthRange),
            "height": .number(CardLimits.heightRange),
            "fit": .boolean,
            "scale": .number(CardLimits.scaleRange),
            "theme": .choice(CardSpec.Theme.self),
            "look": .anyOf([.choice(Look.Name.self), .object("look")]),
            "background": .anyOf([.color, .constant(.string("transparent"))]),
            "padding": .number(CardLimits.paddingRange),
            "font": .object("font"),
            "direction": .choice(CardSpec.Direction.self),
            "title": .shortText,
            "bubbleBorder": .object("bubbleBorder"),
            // Each name is short text (at most `maxShortTextCharacters`, no NUL): a map's keys are not described.
            "people": .map(.object("person"), count: CardLimits.maxPeople),
            "avatars": .choice(CardSpec.AvatarMode.self),
            "names": .choice(CardSpec.NamePlacement.self),
            // An object with a "service" key is read as a service item, any other as a message.
            "messages": .array(.anyOf([.object("message"), .object("service")]), count: CardLimits.messageCountRange),
            // Names the schema for editors; nothing is drawn from it.
            "$schema": .text(characters: CardLimits.maxLinkCharacters),
        ], required: ["messages"],
        note: "People's names are at most \(CardLimits.maxShortTextCharacters) characters; the card holds at most "
            + "\(CardLimits.imagesPerCard) different images and \(CardLimits.pixelsPerCard) decoded pixels in all."),
        "bubbleBorder": SchemaObject(keys: CardKeys.bubbleBorder, values: [
            "width": .number(CardLimits.borderWidthRange),
            "color": .color,
        ]),
        "font": SchemaObject(keys: CardKeys.font, values: [
            "family": .shortText,
            "size": .number(CardLimits.fontSizeRange),
        ], note: fontFamilyNote),
        "person": SchemaObject(keys: CardKeys.person, values: [
            "color": .color,
            "avatar": .image,
        ]),
        "imageFile": SchemaObject(keys: CardKeys.imageFile, values: [
            "file": .text(characters: ImageSources.maxPathCharacters),
        ], required: ["file"],
        note: "A path inside the card's folder (only the chatcard command reads files) to a PNG, JPEG, WebP or GIF image "
            + "of at most \(CardLimits.maxImageBytes) bytes."),
    ]

    /// What `CardDecoder.fontFamily` checks of a `family`.
    static let fontFamilyNote = "`family` names an installed font family or a generic one (\(FontFamilies.generic.joined(separator: ", "))), "
        + "or a comma-separated list of up to \(FontFamilies.maxListLength) of them."
}
