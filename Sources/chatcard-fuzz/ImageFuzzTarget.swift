import ImageCodecs
import Foundation

/// The image decoders' fuzz target: any bytes as an image (seeded with the fixture PNG, JPEG, WebP and GIF
/// files). The header is read and checked, the pixels decoded (reduced to a size taken from the input's
/// last byte) and reduced again by the resampler, upright, to two sizes (no Cairo: enlarging is Cairo's). An ImageError is the expected end of bad bytes; a crash, a
/// sanitizer report or a hang is a finding.
func fuzzImageDecoders(_ input: UnsafeBufferPointer<UInt8>) -> Int32 {
    let data = Data(input)
    guard let info = try? ImageInfo(data) else { return 0 }
    let side = 1 + Int(input.last ?? 0) % 96
    guard let image = try? DecodedImage.decode(data, info: info, covering: (side, side)) else { return 0 }
    guard image.width > 0, image.height > 0 else { fatalError("a decoded image has no pixels") }
    for (width, height) in [(min(7, image.width), min(5, image.height)), (max(1, image.width / 3), max(1, image.height / 2))] {
        var copy = [UInt32](repeating: 0, count: width * height)
        let reduced = copy.withUnsafeMutableBytes { image.reduce(into: $0.baseAddress!, bytesPerRow: width * 4, width: width, height: height) }
        guard reduced else { fatalError("reducing \(image.width)×\(image.height) to \(width)×\(height) failed") }
    }
    return 0
}
