import Foundation
import PropertyBased
import Testing
@testable import ChatCard

/// The card format's own JSON parser: strict where RFC 8259 is, and in agreement with Foundation on
/// every valid document.
@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }
    static func reason(_ text: String) -> String {
        do { _ = try parse(text); return "no error" } catch { return error.reason }
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        #expect(try Self.parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try Self.parse(#""\u00e9\u4e2d""#) == .string("é中"))
        #expect(try Self.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(Self.reason(#""\ud83d""#) == "unpaired surrogate in \\u escape")
        #expect(Self.reason(#""\ude00""#) == "unpaired surrogate in \\u escape")
        #expect(Self.reason(#""\ud83d\u0041""#) == "invalid low surrogate in \\u escape")
        #expect(Self.reason(#""\x""#) == "invalid escape '\\x'")
        #expect(Self.reason(#""\u12G4""#) == "invalid hex digit in \\u escape")
    }

    @Test func controlCharactersAndBadUTF8AreRefused() {
        #expect(Self.reason("\"a\u{1}b\"") == "control character in string (escape it)")
        #expect(Self.reason("\"tab\there\"") == "control character in string (escape it)")
        #expect((try? JSONParser.parse([0x22, 0xC3, 0x28, 0x22])) == nil, "invalid UTF-8")
    }

    @Test func aByteOrderMarkIsToleratedOnlyAtTheStart() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
        #expect((try? JSONParser.parse(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF])) == nil)
    }

    @Test func nestingIsLimited() throws {
        let deep = String(repeating: "[", count: JSONParser.maxDepth + 1) + String(repeating: "]", count: JSONParser.maxDepth + 1)
        #expect(Self.reason(deep) == "nesting deeper than \(JSONParser.maxDepth) levels")
        let fine = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        _ = try Self.parse(fine)
    }

    @Test func numbersFollowTheGrammar() throws {
        #expect(try Self.parse("-0.5e+2") == .number(-50))
        for bad in ["01", "1.", ".5", "+1", "1e", "-", "0x10", "Infinity"] {
            #expect(Self.reason(bad) != "no error", "\(bad) must be refused")
        }
    }

    // MARK: Agreement with Foundation on random valid documents

    /// A JSON tree drawn from a list of random numbers (consumed from the front).
    static func tree(_ numbers: inout ArraySlice<Int>, depth: Int = 0) -> JSONValue {
        let n = numbers.popFirst() ?? 0
        let pieces = ["a", "é", "中", "😀", "\"", "\\", "/", "\n", "\u{1}", "\u{7F}", " ", "x y", "\u{200F}"]
        switch (depth < 4 ? n : n % 5) % 7 {
        case 0: return .null
        case 1: return .bool(n % 2 == 0)
        case 2: return .number(Double((n >> 3) % 2_000_000_000 - 1_000_000_000))
        case 3: return .number(Double((n >> 3) % 4096) / 8)
        case 4: return .string((0..<(n >> 3) % 6).map { i in pieces[(n >> (4 + i)) % pieces.count] }.joined())
        case 5: return .array((0..<(n >> 3) % 5).map { _ in tree(&numbers, depth: depth + 1) })
        default:
            var seen = Set<String>()
            var members: [(key: String, value: JSONValue)] = []
            for i in 0..<(n >> 3) % 5 where seen.insert("k\(i)\(pieces[(n >> i) % pieces.count])").inserted {
                members.append(("k\(i)\(pieces[(n >> i) % pieces.count])", tree(&numbers, depth: depth + 1)))
            }
            return .object(members)
        }
    }

    static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let b): b
        case .number(let d): d
        case .string(let s): s
        case .array(let items): items.map(foundationObject)
        case .object(let members): Dictionary(uniqueKeysWithValues: members.map { ($0.key, foundationObject($0.value)) })
        }
    }

    /// Objects compared as sets of members: Foundation does not keep key order.
    static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(sorted))
        case .object(let members): .object(members.map { ($0.key, sorted($0.value)) }.sorted { $0.0 < $1.0 })
        default: value
        }
    }

    @Test func agreesWithFoundationOnValidDocuments() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max).array(of: 1...60)) { numbers in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            var slice = numbers[...]
            let tree = Self.tree(&slice)
            let wrapped = JSONValue.array([tree])  // Foundation writes only arrays and objects at the top
            guard let data = try? JSONSerialization.data(withJSONObject: Self.foundationObject(wrapped), options: [.fragmentsAllowed]) else {
                Issue.record("Foundation could not write \(tree)")
                return
            }
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
            let parsed = try? JSONParser.parse([UInt8](data))
            #expect(parsed.map(Self.sorted) == Self.sorted(wrapped), "\(String(decoding: data, as: UTF8.self))")
        }
    }
}
