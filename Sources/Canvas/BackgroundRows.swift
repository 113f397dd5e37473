import CCairo

/// An image canvas's background, painted in bands of rows just ahead of what is drawn over them.
///
/// A card taller than the last-level cache (780×13,384 px is 42 MB; this machine has 32 MB of L3) paid
/// twice for every covered pixel when the background was painted first: once to write it out to memory,
/// once to bring it back for the bubble drawn over it. Painting each band as drawing reaches it keeps
/// those rows in cache until they are drawn on: drawing 40 rich messages took a quarter less time.
///
/// Every drawing call says how far down it reaches (`Canvas.willDraw`) before it draws; reading pixels
/// paints the rest (`Canvas.finishBackground`), so no pixel of the pooled buffer's previous card can ever show.
struct BackgroundRows {
    /// Rows painted ahead of the lowest row a drawing call says it reaches: room for anti-aliasing and
    /// filters that spread a pixel past a shape's exact bounds.
    static let margin = 8

    /// The background as Cairo stores it (premultiplied ARGB32), read back from a painted pixel so it
    /// is exactly what `cairo_paint` would have left; 0 (transparent black) without a background.
    let pixel: UInt32
    /// Painted instead of `pixel` when set, its pattern at the canvas's scale.
    let wallpaper: WallpaperRows?
    private let base: UnsafeMutableRawPointer
    private let stride: Int
    private let width: Int
    private let height: Int
    /// The canvas's rows of the whole card's `fullHeight` (a band's), which a wallpaper's field spans.
    private let firstRow: Int
    private let fullHeight: Int
    /// Rows 0..<painted hold the background (and whatever has been drawn on them since).
    private(set) var painted = 0

    init(background: Color?, wallpaper: Wallpaper? = nil, scale: Double, base: UnsafeMutableRawPointer, stride: Int, width: Int,
         rows: Range<Int>, fullHeight: Int) {
        pixel = Self.storedPixel(of: background)
        self.wallpaper = wallpaper.map { WallpaperRows($0, scale: scale) }
        (self.base, self.stride, self.width, self.height) = (base, stride, width, rows.count)
        (firstRow, self.fullHeight) = (rows.lowerBound, fullHeight)
    }

    var isFinished: Bool { painted >= height }

    /// Paints the rows from the last painted one through `row` (clamped to the image).
    mutating func paint(through row: Int) {
        let end = min(height, row + 1)
        guard end > painted else { return }
        let rows = base + painted * stride
        if let wallpaper {
            // Rows numbered in the whole card; the base as if its first row were there (only the canvas's rows are written).
            wallpaper.paint(rows: (firstRow + painted)..<(firstRow + end), width: width, height: fullHeight, base: base - firstRow * stride, stride: stride)
        } else if pixel == 0 {
            rows.initializeMemory(as: UInt8.self, repeating: 0, count: (end - painted) * stride)
        } else if stride == width * 4 {
            rows.initializeMemory(as: UInt32.self, repeating: pixel, count: (end - painted) * width)
        } else {
            for y in 0..<(end - painted) { (rows + y * stride).initializeMemory(as: UInt32.self, repeating: pixel, count: width) }
        }
        painted = end
    }

    /// What painting `color` over transparent black leaves in one ARGB32 pixel.
    private static func storedPixel(of color: Color?) -> UInt32 {
        guard let color, color.alpha > 0 else { return 0 }
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) { bytes in
            let data = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, 1, 1, 4)!
            let cr = cairo_create(surface)!
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return word
    }
}

extension Canvas {
    /// Says that the next drawing call reaches no lower than `rect` (user space, under the current
    /// transform): the background is painted through there first. Cheap when already painted.
    @_spi(CairoText) public func willDraw(in rect: Rect) {
        guard let rows = backgroundRows, !rows.isFinished else { return }
        // Under a transform the lowest corner is the lowest point.
        // In the whole card's rows, then the canvas's.
        let device = (hasPlainScale ? rect.maxY * scale
            : [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
                .map { devicePixels($0.0, $0.1).y }.max()!) - Double(firstRow)
        paintBackground(through: device.isFinite && device < Double(pixelHeight) ? Int(device.rounded(.up)) + BackgroundRows.margin : pixelHeight)
    }

    func willDraw(_ path: Path, spread: Double = 0) {
        guard let rows = backgroundRows, !rows.isFinished, let bounds = path.bounds else { return }
        willDraw(in: bounds.insetBy(dx: -spread, dy: -spread))
    }

    /// Writes the rows straight into the surface's memory, between Cairo's flush and mark-dirty.
    private func paintBackground(through row: Int) {
        guard let rows = backgroundRows, !rows.isFinished, rows.painted <= row else { return }
        cairo_surface_flush(surface)
        backgroundRows?.paint(through: row)
        cairo_surface_mark_dirty(surface)
    }

    /// Paints whatever background is still missing: before any pixel is read.
    package func finishBackground() { paintBackground(through: pixelHeight) }
}
