/// What an import could not carry into the card, counted by kind ("3 messages with a voice note drawn as
/// a placeholder"): printed on stderr by the CLI, returned beside the card by the library and the service.
/// Nothing is dropped without a warning.
public struct ImportWarnings: Sendable, Equatable, CustomStringConvertible {
    /// Kind → how many times, in the order first met.
    public private(set) var counts: [(kind: String, count: Int)] = []

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    mutating func add(_ kind: String, _ times: Int = 1) {
        guard times > 0 else { return }
        if let i = counts.firstIndex(where: { $0.kind == kind }) { counts[i].count += times } else { counts.append((kind, times)) }
    }

    mutating func merge(_ other: ImportWarnings) {
        for (kind, count) in other.counts { add(kind, count) }
    }

    /// One line a kind: "2× an entity of an unknown type (date_time), drawn as plain text".
    public var lines: [String] { counts.map { "\($0.count)× \($0.kind)" } }
    public var description: String { lines.joined(separator: "\n") }

    public static func == (a: ImportWarnings, b: ImportWarnings) -> Bool {
        a.counts.map(\.kind) == b.counts.map(\.kind) && a.counts.map(\.count) == b.counts.map(\.count)
    }
}
