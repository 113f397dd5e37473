import CScanlineDeflate

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
