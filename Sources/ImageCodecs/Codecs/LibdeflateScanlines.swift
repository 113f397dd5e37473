import CDeflate
import CScanlineDeflate.Rows
import ChatCardSupport
import Foundation

/// The "small" PNG compressor: unfiltered scanlines compressed in one pass by libdeflate. Level 6 is
/// zlib's default; 12 gives the smallest files libdeflate can make.
struct LibdeflateScanlines {
    static let levels: ClosedRange<Int> = 1...12
    let level: Int

    /// Hands `body` the zlib stream of the pixels' scanlines (valid only during the call).
    func compress(_ pixels: PixelSource, body: (UnsafeBufferPointer<UInt8>) -> Void) throws(ImageCodecError) {
        guard Self.levels.contains(level) else {
            throw .png(operation: "encode", message: "libdeflate level \(level) is outside \(Self.levels.lowerBound)...\(Self.levels.upperBound)")
        }
        var image = pixels.image
        let rowBytes = Int(sd_scanline_bytes(&image))  // a filter-type byte, then the pixels
        let (scanlineBytes, overflow) = rowBytes.multipliedReportingOverflow(by: pixels.height)
        guard !overflow else { throw .png(operation: "encode", message: "image too large") }

        let scratch = DeflateCompressors.current
        let buffer = scratch.scanlines.take(bytes: scanlineBytes + Int(SD_ROW_PADDING))
        defer { scratch.scanlines.give(buffer) }
        let scanlines = buffer.pointer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<pixels.height {
            let row = scanlines + y * rowBytes
            row[0] = 0  // filter: none
            pixels.convertRow(y, into: row + 1)
        }

        guard let compressor = scratch.compressor(level: level) else {
            throw .png(operation: "encode", message: "out of memory")
        }
        let bound = libdeflate_zlib_compress_bound(compressor, scanlineBytes)
        let compressed = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { compressed.deallocate() }
        let count = libdeflate_zlib_compress(compressor, scanlines, scanlineBytes, compressed, bound)
        guard count > 0 else { throw .png(operation: "encode", message: "compression failed") }
        body(UnsafeBufferPointer(start: compressed, count: count))
    }
}

/// libdeflate compressors kept per thread and level (allocating one costs more than compressing a small
/// card, and a compressor must not be shared between threads), and the thread's scanline buffer, whose
/// page faults would otherwise cost about a millisecond per card.
final class DeflateCompressors {
    private let byLevel = BoundedCache<Int, OpaquePointer>(maxEntries: LibdeflateScanlines.levels.count) { libdeflate_free_compressor($0) }
    let scanlines = KeptBuffer()

    static var current: DeflateCompressors { perThread.value }
    private static let perThread = ThreadLocal(DeflateCompressors.init)

    func compressor(level: Int) -> OpaquePointer? {
        if let c = byLevel.value(for: level) { return c }
        guard let c = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        byLevel.insert(c, for: level)
        return c
    }
}
