import ChatCard

/// A JSON object of a source format, read leniently (newer versions add fields) but type-checked: a field
/// of the wrong type is refused with its path in the source's own vocabulary.
struct SourceObject {
    let path: String
    private let members: Members

    init(_ json: JSONValue, path: String) throws(ImportError) {
        guard case .object(let list) = json else { throw ImportError(path: path, message: "expected an object, found \(json.typeName)") }
        (self.path, self.members) = (path, Members(list: list))
    }

    private init(path: String, members: Members) { (self.path, self.members) = (path, members) }

    /// An object's members as parsed (each key once: the parser keeps the last of a repeated one), found by
    /// a linear search: a message has a few dozen keys, and hashing them into a dictionary was most of what
    /// reading a 100,000-message export cost.
    struct Members {
        let list: [(key: String, value: JSONValue)]
        subscript(key: String) -> JSONValue? { list.first { $0.key == key }?.value }
        var keys: [String] { list.map(\.key) }
        func filter(_ keep: ((key: String, value: JSONValue)) -> Bool) -> Members { Members(list: list.filter(keep)) }
    }

    /// The object without the members libraries write for what is not there: null, false and []. Bot API
    /// libraries serialise every field with its default (`"delete_chat_photo": false`, `"new_chat_members":
    /// []`); a flag or a list counts only when it says something. (Not for objects whose false differs from
    /// absent, as a poll's `is_anonymous`.)
    func withoutDefaults() -> SourceObject {
        SourceObject(path: path, members: members.filter { $0.value != .null && $0.value != .bool(false) && $0.value != .array([]) })
    }

    var keys: [String] { members.keys }
    func has(_ key: String) -> Bool { members[key] != nil && members[key] != .null }
    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    func value(_ key: String) -> JSONValue? { members[key] == .null ? nil : members[key] }

    func string(_ key: String) throws(ImportError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw ImportError(path: child(key), message: "expected a string, found \(other.typeName)")
        }
    }

    /// A whole number, or a string of digits (Telegram Desktop writes unix times as strings).
    func integer(_ key: String) throws(ImportError) -> Int64? {
        switch members[key] {
        case nil, .null?: return nil
        case .number(let n)? where n == n.rounded() && abs(n) <= 9.007e15: return Int64(n)
        case .string(let s)? where Int64(s) != nil: return Int64(s)
        case let other?: throw ImportError(path: child(key), message: "expected a whole number, found \(other.typeName)")
        }
    }

    /// An id: a number or a string, kept as text.
    func id(_ key: String) throws(ImportError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .number(let n)? where n == n.rounded() && abs(n) <= 9.007e15: return String(Int64(n))
        case .string(let s)?: return s
        case let other?: throw ImportError(path: child(key), message: "expected an id, found \(other.typeName)")
        }
    }

    func bool(_ key: String) throws(ImportError) -> Bool? {
        switch members[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        case let other?: throw ImportError(path: child(key), message: "expected true or false, found \(other.typeName)")
        }
    }

    func object(_ key: String) throws(ImportError) -> SourceObject? {
        guard let value = value(key) else { return nil }
        return try SourceObject(value, path: child(key))
    }

    func array(_ key: String) throws(ImportError) -> [JSONValue]? {
        switch members[key] {
        case nil, .null?: return nil
        case .array(let items)?: return items
        case let other?: throw ImportError(path: child(key), message: "expected an array, found \(other.typeName)")
        }
    }

    /// Each object of an array field, with its path.
    func objects(_ key: String) throws(ImportError) -> [SourceObject] {
        guard let items = try array(key) else { return [] }
        var objects: [SourceObject] = []
        for (i, item) in items.enumerated() { objects.append(try SourceObject(item, path: "\(child(key))[\(i)]")) }
        return objects
    }
}
