import CImageQuant
import ChatCard
import Foundation
import ImageCodecs

/// Animated GIF: one palette for all frames (`GIFPalette`), and each frame only the rectangle that changed, its
/// unchanged pixels transparent so the frame before shows through. A card with transparency is written whole
/// each time instead, cleared after showing (GIF keeps one transparent index and no partial alpha: pixels under
/// half opacity are transparent). Delays are in hundredths of a second, rounded so the total keeps time.
struct AnimatedGIF {
    let width: Int
    let height: Int

    /// Palette alpha below this is transparent.
    static let opaqueFrom: UInt8 = 128

    private struct Pending {
        var indices: [UInt8]
        var rect: PixelRect
        var milliseconds: Int
        var palette: [liq_color]?
    }

    func encode(_ animation: CardAnimation, deadline: RenderDeadline) throws(AnimationError) -> Data {
        let palette = try GIFPalette(sources: animation.forEachPaletteSource)
        let opaque = try animation.isOpaque()
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        var difference = FrameDifference(width: width, height: height)
        var writer: GIFWriter?
        var pending: Pending?
        var failure: AnimationError?

        func write(_ frame: Pending, until milliseconds: Int) throws(AnimationError) {
            if writer == nil { writer = try GIFWriter(width: width, height: height, palette: palette.colors) }
            let centiseconds = max(1, Self.centiseconds(milliseconds) - Self.centiseconds(frame.milliseconds))
            try writer!.add(frame.indices, rect: frame.rect, centiseconds: centiseconds, transparent: palette.freeIndex,
                            clears: !opaque, palette: frame.palette)
        }

        try AnimationError.composing(animation, deadline: deadline) { rgba, milliseconds, changed in
            guard changed, failure == nil else { return }
            do throws(AnimationError) {
                try difference.advance(to: rgba) { (changedRect, previous) throws(AnimationError) in
                    let rect = opaque ? changedRect : full
                    var (indices, colors, own) = try palette.remap(rgba, width: width, rect: rect)
                    if opaque, !previous.isEmpty {
                        Self.markUnchanged(&indices, rect: rect, frame: rgba, previous: previous, width: width, as: palette.freeIndex)
                    } else if !opaque {
                        Self.markTransparent(&indices, colors: colors, as: palette.freeIndex)
                    }
                    if let before = pending { try write(before, until: milliseconds) }
                    pending = Pending(indices: indices, rect: rect, milliseconds: milliseconds, palette: own)
                }
            } catch { failure = error }
        }
        if let failure { throw failure }
        guard let last = pending else { throw .encoder("no frames") }
        try write(last, until: Int((animation.duration * 1000).rounded()))
        return try writer!.finish()
    }

    static func centiseconds(_ milliseconds: Int) -> Int { (milliseconds + 5) / 10 }

    /// Pixels equal to the frame before become `free` (transparent: the frame before shows).
    static func markUnchanged(_ indices: inout [UInt8], rect: PixelRect, frame: [UInt8], previous: [UInt8], width: Int, as free: UInt8) {
        frame.withUnsafeBytes { now in
            previous.withUnsafeBytes { before in
                let a = now.bindMemory(to: UInt32.self), b = before.bindMemory(to: UInt32.self)
                for y in 0..<rect.height {
                    let row = (rect.y + y) * width + rect.x, out = y * rect.width
                    for x in 0..<rect.width where a[row + x] == b[row + x] { indices[out + x] = free }
                }
            }
        }
    }

    /// Indices of colours under half opacity become `free` (transparent).
    static func markTransparent(_ indices: inout [UInt8], colors: [liq_color], as free: UInt8) {
        let clear = colors.map { $0.a < opaqueFrom }
        guard clear.contains(true) else { return }
        for i in indices.indices where clear[Int(indices[i])] { indices[i] = free }
    }
}
