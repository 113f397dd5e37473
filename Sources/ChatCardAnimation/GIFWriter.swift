import CGif
import CImageQuant
import Foundation

/// An animated GIF file written by giflib into memory: the screen with a global palette, looping for ever, then
/// frames of palette indices in rectangles, each with its delay and disposal.
final class GIFWriter {
    private let file: UnsafeMutablePointer<GifFileType>
    private let output = Output()
    private var closed = false

    /// The bytes giflib writes, gathered.
    private final class Output { var data = Data() }

    init(width: Int, height: Int, palette: [liq_color]) throws(AnimationError) {
        var error: Int32 = 0
        let writer: OutputFunc = { file, bytes, count in
            guard let file, let bytes, count > 0 else { return 0 }
            Unmanaged<Output>.fromOpaque(file.pointee.UserData).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }
        guard let file = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), writer, &error) else {
            throw .encoder("EGifOpen: " + Self.message(error))
        }
        self.file = file
        EGifSetGifVersion(file, true)
        let map = Self.colorMap(palette)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
        // NETSCAPE2.0 application block: loop count 0, for ever.
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "loop")
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(file, 11, $0.baseAddress) }, "loop")
        try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) }, "loop")
        try check(EGifPutExtensionTrailer(file), "loop")
    }

    deinit { if !closed { var error: Int32 = 0; EGifCloseFile(file, &error) } }

    /// One frame: `indices` fill `rect`; shown for `centiseconds`; `transparent` (if any) is the index that shows
    /// what is beneath; `clears` empties the rectangle to transparent after it (else it stays under the next).
    /// `palette`: the frame's own colours, when they are not the global ones.
    func add(_ indices: [UInt8], rect: PixelRect, centiseconds: Int, transparent: UInt8?, clears: Bool, palette: [liq_color]?) throws(AnimationError) {
        var control = GraphicsControlBlock(DisposalMode: clears ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(centiseconds, Int(UInt16.max))), TransparentColor: transparent.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "EGifPutExtension")
        let map = palette.map(Self.colorMap)
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map), "EGifPutImageDesc")
        var indices = indices
        for row in 0..<rect.height {
            try check(indices.withUnsafeMutableBufferPointer { EGifPutLine(file, $0.baseAddress! + row * rect.width, Int32(rect.width)) }, "EGifPutLine")
        }
    }

    /// The file, closed.
    func finish() throws(AnimationError) -> Data {
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw .encoder("EGifCloseFile: " + Self.message(error)) }
        return output.data
    }

    private func check(_ status: Int32, _ operation: String) throws(AnimationError) {
        guard status == GIF_OK else { throw .encoder("\(operation): " + Self.message(file.pointee.Error)) }
    }

    private static func message(_ error: Int32) -> String { GifErrorString(error).map { String(cString: $0) } ?? "giflib error \(error)" }

    /// A GIF colour table of 256 entries (its size must be a power of two), the palette first.
    private static func colorMap(_ palette: [liq_color]) -> UnsafeMutablePointer<ColorMapObject> {
        var colors = palette.prefix(256).map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        colors += [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256 - colors.count)
        return GifMakeMapObject(256, colors)
    }
}
