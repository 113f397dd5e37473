import Foundation
import Testing
@testable import ChatCard

/// A source given again is the same bytes: one read, one base64 decode, whatever the number of mentions
/// (a card naming one 10 MB file 500 times held 4.7 GB before).
@Suite struct KnownImagesTests {
    static func storage(_ image: ImageSpec?) -> UnsafeRawPointer? { image?.data.withUnsafeBytes { $0.baseAddress } }

    @Test func aSourceGivenAgainIsReadOnce() throws {
        let uri = try CardImageTests.dataURI("landscape.jpg")
        for (source, files) in [(##""\##(uri)""##, FileAccess.refused), (##"{"file": "landscape.jpg"}"##, .relative(to: CardImageTests.images))] {
            let messages = (0..<30).map { _ in ##"{"from": "them", "text": "x", "image": \##(source)}"## }.joined(separator: ",")
            let card = try Card(json: Data(##"{"people": {"Ana": {"avatar": \##(source)}}, "messages": [\##(messages)]}"##.utf8), files: files)
            let images = card.spec.messages.map(\.image) + [card.spec.people["Ana"]?.avatar]
            #expect(Set(images.map(Self.storage)).count == 1)
            // Each keeps the field it was given at, for errors.
            #expect(images[3]?.path == "messages[3].image" && images.last??.path == "people.Ana.avatar")
        }
    }
}
