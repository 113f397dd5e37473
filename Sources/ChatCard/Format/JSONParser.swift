import Canvas
import ChatCardSupport
import Foundation

package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let reason: String
    package var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
}

/// Duplicate keys a lenient parse met (by where they are, so a document parsed twice counts each once);
/// the last of each was taken. For imports: exports are written by many tools, and some repeat a key.
package final class JSONDuplicateKeys: @unchecked Sendable {
    package private(set) var offsets = Set<Int>()
    /// Repeats remembered at most (a document of nothing but repeated keys is counted this far).
    static let maxCounted = 100_000
    package init() {}

    func count(at offset: Int) { if offsets.count < Self.maxCounted { offsets.insert(offset) } }
}

/// A strict RFC 8259 parser: no trailing commas, no comments, no duplicate keys, finite numbers only,
/// nesting at most `maxDepth` deep. Errors carry line and column.
struct JSONParser {
    static let maxDepth = 64
    /// Objects with fewer members look for a repeated key among them one by one.
    static let linearKeySearch = 16
    /// Borrowed for the parse only (a large export is not copied).
    let bytes: UnsafeRawBufferPointer
    var i = 0
    /// Where duplicate keys are counted and the last one taken; nil: refused (the card format).
    var duplicates: JSONDuplicateKeys?

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }  // tolerate a UTF-8 byte order mark
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBytes { raw in Result { () throws(JSONSyntaxError) in try parse(raw) } }.get()
    }

    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        try data.withUnsafeBytes { raw in Result { () throws(JSONSyntaxError) in try parse(raw) } }.get()
    }

    static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes)
        return try p.document { (p: inout JSONParser) throws(JSONSyntaxError) in try p.value(depth: 0) }
    }

    /// The whole input as one value (read by `read`), nothing after it but white space.
    mutating func document(_ read: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue) throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        let value = try read(&self)
        skipSpace()
        guard i == bytes.count else { throw error("unexpected text after the end of the document") }
        return value
    }

    func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? i, bytes.count)
        var line = 1, column = 1
        var k = 0
        while k < end {
            if bytes[k] == UInt8(ascii: "\n") { line += 1; column = 1 }
            else if bytes[k] & 0xC0 != 0x80 { column += 1 }  // count characters, not UTF-8 continuation bytes
            k += 1
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    var current: String {
        guard i < bytes.count else { return "the end of the input" }
        let b = bytes[i]
        return b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : String(format: "byte 0x%02X", b)
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        guard i < bytes.count else { throw error("expected a value but found the end of the input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value but found \(current)")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else {
            throw error("expected a value but found \(current)")
        }
        i += w.count
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try object { (p: inout JSONParser, _, _) throws(JSONSyntaxError) in try p.value(depth: depth + 1) }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try array { (p: inout JSONParser, _) throws(JSONSyntaxError) in try p.value(depth: depth + 1) }
    }

    /// An object at `i`, each member's value read by `member` (given its key and the members before it).
    mutating func object(
        member: (inout JSONParser, String, [(key: String, value: JSONValue)]) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        // Where each key is, by linear search while the object is small (most are: hashing every key of every
        // object was a tenth of reading a long export), in a dictionary past that.
        var positions: [String: Int]?
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object([]) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in quotes but found \(current)") }
            let keyStart = i
            let key = try string()
            if positions == nil, members.count >= Self.linearKeySearch {
                positions = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 })
            }
            let earlier = positions.map { $0[key] } ?? members.firstIndex { $0.key == key }
            if earlier != nil {
                guard let duplicates else { throw error("duplicate key \(ShortQuote.quoted(key))", at: keyStart) }
                duplicates.count(at: keyStart)
            }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the key but found \(current)") }
            i += 1
            skipSpace()
            let value = try member(&self, key, members)
            // A repeated key (a lenient parse) takes the earlier one's place: last wins in constant time.
            if let earlier { members[earlier].value = value } else {
                positions?[key] = members.count
                members.append((key, value))
            }
            skipSpace()
            guard i < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}' but found \(current)")
        }
    }

    /// An array at `i`, each element read by `element` (given its index); `keep` false drops them (they were
    /// handed out).
    mutating func array(
        keep: Bool = true, element: (inout JSONParser, Int) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array([]) }
        var index = 0
        while true {
            skipSpace()
            let item = try element(&self, index)
            if keep { items.append(item) }
            index += 1
            skipSpace()
            guard i < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']' but found \(current)")
        }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in string", at: start) }
                return s
            case UInt8(ascii: "\\"):
                i += 1
                guard i < bytes.count else { throw error("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'", at: i - 2)
                }
            case 0..<0x20:
                throw error("control character in string (escape it)")
            default:
                out.append(b); i += 1
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw error("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v * 16 + d; i += 1
        }
        return v
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { throw error("incomplete number", at: start) }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { throw error("invalid number", at: start) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point", at: start) }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw error("number \(ShortQuote.of(text)) is out of range", at: start) }
        return v
    }
}
