import CCairo
import ChatCardSupport
import Foundation
import ImageCodecs

/// What a finished canvas gives: pixels, PNG or WebP bytes, or the PDF/SVG document.
extension Canvas {
    /// Straight-alpha RGBA pixels of an image canvas: exactly what the PNG encoder writes.
    public func rgbaImage() throws(CanvasError) -> RGBAImage {
        RGBAImage(premultiplied: try rasterView("rgbaImage"))
    }

    /// PNG bytes of an image canvas, fast by default (see PNGEncoder.Compression).
    public func pngData(compression: PNGEncoder.Compression = PNGEncoder.defaultCompression) throws(CanvasError) -> Data {
        let raster = try rasterView("pngData")
        // Everything is drawn OVER the background, so an opaque background keeps every pixel opaque.
        do { return try PNGEncoder(compression).encode(raster, knownOpaque: background?.isOpaque == true) } catch { throw .output(error) }
    }

    /// WebP bytes of an image canvas (see WebPEncoder).
    public func webpData(quality: Int? = nil) throws(CanvasError) -> Data {
        let image = try rgbaImage()
        do { return try WebPEncoder(quality: quality).encode(image) } catch { throw .output(error) }
    }

    /// The finished PDF or SVG document. Finishing is final: later drawing is ignored by Cairo.
    public func documentData() throws(CanvasError) -> Data {
        guard let sink = vectorSink else { throw .wrongTarget(operation: "documentData", target: target) }
        if let finishedDocument { return finishedDocument }
        cairo_surface_finish(surface)
        try checkStatus("finish")
        finishedDocument = sink.data
        return sink.data
    }

    /// PNG for image canvases, the document for PDF/SVG.
    public func encoded() throws(CanvasError) -> Data {
        target == .image ? try pngData() : try documentData()
    }

    /// Writes `encoded()` to `path` through a temporary file and a rename: no partial file on failure.
    public func write(to path: String) throws(CanvasError) {
        let data = try encoded()
        do { try AtomicFile.write(data, to: path) } catch { throw .output(.io(path: error.path, reason: error.reason)) }
    }

    func rasterView(_ operation: String) throws(CanvasError) -> RasterView {
        guard target == .image else { throw .wrongTarget(operation: operation, target: target) }
        try checkStatus(operation)
        finishBackground()
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .cairo(operation: operation, message: "no pixel data")
        }
        return RasterView(base: UnsafePointer(data), width: pixelWidth, height: pixelHeight,
                          stride: Int(cairo_image_surface_get_stride(surface)), owner: self)
    }
}
