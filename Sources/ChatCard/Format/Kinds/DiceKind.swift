import Foundation

/// A Telegram dice message: the game's emoji and where it landed (Bot API `dice`).
public struct DiceSpec: Sendable, Equatable {
    /// The six games, by their emoji.
    public enum Game: String, Sendable, CaseIterable {
        case die = "🎲", darts = "🎯", basketball = "🏀", football = "⚽", bowling = "🎳", slots = "🎰"

        /// The values the game lands on (Bot API): 1–6, 1–5 for the balls, 1–64 for the slot machine.
        package var values: ClosedRange<Int> {
            switch self {
            case .die, .darts, .bowling: 1...6
            case .basketball, .football: 1...5
            case .slots: 1...64
            }
        }
    }

    package var game: Game
    package var value: Int

    public init(game: Game, value: Int) { (self.game, self.value) = (game, value) }
}

/// The `dice` kind of the card format: `{"emoji": "🎯", "value": 6}`. It stands alone, as in Telegram.
enum DiceKind: MessageKindDescriptor {
    static let kind = AttachmentKind.dice
    static let fields = ["emoji", "value"]
    static let imageFields: [String] = []
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    /// `value`'s range is the game's own: the schema gives the widest, the note each game's.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "emoji": .choice(DiceSpec.Game.self),
        "value": .number(Double(anyGameValues.lowerBound)...Double(anyGameValues.upperBound), whole: true),
    ], required: ["emoji", "value"],
    note: "`value` is within the game's own range: "
        + DiceSpec.Game.allCases.map { "\($0.values.lowerBound)–\($0.values.upperBound) for \($0.rawValue)" }.joined(separator: ", ") + ".")]
    /// The values some game lands on.
    static let anyGameValues = DiceSpec.Game.allCases.map(\.values).reduce(DiceSpec.Game.die.values) {
        min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound)
    }

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> DiceSpec {
        let game = try JSONReader.choice(a.required("emoji"), path: a.child("emoji"), DiceSpec.Game.self)
        let range = game.values
        let value = try CardDecoder.wholeNumber(a, "value", in: Double(range.lowerBound)...Double(range.upperBound), required: true)!
        return DiceSpec(game: game, value: Int(value))
    }

    static func encode(_ spec: DiceSpec) -> JSONValue {
        .object([("emoji", .string(spec.game.rawValue)), ("value", .number(Double(spec.value)))])
    }

    static func images(of spec: DiceSpec) -> [ImageSpec] { [] }
    static func wrap(_ spec: DiceSpec) -> AttachmentSpec { .dice(spec) }
    static let standsAlone = true
}

extension DiceSpec: KindSpec { typealias Descriptor = DiceKind }
