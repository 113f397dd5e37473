import Canvas
import Foundation
import GoldenCases
import GoldenImage
import ImageCodecs
import Testing

/// Every golden picture, as Cairo drew it (premultiplied pixels), written by the fast PNG encoder and
/// read back by libspng and by the reference decoder: both must give exactly the canvas's pixels.
@Suite(.serialized) struct GoldenEncodingTests {
    @Test(arguments: GoldenCatalog.all.map(\.name))
    func fastEncodingRoundTrips(_ name: String) throws {
        let canvas = try #require(GoldenCatalog.named(name)).render()
        let pixels = try canvas.rgbaImage()
        let png = try canvas.pngData(compression: .fast)
        #expect(try RGBAImage(png: png) == pixels)
        #expect(try ReferencePNGDecoder.decode(png) == pixels)
    }

    /// Rendered UI is what the fast encoder is for: over all goldens its files stay within 5% of
    /// libdeflate level 2's.
    @Test func fastFilesStayWithinFivePercentOfLibdeflate() throws {
        var fast = 0, small = 0
        for golden in GoldenCatalog.all {
            let canvas = try golden.render()
            fast += try canvas.pngData(compression: .fast).count
            small += try canvas.pngData(compression: .small(level: 2)).count
        }
        #expect(Double(fast) <= Double(small) * 1.05, "fast \(fast) bytes, libdeflate level 2 \(small) bytes")
    }
}
