import ChatCardSupport
import ImageCodecs

/// Pixel memory for image canvases, per thread. A fresh surface the size of a card (3.5 MB at 780×1132)
/// costs about 0.7 ms in allocation, page faults and zeroing: more than drawing the whole card. Reusing
/// the last buffer removes that from every render after the first.
enum PixelBufferPool {
    /// 16.7 megapixels: a 40-message conversation with replies and reactions at scale 2 (780×13,384,
    /// 41.7 MB) is kept; page-faulting it fresh was a fifth of its drawing time. The largest cards
    /// (50 megapixels) are still given back.
    static let maxKeptBytes = 64 << 20

    static var current: KeptBuffer { perThread.value }
    private static let perThread = ThreadLocal { KeptBuffer(maxKeptBytes: maxKeptBytes) }
}
