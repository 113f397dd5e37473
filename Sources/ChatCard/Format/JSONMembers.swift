import Canvas
import Foundation

/// The members of an object `CardEncoder` writes, in the card format's order; a value equal to the
/// decoder's default is left out, so a card written back reads as it was written.
struct JSONMembers {
    private(set) var members: [(key: String, value: JSONValue)] = []

    var value: JSONValue { .object(members) }
    /// The object, or nil when it has no members (an optional object left out).
    var nonEmpty: JSONValue? { members.isEmpty ? nil : value }

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    mutating func add(_ key: String, _ text: String?) { add(key, text.map(JSONValue.string)) }

    mutating func add(_ key: String, _ number: Double?, unless fallback: Double? = nil) {
        if let number, number != fallback { add(key, .number(number)) }
    }

    mutating func add(_ key: String, _ number: Int?) { add(key, number.map { Double($0) }) }

    /// A flag, written when it differs from the decoder's default.
    mutating func add(_ key: String, _ flag: Bool, unless fallback: Bool = false) {
        if flag != fallback { add(key, .bool(flag)) }
    }

    mutating func add(_ key: String, _ flag: Bool?) { add(key, flag.map(JSONValue.bool)) }

    mutating func add(_ key: String, _ color: Color?) { add(key, color?.hexString) }

    mutating func add<Choice: RawRepresentable<String> & Equatable>(_ key: String, _ choice: Choice?, unless fallback: Choice? = nil) {
        if let choice, choice != fallback { add(key, .string(choice.rawValue)) }
    }

    mutating func add(_ key: String, _ image: ImageSpec?) { add(key, image.map(CardEncoder.image)) }

    mutating func add(_ key: String, items: [JSONValue]) {
        if !items.isEmpty { add(key, .array(items)) }
    }
}
