import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing

@Suite struct AssertGoldenTests {
    let directory = NSTemporaryDirectory() + "chatcard-goldens-\(UUID().uuidString)"

    static func canvas(_ color: Color) throws -> Canvas {
        let c = try Canvas(size: Size(width: 20, height: 20), scale: 1, background: .white)
        c.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), with: .color(color))
        return c
    }

    @Test func missingGoldenFailsWithTheRecordCommand() throws {
        do {
            try assertGolden(Self.canvas(.black).pngData(), named: "square", directory: directory, recording: false)
            Issue.record("expected a failure")
        } catch let failure as GoldenFailure {
            let message = "\(failure)"
            #expect(message.contains("CHATCARD_RECORD_GOLDENS=1 swift test --filter missingGoldenFailsWithTheRecordCommand"))
            #expect(message.contains(directory + "/square.png"))
        }
    }

    @Test func recordThenMatchThenFailWithActualAndDiffFiles() throws {
        try assertGolden(Self.canvas(.black).pngData(), named: "square", directory: directory, recording: true)
        try assertGolden(Self.canvas(.black).pngData(), named: "square", directory: directory, recording: false)
        do {
            try assertGolden(Self.canvas(try Color(hex: "#FF3B30")).pngData(), named: "square", directory: directory, recording: false)
            Issue.record("expected a mismatch")
        } catch GoldenFailure.mismatch(_, let summary, let actualPath, let diffPath) {
            #expect(summary.hasPrefix("100 of 400 pixels differ"))
            #expect(FileManager.default.fileExists(atPath: actualPath))
            let diff = try RGBAImage(pngFile: try #require(diffPath))
            #expect(diff[10, 10] == (255, 0, 0, 255))
        }
    }

    @Test func mismatchRatioAllowsSmallDifferences() throws {
        try assertGolden(Self.canvas(.black).pngData(), named: "tolerant", directory: directory, recording: true)
        let c = try Self.canvas(.black)
        c.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))  // 4 of 400 pixels
        try assertGolden(c.pngData(), named: "tolerant", directory: directory, maxMismatchRatio: 0.011, recording: false)
        #expect(throws: GoldenFailure.self) {
            try assertGolden(c.pngData(), named: "tolerant", directory: directory, maxMismatchRatio: 0.005, recording: false)
        }
    }
}
