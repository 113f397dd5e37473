import Foundation
import Testing
@testable import ChatCard

/// A link preview where each app draws it: WhatsApp's card above the text, a large picture first and the
/// domain last; the others below the text, the site's name first.
@Suite struct PreviewPlacementTests {
    static func frames(_ look: Look.Name, large: Bool) throws -> [ElementFrame] {
        let image = large ? #", "image": "\#(FieldWalkTests.jpeg)", "large": true"# : ""
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "text": "Look at this", "preview": "#
            + #"{"url": "https://swift.org/blog", "site": "Swift.org", "title": "Swift 6.2 Released"\#(image)}}]}"#
        return try Card(json: Data(json.utf8)).frames().of(message: 0)
    }

    @Test(arguments: Look.Name.allCases) func thePreviewGoesWhereTheAppPutsIt(_ look: Look.Name) throws {
        let frames = try Self.frames(look, large: false)
        let preview = try #require(frames.first { $0.kind == .preview }).rect
        let text = try #require(frames.first { $0.kind == .text && $0.text == "Look at this" }).rect
        if look == .whatsapp {
            #expect(preview.maxY <= text.minY, "\(look): the card above the text")
        } else {
            #expect(preview.minY >= text.maxY, "\(look): the preview below the text")
        }
    }

    /// WhatsApp's large picture opens the card; Telegram's closes it.
    @Test(arguments: [Look.Name.whatsapp, .telegram]) func aLargePictureOpensWhatsAppsCard(_ look: Look.Name) throws {
        let frames = try Self.frames(look, large: true)
        let preview = try #require(frames.first { $0.kind == .preview }).rect
        let picture = try #require(frames.first { $0.kind == .photo }).rect
        let middle = preview.midY
        #expect((picture.midY < middle) == (look == .whatsapp), "\(look): picture \(picture) in \(preview)")
    }
}
