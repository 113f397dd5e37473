import CCairo
import Foundation

extension Canvas {
    /// PNG bytes from Cairo's own writer (zlib level 6 with filters). Only for benchmarks that compare
    /// it with `pngData()`; not public API.
    package func cairoReferencePNGData() throws(CanvasError) -> Data {
        guard target == .image else { throw .wrongTarget(operation: "cairoReferencePNGData", target: target) }
        finishBackground()
        let sink = VectorSink()
        let status = cairo_surface_write_to_png_stream(surface, vectorSinkWrite, sink.opaque)
        if let message = cairoFailure(status) { throw .cairo(operation: "write_to_png", message: message) }
        return withExtendedLifetime(sink) { sink.data }
    }
}
