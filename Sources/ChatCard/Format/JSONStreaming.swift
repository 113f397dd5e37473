/// A step of a path the streamed parse watches: an object's key, or any index of an array.
package enum JSONPathStep: Sendable, Equatable {
    case key(String)
    case anyIndex
}

/// An array whose elements a streamed parse hands out one at a time.
package struct JSONStreamedArray {
    /// Where it is, as errors name it ("chats.list[2].messages").
    package let path: String
    /// The members of the object holding it that came before it (a chat's `name`, `type` and `id` come before
    /// its `messages` in Telegram's exports).
    package let siblings: [(key: String, value: JSONValue)]
}

extension JSONValue {
    /// Parses a document too large to hold as values: the elements of the arrays at `arrays` (paths of
    /// steps) go to `element` one at a time and are not kept (those arrays are empty in the result), so the
    /// memory a parse holds is the rest of the document and one element. `element` returns false to stop
    /// the parse (it then throws `JSONStreamStopped`). `consumed` hears how far the parse has read after
    /// each element, so that a caller holding the bytes can let go of what lies before.
    package static func parse(
        _ bytes: UnsafeRawBufferPointer, streaming arrays: [[JSONPathStep]],
        element: (JSONStreamedArray, Int, JSONValue) -> Bool, consumed: (Int) -> Void = { _ in },
        duplicates: JSONDuplicateKeys? = nil
    ) throws(JSONSyntaxError) -> JSONValue {
        let stream = JSONStream(patterns: arrays)
        var p = JSONParser(bytes)
        p.duplicates = duplicates
        return try p.document { (p: inout JSONParser) throws(JSONSyntaxError) in
            try stream.value(&p, at: JSONStream.Place(steps: [], path: "", siblings: []), element: element, consumed: consumed)
        }
    }

    /// The first key of a document that is an object, read as the parser reads it (nil for anything else):
    /// a peek that tells a wrapper from the document it wraps without parsing the rest.
    package static func firstKey(of bytes: UnsafeRawBufferPointer) -> String? {
        var p = JSONParser(bytes)
        p.skipSpace()
        guard p.i < bytes.count, bytes[p.i] == UInt8(ascii: "{") else { return nil }
        p.i += 1
        p.skipSpace()
        guard p.i < bytes.count, bytes[p.i] == UInt8(ascii: "\"") else { return nil }
        return try? p.string()
    }

    /// The reason a stopped parse gives.
    package static let streamStopped = "the reader stopped the parse"
}

/// The walk of a streamed parse: follows the document only as deep as a watched path goes; below that the
/// ordinary parser reads.
private struct JSONStream {
    let patterns: [[JSONPathStep]]

    struct Place {
        var steps: [JSONPathStep]
        /// `steps` in words.
        var path: String
        var siblings: [(key: String, value: JSONValue)]
    }

    /// The value at the parser's position, at `place`.
    func value(
        _ p: inout JSONParser, at place: Place, element: (JSONStreamedArray, Int, JSONValue) -> Bool, consumed: (Int) -> Void
    ) throws(JSONSyntaxError) -> JSONValue {
        let (steps, path) = (place.steps, place.path)
        let watched = patterns.filter { $0.count >= steps.count && zip($0, steps).allSatisfy(Self.matches) }
        guard !watched.isEmpty, p.i < p.bytes.count, steps.count < JSONParser.maxDepth else { return try p.value(depth: steps.count) }
        switch p.bytes[p.i] {
        case UInt8(ascii: "["):
            if watched.contains(where: { $0.count == steps.count }) {
                let array = JSONStreamedArray(path: path, siblings: place.siblings)
                return try p.array(keep: false) { (p: inout JSONParser, index: Int) throws(JSONSyntaxError) in
                    let item = try p.value(depth: steps.count + 1)
                    guard element(array, index, item) else { throw p.error(JSONValue.streamStopped) }
                    consumed(p.i)
                    return .null
                }
            }
            return try p.array { (p: inout JSONParser, index: Int) throws(JSONSyntaxError) in
                let child = Place(steps: steps + [.anyIndex], path: path + "[\(index)]", siblings: [])
                return try value(&p, at: child, element: element, consumed: consumed)
            }
        case UInt8(ascii: "{"):
            return try p.object { (p: inout JSONParser, key: String, before: [(key: String, value: JSONValue)]) throws(JSONSyntaxError) in
                let child = Place(steps: steps + [.key(key)], path: path.isEmpty ? key : path + "." + key, siblings: before)
                return try value(&p, at: child, element: element, consumed: consumed)
            }
        default:
            return try p.value(depth: steps.count)
        }
    }

    /// A pattern's step against the document's (`.anyIndex` in a document path: an array element).
    private static func matches(_ pair: (JSONPathStep, JSONPathStep)) -> Bool {
        switch pair {
        case (.anyIndex, .anyIndex): true
        case (.key(let a), .key(let b)): a == b
        default: false
        }
    }
}
