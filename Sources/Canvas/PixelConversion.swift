/// Cairo stores native-endian 32-bit ARGB with premultiplied alpha; PNG wants straight RGB(A) bytes.
enum PixelConversion {
    /// True when every pixel has alpha 255 (then the PNG can drop its alpha channel).
    static func isOpaque(_ raster: RasterView) -> Bool {
        for y in 0..<raster.height {
            let row = raster.row(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<raster.width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Opaque pixels to RGB bytes, four pixels (three 32-bit stores) at a time: the encoder's hot loop.
    static func rowToRGB(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(out)
        var x = 0
        while x + 4 <= width {
            let p0 = row[x], p1 = row[x + 1], p2 = row[x + 2], p3 = row[x + 3]
            // Cairo's 0xAARRGGBB words to R G B bytes, little-endian packed.
            let w0 = (p0 >> 16 & 0xFF) | (p0 & 0xFF00) | (p0 & 0xFF) << 16 | (p1 >> 16 & 0xFF) << 24
            let w1 = (p1 >> 8 & 0xFF) | (p1 & 0xFF) << 8 | (p2 >> 16 & 0xFF) << 16 | (p2 >> 8 & 0xFF) << 24
            let w2 = (p2 & 0xFF) | (p3 >> 16 & 0xFF) << 8 | (p3 >> 8 & 0xFF) << 16 | (p3 & 0xFF) << 24
            raw.storeBytes(of: w0.littleEndian, toByteOffset: 3 * x, as: UInt32.self)
            raw.storeBytes(of: w1.littleEndian, toByteOffset: 3 * x + 4, as: UInt32.self)
            raw.storeBytes(of: w2.littleEndian, toByteOffset: 3 * x + 8, as: UInt32.self)
            x += 4
        }
        while x < width {
            let p = row[x]
            out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
            out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            x += 1
        }
    }

    /// Un-premultiplies with rounding: c = round(c' · 255 / a).
    static func rowToRGBA(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let p = row[x]
            let a = p >> 24
            let o = out + 4 * x
            switch a {
            case 255:
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                o[3] = 255
            case 0:
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            default:
                o[0] = unpremultiply((p >> 16) & 0xFF, a)
                o[1] = unpremultiply((p >> 8) & 0xFF, a)
                o[2] = unpremultiply(p & 0xFF, a)
                o[3] = UInt8(a)
            }
        }
    }

    @inline(__always)
    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
