import Decorations

extension CardSchema {
    /// A look given as data (`LookObject`): its base, font, bubbles, each theme's colours, borrowed part styles.
    static let lookObjects: [String: SchemaObject] = [
        "look": SchemaObject(keys: CardKeys.look, values: [
            "base": .choice(Look.Name.self),
            "font": .object("lookFont"),
            "bubbles": .object("lookBubbles"),
            "light": .object("lookTheme"),
            "dark": .object("lookTheme"),
            "parts": .object("lookParts"),
        ]),
        "lookFont": SchemaObject(keys: CardKeys.lookFont, values: [
            "family": .shortText,
            "size": .number(CardLimits.fontSizeRange),
            "lineHeight": .number(CardLimits.lookLineHeightRange),
        ], note: fontFamilyNote),
        "lookBubbles": SchemaObject(keys: CardKeys.lookBubbles, values: [
            "radius": .number(CardLimits.lookRadiusRange),
            "joinedRadius": .number(CardLimits.lookRadiusRange),
            "tail": .choice(TailStyle.self),
            "gapInRun": .number(CardLimits.lookGapRange),
            "gapBetweenRuns": .number(CardLimits.lookGapRange),
        ]),
        "lookTheme": SchemaObject(
            keys: CardKeys.lookTheme,
            values: Dictionary(uniqueKeysWithValues: ThemeColor.allCases.map { ($0.rawValue, SchemaNode.color) })
                .merging(["names": .array(.color, count: CardLimits.lookPaletteRange)]) { own, _ in own },
            note: "The colours of `names` are opaque (#RGB, #RRGGBB, or an alpha of F or FF)."),
        "lookParts": SchemaObject(
            keys: CardKeys.lookParts,
            values: Dictionary(uniqueKeysWithValues: LookPart.allCases.map { ($0.rawValue, SchemaNode.choice(Look.Name.self)) })),
    ]
}
