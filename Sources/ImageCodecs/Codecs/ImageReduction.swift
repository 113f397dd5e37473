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
