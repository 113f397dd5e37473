import Foundation

extension JSONValue {
    /// Parses JSON strictly (RFC 8259, as the card format is read): for importers of other formats.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(data)
    }

    /// The document as JSON text, keys in their order; `pretty` indents by two spaces, one member a line,
    /// but keeps short arrays of numbers and one-level objects of scalars on one line when they fit.
    package func text(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil, spaced: pretty)
        return out
    }

    private static let inlineWidth = 100

    private func write(into out: inout String, indent: Int?, spaced: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            writeContainer(into: &out, indent: indent, spaced: spaced, open: "[", close: "]", count: items.count) { i, out, inner in
                items[i].write(into: &out, indent: inner, spaced: spaced)
            }
        case .object(let members):
            writeContainer(into: &out, indent: indent, spaced: spaced, open: "{", close: "}", count: members.count) { i, out, inner in
                Self.quote(members[i].key, into: &out)
                out += spaced ? ": " : ":"
                members[i].value.write(into: &out, indent: inner, spaced: spaced)
            }
        }
    }

    private func writeContainer(into out: inout String, indent: Int?, spaced: Bool, open: String, close: String, count: Int,
                                item: (Int, inout String, Int?) -> Void) {
        guard count > 0 else { out += open + close; return }
        if let indent, !isFlat || inlineText.count > Self.inlineWidth {
            let pad = String(repeating: " ", count: indent + 2)
            out += open + "\n"
            for i in 0..<count {
                out += pad
                item(i, &out, indent + 2)
                out += i < count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + close
        } else {
            out += open
            for i in 0..<count {
                if i > 0 { out += spaced ? ", " : "," }
                item(i, &out, nil)
            }
            out += close
        }
    }

    /// Holds only scalars (a reaction, an entity, a reply): written on one line when short.
    private var isFlat: Bool {
        switch self {
        case .array(let items): items.allSatisfy(\.isScalar)
        case .object(let members): members.allSatisfy(\.value.isScalar)
        default: true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private var inlineText: String {
        var out = ""
        write(into: &out, indent: nil, spaced: true)
        return out
    }

    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x2028...0x2029).contains(scalar.value):
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
