import Foundation

extension Encodable {
    /// Indented, keys sorted (stable for diffs and tests), slashes kept readable.
    func prettyJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
