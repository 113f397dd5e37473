import Foundation

/// APNG: PNG's own animation chunks around ChatCard's scanline compressor. The first frame is the whole image
/// (its IDAT is what a viewer without APNG shows); each next frame is a rectangle that replaces what is under it
/// (`blend_op` SOURCE, `dispose_op` NONE), so a frame stores only what changed. Frames wait for the next one to
/// know how long they show.
package struct AnimatedPNGWriter {
    let width: Int
    let height: Int
    let opaque: Bool
    private var frames = PNGChunkWriter(capacity: 1 << 16)
    private var sequence: UInt32 = 0
    private var count = 0
    private var pending: (x: Int, y: Int, width: Int, height: Int, milliseconds: Int, zlib: Data)?

    /// `opaque`: every frame is (written as RGB).
    package init(width: Int, height: Int, opaque: Bool) { (self.width, self.height, self.opaque) = (width, height, opaque) }

    /// The rectangle at `x`, `y` of straight-alpha RGBA `pixels` (`stride` bytes a row) as a frame shown from
    /// `milliseconds`. The first frame must be the whole image.
    package mutating func add(_ pixels: UnsafePointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int, milliseconds: Int) throws(ImageCodecError) {
        guard count > 0 || pending != nil || (x, y, width, height) == (0, 0, self.width, self.height) else {
            throw .png(operation: "encode", message: "an APNG's first frame must be the whole image")
        }
        let source = PixelSource(base: pixels + y * stride + x * 4, stride: stride, width: width, height: height, format: .rgba8, opaque: opaque)
        var zlib = Data()
        try ScanlineDeflate.current.compress(source) { zlib.append($0) }
        try flush(until: milliseconds)
        pending = (x, y, width, height, milliseconds, zlib)
    }

    /// The file; the last frame shows until `milliseconds`.
    package mutating func finish(at milliseconds: Int) throws(ImageCodecError) -> Data {
        try flush(until: milliseconds)
        guard count > 0 else { throw .png(operation: "encode", message: "an animation without frames") }
        var png = PNGChunkWriter(capacity: frames.data.count + 128)
        png.writeSignature()
        png.writeChunk("IHDR") { body in
            body.appendUInt32(UInt32(width)); body.appendUInt32(UInt32(height))
            body.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        }
        png.writeChunk("acTL") { body in body.appendUInt32(UInt32(count)); body.appendUInt32(0) }  // frames, loop for ever
        var data = png.data
        data.append(frames.data)
        png = PNGChunkWriter(capacity: 12)
        png.writeChunk("IEND") { _ in }
        data.append(png.data)
        return data
    }

    private mutating func flush(until milliseconds: Int) throws(ImageCodecError) {
        guard let frame = pending else { return }
        pending = nil
        let (numerator, denominator) = Self.delay(milliseconds - frame.milliseconds)
        let sequence = next()
        frames.writeChunk("fcTL") { body in
            body.appendUInt32(sequence)
            [frame.width, frame.height, frame.x, frame.y].forEach { body.appendUInt32(UInt32($0)) }
            body.append(contentsOf: [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF), 0, 0])
        }
        if count == 0 {
            frames.writeChunk("IDAT") { $0.append(frame.zlib) }
        } else {
            let sequence = next()
            frames.writeChunk("fdAT") { body in body.appendUInt32(sequence); body.append(frame.zlib) }
        }
        count += 1
    }

    private mutating func next() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// A delay as a fraction of 16-bit parts: milliseconds, or hundredths past 65.5 s.
    static func delay(_ milliseconds: Int) -> (UInt16, UInt16) {
        let ms = max(0, milliseconds)
        return ms <= Int(UInt16.max) ? (UInt16(ms), 1000) : (UInt16(min(Int(UInt16.max), (ms + 5) / 10)), 100)
    }
}
