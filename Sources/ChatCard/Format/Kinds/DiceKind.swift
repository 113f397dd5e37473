import Foundation

/// A Telegram dice message: the game's emoji and where it landed (Bot API `dice`).
public struct DiceSpec: Sendable, Equatable {
    /// The six games, by their emoji.
    public enum Game: String, Sendable, CaseIterable {
        case die = "🎲", darts = "🎯", basketball = "🏀", football = "⚽", bowling = "🎳", slots = "🎰"

        /// The values the game lands on (Bot API): 1–6, 1–5 for the balls, 1–64 for the slot machine.
        public var values: ClosedRange<Int> {
            switch self {
            case .die, .darts, .bowling: 1...6
            case .basketball, .football: 1...5
            case .slots: 1...64
            }
        }
    }

    public var game: Game
    public var value: Int

    public init(game: Game, value: Int) { (self.game, self.value) = (game, value) }
}

/// The `dice` kind of the card format: `{"emoji": "🎯", "value": 6}`. It stands alone, as in Telegram.
enum DiceKind: MessageKindDescriptor {
    static let kind = AttachmentKind.dice
    static let fields = ["emoji", "value"]
    static let imageFields: [String] = []

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
