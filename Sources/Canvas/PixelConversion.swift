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

    static func rowToRGB(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let p = row[x]
            out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
            out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
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
