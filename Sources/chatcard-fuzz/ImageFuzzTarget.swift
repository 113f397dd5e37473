import Canvas
import Foundation

/// The image decoders' fuzz target: any bytes as an image (seeded with the fixture PNG, JPEG and WebP
/// files). The header is read and checked, the pixels decoded (reduced to a size taken from the input's
/// last byte) and drawn reduced and enlarged. An ImageError is the expected end of bad bytes; a crash, a
/// sanitizer report or a hang is a finding.
func fuzzImageDecoders(_ input: UnsafeBufferPointer<UInt8>) -> Int32 {
    let data = Data(input)
    guard let info = try? ImageInfo(data) else { return 0 }
    let side = 1 + Int(input.last ?? 0) % 96
    guard let image = try? DecodedImage.decode(data, info: info, covering: (side, side)) else { return 0 }
    guard image.width > 0, image.height > 0, let canvas = try? Canvas(size: Size(width: 64, height: 64), scale: 1) else {
        fatalError("a decoded image has no pixels or a canvas failed")
    }
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 7, height: 5))
    canvas.draw(image, in: Rect(x: 8, y: 8, width: 56, height: 56))
    return 0
}
