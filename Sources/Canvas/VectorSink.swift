import CCairo
import Foundation

/// Collects the bytes Cairo's PDF and SVG surfaces stream out.
final class VectorSink {
    var data = Data()
    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Cairo's write callback; the closure pointer is the VectorSink, kept alive by its Canvas.
let vectorSinkWrite: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
    sink.data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
