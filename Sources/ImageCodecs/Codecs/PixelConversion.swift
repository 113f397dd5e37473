import CScanlineDeflate.Rows

/// A borrowed view of premultiplied ARGB32 pixels (a Cairo image surface's); `owner` keeps them alive.
package struct RasterView {
    package let base: UnsafePointer<UInt8>
    package let width: Int
    package let height: Int
    package let stride: Int
    package let owner: AnyObject

    package init(base: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, owner: AnyObject) {
        (self.base, self.width, self.height, self.stride, self.owner) = (base, width, height, stride, owner)
    }

    func row(_ y: Int) -> UnsafePointer<UInt32> {
        UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
    }
}

/// Cairo stores native-endian 32-bit ARGB with premultiplied alpha; PNG wants straight RGB(A) bytes.
/// The conversion itself is C (CScanlineDeflate's pixel_rows.c), shared by every writer.
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
}

extension PixelSource {
    /// The C library's view of these pixels.
    var image: sd_image {
        sd_image(pixels: base, stride: stride, width: UInt32(width), height: UInt32(height),
                 format: format == .cairoARGB32 ? SD_CAIRO_ARGB32 : SD_RGBA8, write_alpha: opaque ? 0 : 1)
    }

    /// Writes row y as RGB (opaque) or straight-alpha RGBA bytes.
    func convertRow(_ y: Int, into out: UnsafeMutablePointer<UInt8>) {
        var image = self.image
        sd_convert_row(&image, UInt32(y), out)
    }
}

extension RGBAImage {
    /// Straight-alpha RGBA bytes of premultiplied pixels, converted as the PNG encoder converts them.
    package init(premultiplied raster: RasterView) {
        var pixels = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
        let source = PixelSource(base: raster.base, stride: raster.stride, width: raster.width, height: raster.height,
                                 format: .cairoARGB32, opaque: false)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<raster.height { source.convertRow(y, into: out.baseAddress! + y * raster.width * 4) }
        }
        withExtendedLifetime(raster.owner) {}
        self.init(width: raster.width, height: raster.height, pixels: pixels)
    }
}
