/// One value's shape in the card format's JSON Schema (`CardSchema`): what the decoder checks of it that
/// a schema can say (its type, choices, range, count, the keys of its object). Lengths in characters are not
/// said: the decoder counts characters as they are seen (grapheme clusters), a schema counts code points.
indirect enum SchemaNode: Sendable {
    /// Text of at most `characters` characters (said in the description), without NUL.
    case text(characters: Int)
    /// One of these strings.
    case choice([String])
    /// A number in `range`; `whole`: an integer.
    case number(ClosedRange<Double>, whole: Bool = false)
    case boolean
    /// "#RGB", "#RGBA", "#RRGGBB" or "#RRGGBBAA".
    case color
    /// A data URI or `{"file": PATH}`.
    case image
    /// An array of `items`, `count` of them.
    case array(SchemaNode, count: ClosedRange<Int>? = nil)
    /// The object of `CardSchema.objects` with this name (a `$ref` to `#/$defs/NAME`).
    case object(String)
    /// An object of any keys (a person's name), each value `values`, at most `count` of them.
    case map(SchemaNode, count: Int)
    /// Any of these.
    case anyOf([SchemaNode])
    /// Exactly this value.
    case constant(JSONValue)
    /// Any value (a field the decoder keeps without reading, such as an entity's `user`).
    case any

    /// A choice among an enumeration's raw values.
    static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> SchemaNode where T.RawValue == String {
        .choice(T.allCases.map(\.rawValue))
    }

    /// Short text: a name, a label (`CardLimits.maxShortTextCharacters`).
    static var shortText: SchemaNode { .text(characters: CardLimits.maxShortTextCharacters) }
}

/// An object of the card format: its keys (from `CardKeys`, in order), each key's value, and which are required.
struct SchemaObject: Sendable {
    let keys: [String]
    let values: [String: SchemaNode]
    var required: [String] = []
    /// What the decoder checks beyond the keys' shapes, for the description ("give `text` or `spans`, not both").
    var note: String?
}
