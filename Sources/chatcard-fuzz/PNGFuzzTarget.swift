import ImageCodecs
import Foundation
import GoldenImage

/// The PNG encoder's fuzz target: the input describes an image (size, pixel format, a palette and a
/// program of "copy above / copy left / palette entry" steps, or raw noise), which is encoded with the
/// fast encoder and decoded by libspng and by the reference decoder; any difference from the expected
/// pixels is a finding.
func fuzzPNGEncoder(_ input: UnsafeBufferPointer<UInt8>) -> Int32 {
    guard input.count >= 4 else { return 0 }
    let flags = input[3]
    let cairo = flags & 1 != 0, opaque = flags & 2 != 0, wide = flags & 4 != 0, noise = flags & 8 != 0
    let width = wide ? 8190 + Int(input[0]) % 8 * 500 : 1 + (Int(input[0]) | Int(input[1]) << 8) % 1100
    let height = wide ? 1 + Int(input[2]) % 4 : 1 + Int(input[2]) % 160
    let material = Array(input.dropFirst(4)).isEmpty ? [0x55] : Array(input.dropFirst(4))
    var words = [UInt32](repeating: 0, count: width * height)
    var k = 0
    func next() -> UInt8 { defer { k += 1 }; return material[k % material.count] }
    let palette = (0..<16).map { _ in UInt32(next()) << 24 | UInt32(next()) << 16 | UInt32(next()) << 8 | UInt32(next()) }
    for i in 0..<words.count {
        if noise { words[i] = UInt32(next()) << 24 | UInt32(next()) << 16 | UInt32(next()) << 8 | UInt32(next()); continue }
        let op = next()
        words[i] = op < 0x40 && i >= width ? words[i - width] : op < 0x80 && i > 0 ? words[i - 1] : palette[Int(op & 15)]
    }
    if opaque { for i in words.indices { words[i] |= 0xFF00_0000 } }
    do {
        let (png, expected) = cairo ? try encodeCairo(&words, width: width, height: height)
                                    : try encodeRGBA(words, width: width, height: height)
        guard try RGBAImage(png: png) == expected else { fatalError("libspng read different pixels (\(width)×\(height))") }
        guard try ReferencePNGDecoder.decode(png) == expected else { fatalError("the reference decoder read different pixels (\(width)×\(height))") }
    } catch {
        fatalError("encoding or decoding a valid image failed: \(error)")
    }
    return 0
}

/// Cairo's words must be valid premultiplied colour: no channel above alpha.
private func encodeCairo(_ words: inout [UInt32], width: Int, height: Int) throws -> (Data, RGBAImage) {
    var expected = [UInt8](repeating: 0, count: words.count * 4)
    for i in words.indices {
        let a = words[i] >> 24
        let r = min(a, words[i] >> 16 & 0xFF), g = min(a, words[i] >> 8 & 0xFF), b = min(a, words[i] & 0xFF)
        words[i] = a << 24 | r << 16 | g << 8 | b
        let straight = { (c: UInt32) -> UInt8 in a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        (expected[4 * i], expected[4 * i + 1], expected[4 * i + 2], expected[4 * i + 3]) = (straight(r), straight(g), straight(b), UInt8(a))
    }
    let png = try words.withUnsafeBytes { raw in
        try PNGEncoder(.fast).encode(premultipliedARGB: raw.bindMemory(to: UInt8.self).baseAddress!, stride: width * 4, width: width, height: height)
    }
    return (png, RGBAImage(width: width, height: height, pixels: expected))
}

private func encodeRGBA(_ words: [UInt32], width: Int, height: Int) throws -> (Data, RGBAImage) {
    var bytes = [UInt8](repeating: 0, count: words.count * 4)
    for i in words.indices {
        (bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]) =
            (UInt8(words[i] >> 16 & 0xFF), UInt8(words[i] >> 8 & 0xFF), UInt8(words[i] & 0xFF), UInt8(words[i] >> 24))
    }
    let image = RGBAImage(width: width, height: height, pixels: bytes)
    return (try image.pngData(compression: .fast), image)
}
