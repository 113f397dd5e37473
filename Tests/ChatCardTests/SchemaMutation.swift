import Foundation
@testable import ChatCard

/// A valid card changed in one place: a value of the wrong type, out of its range, not whole, an unknown
/// choice, a NUL in a text; an object with an unknown key; a key removed.
struct SchemaMutation {
    enum Change: String { case wrongType, outOfRange, notWhole, unknownChoice, nul, unknownKey, removed }
    let path: String
    let change: Change
    let document: String

    /// Strings the decoder checks beyond what a schema can say (docs/SCHEMA.md lists them), by the end of their
    /// path: another string there may be refused by the decoder alone.
    static let checkedBeyondTheSchema: [(suffix: String, reason: String)] = [
        ("font.family", "an installed font family"),
        (".file", "a file in the card's folder"),
        ("messages[].text", "entities' offsets and lengths stay within the text"),
    ]

    var beyondTheSchema: Bool {
        let plain = path.replacingOccurrences(of: #"\[\d+\]"#, with: "[]", options: .regularExpression)
        return Self.checkedBeyondTheSchema.contains { plain.hasSuffix($0.suffix) && change == .unknownChoice }
    }

    static let bigStep = 1e13

    /// Every mutation of `root`.
    static func all(of root: JSONValue) -> [SchemaMutation] {
        var out: [SchemaMutation] = []
        func walk(_ value: JSONValue, _ path: String, _ rebuild: @escaping (JSONValue?) -> JSONValue) {
            func add(_ change: Change, _ new: JSONValue?) { out.append(SchemaMutation(path: path, change: change, document: rebuild(new).text(pretty: false))) }
            switch value {
            case .null: break
            case .bool: add(.wrongType, .string("zz"))
            case .number(let n):
                add(.wrongType, .string("zz"))
                add(.outOfRange, .number(n + bigStep))
                add(.outOfRange, .number(-abs(n) - bigStep))
                if n == n.rounded() { add(.notWhole, .number(n + 0.5)) }
            case .string(let s):
                add(.wrongType, .number(12345))
                add(.unknownChoice, .string("zz"))
                if !s.lowercased().hasPrefix("data:") { add(.nul, .string(s + "\u{0}")) }
            case .array(let items):
                add(.wrongType, .object([]))
                for (i, item) in items.enumerated() {
                    walk(item, "\(path)[\(i)]") { new in
                        var changed = items
                        if let new { changed[i] = new } else { changed.remove(at: i) }
                        return rebuild(.array(changed))
                    }
                }
            case .object(let members):
                add(.wrongType, .array([]))
                add(.unknownKey, .object(members + [("zzUnknown", .number(1))]))
                for (i, member) in members.enumerated() {
                    let child = path.isEmpty ? member.key : "\(path).\(member.key)"
                    let replace = { (new: JSONValue?) -> JSONValue in
                        var changed = members
                        if let new { changed[i].value = new } else { changed.remove(at: i) }
                        return rebuild(.object(changed))
                    }
                    out.append(SchemaMutation(path: child, change: .removed, document: replace(nil).text(pretty: false)))
                    walk(member.value, child, replace)
                }
            }
        }
        walk(root, "", { $0 ?? .null })
        return out
    }
}

/// Python's jsonschema (what check-jsonschema is built on) through scripts/check-schema.py: one verdict a
/// document, "ok" or "invalid PATH: MESSAGE".
enum SchemaValidator {
    static func validate(_ documents: [String], schema: String) throws -> [String] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).jsonl")
        try Data(documents.map { $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined().utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CardSchemaTests.root + "/scripts/check-schema.py", schema]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0, lines.count == documents.count else {
            throw ValidatorFailure(message: "check-schema.py exited \(process.terminationStatus) with \(lines.count) verdicts for \(documents.count) documents")
        }
        return lines
    }

    struct ValidatorFailure: Error { let message: String }
}
