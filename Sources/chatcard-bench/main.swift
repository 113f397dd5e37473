import Canvas
import GoldenImage
import Foundation
import TextLayout

/// Release-build micro-benchmarks: `swift run -c release chatcard-bench [iterations]`.
/// Prints medians (and p99) in milliseconds; no assertions, numbers for the closing notes.

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// A card-like picture: background, two bubbles, three lines of text.
func cardCanvas(width: Double, height: Double) throws -> Canvas {
    let canvas = try Canvas(size: Size(width: width, height: height), scale: 1, background: .white)
    let k = width / 600
    canvas.fill(.roundedRect(Rect(x: 24 * k, y: 24 * k, width: 380 * k, height: 120 * k), radius: 18 * k),
                with: .color(try Color(hex: "#E9E9EB")))
    canvas.fill(.roundedRect(Rect(x: 196 * k, y: 180 * k, width: 380 * k, height: 150 * k), radius: 18 * k),
                with: .color(try Color(hex: "#0A84FF")))
    let text = TextLayout("Did you see the new build? The story editor finally ships 🎉\nCorners look right now.\nShip it tonight?",
                          options: LayoutOptions(width: 340 * k, font: FontSpec(size: 17 * k)))
    text.draw(on: canvas, at: Point(x: 40 * k, y: 36 * k))
    let reply = TextLayout("Yes! The rounded backgrounds merge across lines, and the dots are whole.",
                           options: LayoutOptions(width: 340 * k, font: FontSpec(size: 17 * k), color: .white))
    reply.draw(on: canvas, at: Point(x: 214 * k, y: 196 * k))
    return canvas
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
print("PNG encoding, \(iterations) iterations, release build")
print("size        encoder                     median ms   p99 ms    bytes")
for (w, h) in [(600.0, 400.0), (1200.0, 800.0)] {
    let canvas = try cardCanvas(width: w, height: h)
    var encoders: [(String, () throws -> Data)] = [("cairo_surface_write_to_png", { try canvas.cairoReferencePNGData() })]
    for level in [1, 6] {
        encoders.append(("spng level \(level)\(level == PNGEncoder.defaultLevel ? " (default)" : "")",
                         { try canvas.pngData(compressionLevel: level) }))
    }
    for (name, encode) in encoders {
        var bytes = 0
        let samples = try (0..<iterations).map { _ in try milliseconds { bytes = try encode().count } }
        print(String(format: "%-11@ %-27@ %9.3f %8.3f %8d", "\(Int(w))×\(Int(h))" as NSString, name as NSString,
                     percentile(samples, 0.5), percentile(samples, 0.99), bytes))
    }
}

// Golden comparison: two different 1200×800 renders (worst case: no identical-pixel fast path on the diffs).
do {
    let a = try cardCanvas(width: 1200, height: 800).rgbaImage()
    var b = a
    for y in 300..<500 { for x in 100..<700 { b[x, y] = (200, 30, 30, 255) } }
    var mismatched = 0
    let samples = (0..<max(10, iterations / 10)).map { _ in
        milliseconds { if case .compared(let d) = PixelMatch.compare(a, b) { mismatched = d.mismatchedPixels } }
    }
    print(String(format: "\nPixelMatch.compare 1200×800: median %.2f ms, p99 %.2f ms (%d mismatched pixels)",
                 percentile(samples, 0.5), percentile(samples, 0.99), mismatched))
}
