import ChatCardSupport
import ImageCodecs
import Foundation

/// Why a golden check failed. Thrown by `assertGolden`, so it fails a Swift Testing `@Test` or an
/// XCTest method the same way (declare the test `throws`). The description says what to do next.
public enum GoldenFailure: Error, CustomStringConvertible {
    case missingGolden(path: String, recordCommand: String)
    case mismatch(name: String, summary: String, actualPath: String, diffPath: String?)
    case unreadableGolden(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingGolden(let path, let command):
            "no golden image at \(path). Record it on purpose with:\n  \(command)"
        case .mismatch(let name, let summary, let actual, let diff):
            "golden \"\(name)\" differs: \(summary)\n  actual: \(actual)" + (diff.map { "\n  diff:   \($0)" } ?? "")
        case .unreadableGolden(let path, let reason):
            "golden \(path) cannot be read: \(reason)"
        }
    }
}

/// Environment switches: `CHATCARD_RECORD_GOLDENS=1` writes or replaces goldens; `CI=true` never records.
public enum GoldenRecording {
    public static let variable = "CHATCARD_RECORD_GOLDENS"

    public static var isEnabled: Bool {
        let env = ProcessInfo.processInfo.environment
        if env["CI"]?.lowercased() == "true" { return false }
        return ["1", "true", "yes"].contains(env[variable]?.lowercased() ?? "")
    }
}

/// Compares PNG bytes with `directory/name.png`. On failure it writes `name.actual.png` and
/// `name.diff.png` into `directory/Failures/` and throws a `GoldenFailure` naming both paths.
public func assertGolden(_ png: Data, named name: String, directory: String, threshold: Double = 0.1,
                         includeAntiAliasing: Bool = false,
                         maxMismatchRatio: Double = 0, recording: Bool = GoldenRecording.isEnabled,
                         testName: String = #function) throws {
    let goldenPath = directory + "/" + name + ".png"
    let actual = try RGBAImage(png: png)

    if recording {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try AtomicFile.write(png, to: goldenPath)
        print("recorded golden \(goldenPath) (\(actual.width)×\(actual.height))")
        return
    }
    guard FileManager.default.fileExists(atPath: goldenPath) else {
        let filter = testName.split(separator: "(").first.map(String.init) ?? name
        throw GoldenFailure.missingGolden(
            path: goldenPath, recordCommand: "\(GoldenRecording.variable)=1 swift test --filter \(filter)")
    }
    let expected: RGBAImage
    do { expected = try RGBAImage(pngFile: goldenPath) } catch {
        throw GoldenFailure.unreadableGolden(path: goldenPath, reason: "\(error)")
    }

    let result = PixelMatch.compare(expected, actual, options: .init(threshold: threshold, includeAntiAliasing: includeAntiAliasing))
    if result.matches(maxMismatchRatio: maxMismatchRatio) { return }

    let failures = directory + "/Failures"
    try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
    let actualPath = failures + "/" + name + ".actual.png"
    try AtomicFile.write(png, to: actualPath)
    var diffPath: String?
    if case .compared(let difference) = result {
        diffPath = failures + "/" + name + ".diff.png"
        try AtomicFile.write(difference.diffImage.pngData(), to: diffPath!)
    }
    let failure = GoldenFailure.mismatch(name: name, summary: result.summary, actualPath: actualPath, diffPath: diffPath)
    print(failure)
    throw failure
}
