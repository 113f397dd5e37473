import Canvas
import ChatCardSupport

/// Reads one JSON object field by field, knowing its path, and refuses keys nobody asked for.
struct JSONReader {
    let path: String
    private let members: [(key: String, value: JSONValue)]
    private let known: [String]

    init(_ value: JSONValue, path: String, known: [String]) throws(CardError) {
        guard case .object(let members) = value else {
            throw CardError(path: path, message: "expected an object, found \(value.typeName)")
        }
        self.path = path
        self.members = members
        self.known = known
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw CardError(path: child(ShortQuote.of(unknown.key)), message: "unknown key; valid keys: \(known.joined(separator: ", "))")
        }
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Whether `key` is given: null is absent, as `value` reads it.
    func has(_ key: String) -> Bool { value(key) != nil }

    func value(_ key: String) -> JSONValue? {
        guard let v = members.first(where: { $0.key == key })?.value, v != .null else { return nil }
        return v
    }

    func required(_ key: String) throws(CardError) -> JSONValue {
        guard let v = value(key) else { throw CardError(path: child(key), message: "is required") }
        return v
    }

    func string(_ key: String, maxCharacters: Int = CardLimits.maxShortTextCharacters) throws(CardError) -> String? {
        guard let v = value(key) else { return nil }
        return try Self.string(v, path: child(key), maxCharacters: maxCharacters)
    }

    static func string(_ v: JSONValue, path: String, maxCharacters: Int) throws(CardError) -> String {
        guard case .string(let s) = v else { throw CardError(path: path, message: "expected a string, found \(v.typeName)") }
        // Count cheaply first: UTF-8 bytes bound the character count from above.
        if s.utf8.count > maxCharacters, s.count > maxCharacters {
            throw CardError(path: path, message: "is \(s.count) characters long; the limit is \(maxCharacters)")
        }
        if s.unicodeScalars.contains(where: { $0.value == 0 }) {
            throw CardError(path: path, message: "contains a NUL character")
        }
        return s
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(CardError) -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v else { throw CardError(path: child(key), message: "expected a number, found \(v.typeName)") }
        guard range.contains(n) else {
            throw CardError(path: child(key), message: "\(format(n)) is out of range; allowed \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return n
    }

    func bool(_ key: String) throws(CardError) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else { throw CardError(path: child(key), message: "expected true or false, found \(v.typeName)") }
        return b
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(CardError) -> T? where T.RawValue == String {
        guard let v = value(key) else { return nil }
        return try Self.choice(v, path: child(key), type)
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ v: JSONValue, path: String, _ type: T.Type) throws(CardError) -> T
    where T.RawValue == String {
        let valid = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let s) = v else { throw CardError(path: path, message: "expected one of \(valid), found \(v.typeName)") }
        guard let value = T(rawValue: s) else { throw CardError(path: path, message: "unknown value \(ShortQuote.quoted(s)); valid: \(valid)") }
        return value
    }

    func color(_ key: String) throws(CardError) -> Color? {
        guard let v = value(key) else { return nil }
        return try Self.color(v, path: child(key))
    }

    static func color(_ v: JSONValue, path: String) throws(CardError) -> Color {
        guard case .string(let s) = v else { throw CardError(path: path, message: "expected a color string like \"#0A84FF\", found \(v.typeName)") }
        do { return try Color(hex: s) } catch { throw CardError(path: path, message: error.description) }
    }

    func array(_ key: String) throws(CardError) -> [JSONValue]? {
        guard let v = value(key) else { return nil }
        guard case .array(let items) = v else { throw CardError(path: child(key), message: "expected an array, found \(v.typeName)") }
        return items
    }
}
