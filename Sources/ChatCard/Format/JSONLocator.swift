/// Where the value a card-format path names ("messages[2].reactions[0].count", as `CardError.path` writes it)
/// starts in a JSON document's text: the line an editor shows, from 1. Where the path goes further than the
/// document (a required key that is missing), the deepest value found; the whole document for "".
package enum JSONLocator {
    enum Step: Equatable { case key(String), index(Int) }

    package static func line(of path: String, in text: String) -> Int {
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: bytes)
        let offset = scanner.locate(steps(path))
        return bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// "a.b[2].c" → key a, key b, index 2, key c.
    static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { steps.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.first == "[", let close = rest.firstIndex(of: "]") {
                    guard let i = Int(rest[rest.index(after: rest.startIndex)..<close]) else { break }
                    steps.append(.index(i))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                steps.append(.key(String(rest)))
            }
        }
        return steps
    }

    /// A forgiving walk over the text: it follows the steps and skips everything else.
    struct Scanner {
        let bytes: [UInt8]
        var i = 0

        mutating func locate(_ steps: [Step]) -> Int {
            skipSpace()
            var found = i
            for step in steps {
                guard i < bytes.count else { break }
                switch (step, bytes[i]) {
                case (.key(let key), UInt8(ascii: "{")):
                    guard enterMember(key) else { return found }
                case (.index(let index), UInt8(ascii: "[")):
                    guard enterItem(index) else { return found }
                default:
                    return found
                }
                found = i
            }
            return found
        }

        /// Inside an object at `{`: moves to the value of `key`.
        mutating func enterMember(_ key: String) -> Bool {
            i += 1
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return false }
                let name = readString()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1
                skipSpace()
                if name == key { return true }
                skipValue()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
                i += 1
            }
        }

        /// Inside an array at `[`: moves to item `index`.
        mutating func enterItem(_ index: Int) -> Bool {
            i += 1
            for _ in 0..<index {
                skipSpace()
                skipValue()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
                i += 1
            }
            skipSpace()
            return i < bytes.count && bytes[i] != UInt8(ascii: "]")
        }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        /// A string's text (escapes kept as written, which key names do not need).
        mutating func readString() -> String {
            let start = i + 1
            i += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            let end = min(i, bytes.count)
            i += 1
            return String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
        }

        /// Past one value: a string, or anything up to its matching bracket or the next `,` `}` `]`.
        mutating func skipValue() {
            var depth = 0
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""): _ = readString(); if depth == 0 { return }; continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 { i += 1; return }
                case UInt8(ascii: ","): if depth == 0 { return }
                default: break
                }
                i += 1
            }
        }
    }
}
