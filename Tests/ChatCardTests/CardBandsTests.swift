@testable import ChatCard
import Foundation
import GoldenCases
import ImageCodecs
import Testing

/// A card drawn in bands of rows is the card drawn whole, byte for byte, picture and ground, over every golden card
/// (wallpapers, photos, shadows, tails, reactions on edges), with bands of an odd height (97 rows) that cut through all of it.
@Suite struct CardBandsTests {
    static let cases = GoldenCatalog.all.filter { $0.card != nil }

    @Test func everyGoldenCardIsACard() { #expect(Self.cases.count > 40) }

    @Test(arguments: cases) func bandsStitchToTheWholeCard(golden: GoldenCase) throws {
        let make = try #require(golden.card)
        let card = try make()
        let whole = try card.layers()
        let bands = try card.bands(rowsPerBand: 97)
        #expect(bands.width == whole.picture.width && bands.height == whole.picture.height)
        #expect(bands.rows == whole.rows)
        let picture = try bands.pixels(0..<bands.height), ground = try bands.pixels(0..<bands.height, ground: true)
        let differing = Self.differingRows(picture, whole.picture.pixels, width: bands.width)
        #expect(differing.isEmpty, "\(golden.name): the picture differs in rows \(differing)")
        let groundDiffering = Self.differingRows(ground, whole.ground.pixels, width: bands.width)
        #expect(groundDiffering.isEmpty, "\(golden.name): the ground differs in rows \(groundDiffering)")
    }

    static func differingRows(_ a: [UInt8], _ b: [UInt8], width: Int) -> [Int] {
        guard a.count == b.count else { return [-1] }
        return stride(from: 0, to: a.count, by: width * 4).filter { a[$0..<($0 + width * 4)] != b[$0..<($0 + width * 4)] }.map { $0 / (width * 4) }.prefix(8).map { $0 }
    }
}
