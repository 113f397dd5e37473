import ChatCard
import ChatCardImport
import Foundation

/// The fixtures written for these tests (made up, with the pitfalls real exports have).
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    static func imported(_ name: String, _ format: ImportFormat = .auto, options: ImportOptions = ImportOptions()) throws -> CardImporter.Result {
        try CardImporter(format, options: options).importCard(data(name))
    }

    /// The decoded card's messages.
    static func messages(_ result: CardImporter.Result) throws -> [MessageSpec] { try result.card().spec.messages }
}

extension MessageSpec {
    /// The text of the spans that have `property`.
    func text(where property: (SpanSpec) -> Bool) -> String { spans.filter(property).map(\.text).joined() }
}
