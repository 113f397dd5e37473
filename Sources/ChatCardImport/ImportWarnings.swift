/// What an import could not carry into the card, counted by kind ("3× voice message, drawn as a
/// placeholder"): printed on stderr by the CLI, returned beside the card by the library and the service.
/// Nothing is dropped without a warning. Kinds can name the source's own words (an unknown field), so they
/// are bounded: at most `maxKinds` kinds of at most `maxKindLength` characters, the rest counted together.
public struct ImportWarnings: Sendable, Equatable, CustomStringConvertible {
    /// Kind → how many times, in the order first met.
    public private(set) var counts: [(kind: String, count: Int)] = []
    private var index: [String: Int] = [:]

    public static let maxKinds = 64
    public static let maxKindLength = 160
    static let otherKinds = "other warnings (more kinds than are listed)"

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    mutating func add(_ kind: String, _ times: Int = 1) {
        guard times > 0 else { return }
        var kind = kind.count > Self.maxKindLength ? String(kind.prefix(Self.maxKindLength - 1)) + "…" : kind
        if index[kind] == nil, counts.count >= Self.maxKinds - 1 { kind = Self.otherKinds }
        if let i = index[kind] {
            counts[i].count += times
        } else {
            index[kind] = counts.count
            counts.append((kind, times))
        }
    }

    mutating func merge(_ other: ImportWarnings) {
        for (kind, count) in other.counts { add(kind, count) }
    }

    /// One line a kind: "2× entity of type bank_card, drawn as plain text".
    public var lines: [String] { counts.map { "\($0.count)× \($0.kind)" } }
    public var description: String { lines.joined(separator: "\n") }

    public static func == (a: ImportWarnings, b: ImportWarnings) -> Bool {
        a.counts.map(\.kind) == b.counts.map(\.kind) && a.counts.map(\.count) == b.counts.map(\.count)
    }
}
