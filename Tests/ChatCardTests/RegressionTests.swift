import ChatCard
import Foundation
import ImageCodecs
import Testing

/// Inputs the fuzzer (scripts/fuzz.sh) found: each must render or be refused as bad input, never crash.
@Suite struct RegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()) ?? []

    @Test func thereAreRegressions() { #expect(!Self.files.isEmpty) }

    /// The signature each format's bytes start with.
    static let signatures: [OutputFormat: [UInt8]] = [
        .png: [0x89, 0x50, 0x4E, 0x47], .pdf: Array("%PDF".utf8), .svg: Array("<?xml".utf8), .webp: Array("RIFF".utf8),
    ]

    /// A file whose name ends in `.refused.json` is bad input: refused with its field's path. Any other
    /// renders in every format, whole: the format's bytes, a PNG as large as the card's frames say.
    @Test(arguments: files)
    func rendersOrRefuses(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        if file.hasSuffix(".refused.json") {
            do {
                _ = try Card(json: data).render()
                Issue.record("\(file) rendered; it is bad input")
            } catch let error as CardError {
                #expect(!error.path.isEmpty && !error.message.isEmpty, "\(error)")
            } catch RenderError.card(let error) {
                #expect(!error.path.isEmpty && !error.message.isEmpty, "\(error)")
            }
            return
        }
        let card = try Card(json: data)
        for format in OutputFormat.allCases {
            let bytes = try card.render(format: format)
            #expect(bytes.starts(with: Self.signatures[format]!), "\(file) as \(format)")
        }
        let size = try card.frames().size, info = try ImageInfo(card.render())
        #expect(info.width == Int((size.width * card.spec.scale).rounded()) && info.height == Int((size.height * card.spec.scale).rounded()),
                "\(file): \(info.width)×\(info.height) for \(size) at scale \(card.spec.scale)")
    }
}
