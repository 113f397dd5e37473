import CImageScale

extension DecodedImage {
    /// Writes this image upright at `width`×`height` pixels into `destination` (premultiplied ARGB32,
    /// `bytesPerRow` apart), averaging by exact box coverage (CImageScale; the orientation is applied on
    /// the way). For reductions: false when the target is larger than the image on either side.
    public func reduce(into destination: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int) -> Bool {
        is_reduce_argb32(pixels.assumingMemoryBound(to: UInt8.self), self.bytesPerRow, UInt32(pixelWidth), UInt32(pixelHeight),
                         destination.assumingMemoryBound(to: UInt8.self), bytesPerRow, UInt32(width), UInt32(height), Int32(orientation.rawValue)) == 0
    }
}

extension DecodedImage {
    /// A copy reduced (by area averaging) to fit `longSide` pixels on its longer side, upright; itself when
    /// it is already that small.
    public func reduced(toLongSide longSide: Int) throws(ImageError) -> DecodedImage {
        guard max(width, height) > longSide else { return self }
        let scale = Double(longSide) / Double(max(width, height))
        let (w, h) = (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
        let opaque = isOpaque
        return try DecodedImage(width: w, height: h, orientation: .up) { (pixels, stride) throws(ImageError) in
            guard reduce(into: pixels, bytesPerRow: stride, width: w, height: h) else { throw ImageError("could not reduce a \(width)×\(height) image") }
            return opaque
        }
    }
}
