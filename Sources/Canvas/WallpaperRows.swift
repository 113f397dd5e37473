import CCairo
import ChatCardSupport
import ImageCodecs

/// Paints a wallpaper's rows into an ARGB32 image (opaque, so premultiplied is plain): the field at each
/// pixel's centre, then the ink over the runs of pixels the pattern's tile covers, a tenth of the row,
/// instead of weighing every pixel. Made once per canvas: the background is painted in many bands.
struct WallpaperRows {
    let wallpaper: Wallpaper
    /// The pattern at the canvas's scale.
    let tile: PatternTile?
    private let inking: Inking?
    /// One colour under one ink (WhatsApp): each coverage level's pixel, worked out once.
    private let levels: [UInt32]?
    /// A one-colour field's pixel.
    private let flat: UInt32?

    init(_ wallpaper: Wallpaper, scale: Double) {
        self.wallpaper = wallpaper
        tile = wallpaper.pattern.flatMap { PatternTile.kept(for: $0, scale: scale) }
        let inking = wallpaper.pattern.map { Inking($0.ink) }
        self.inking = inking
        flat = wallpaper.field.isFlat ? FixedRGB(wallpaper.field.topLeft).pixel : nil
        levels = flat.flatMap { pixel in
            inking.flatMap { inking in inking.isFlat ? (0...255).map { inking.apply(pixel, coverage: $0, x: 0, inkRow: inking.field?.fixedRow(0, width: 1, height: 1)) } : nil }
        }
    }

    /// Writes rows `rows` of a `width` × `height` image.
    func paint(rows: Range<Int>, width: Int, height: Int, base: UnsafeMutableRawPointer, stride: Int) {
        for y in rows {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            if let flat { row.initialize(repeating: flat, count: width) } else {
                let (start, step) = wallpaper.field.fixedRow(y, width: width, height: height)
                FixedRGB.fill(row, count: width, start: start, step: step)
            }
            guard let tile, let inking else { continue }
            let coverage = tile.row(y)
            if let levels {
                tile.forEachCoveredRun(row: y, width: width) { xs, shift in for x in xs { row[x] = levels[Int(coverage[x - shift])] } }
            } else {
                let inkRow = inking.field?.fixedRow(y, width: width, height: height)
                tile.forEachCoveredRun(row: y, width: width) { xs, shift in
                    for x in xs { row[x] = inking.apply(row[x], coverage: Int(coverage[x - shift]), x: x, inkRow: inkRow) }
                }
            }
        }
    }
}

/// A pattern's ink as integer arithmetic on opaque pixels.
private struct Inking {
    /// Soft light's strength or the ink's opacity, in 256ths.
    let weight: Int
    /// The colour field seen through the strokes; nil: soft light of black.
    let field: CornerGradient?

    init(_ ink: WallpaperPattern.Ink) {
        switch ink {
        case .softLight(let strength): (weight, field) = (Int((strength * 256).rounded()), nil)
        case .field(let field, let opacity): (weight, self.field) = (Int((opacity * 256).rounded()), field)
        }
    }

    var isFlat: Bool { field?.isFlat ?? true }

    /// `pixel` under `coverage` (0…255) of the ink, at column x of a row whose ink field is `inkRow`.
    @inline(__always)
    func apply(_ pixel: UInt32, coverage: Int, x: Int, inkRow: (start: FixedRGB, step: FixedRGB)?) -> UInt32 {
        let w = coverage * weight
        let (r, g, b) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        guard let (start, step) = inkRow else {
            // Soft light of black: c − k·c·(1 − c), k the coverage times the strength.
            func darken(_ c: Int) -> Int { c - ((c * (255 - c) * w) >> 24) }
            return Self.opaque(darken(r), darken(g), darken(b))
        }
        func mix(_ c: Int, _ start: Int32, _ step: Int32) -> Int { c + ((((Int(start) + Int(step) * x) >> 16 - c) * w) >> 16) }
        return Self.opaque(mix(r, start.r, step.r), mix(g, start.g, step.g), mix(b, start.b, step.b))
    }

    private static func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        0xFF00_0000 | UInt32(truncatingIfNeeded: r) << 16 | UInt32(truncatingIfNeeded: g) << 8 | UInt32(truncatingIfNeeded: b)
    }
}

/// A wallpaper pattern's tile scan-converted at one scale: coverage 0…255 per device pixel.
final class PatternTile {
    let side: Int
    private let surface: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int
    private let runs: [Int]
    private let runStarts: [Int]

    /// Nil when Cairo cannot make the surface (out of memory): the wallpaper is then drawn without its pattern.
    init?(pattern: WallpaperPattern, scale: Double) {
        side = pattern.pixelSide(scale: scale)
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface),
              let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The whole tile onto whole pixels: a hair off the scale, never a seam.
        cairo_scale(cr, Double(side) / pattern.side, Double(side) / pattern.side)
        pattern.stroke(on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        data = pixels
        stride = Int(cairo_image_surface_get_stride(surface))
        (runs, runStarts) = Self.coveredRuns(data: data, stride: stride, side: side)
    }

    /// Each tile row's runs of covered pixels as [start, end) pairs in `runs`; row r's are runs
    /// runStarts[r]..<runStarts[r + 1].
    private static func coveredRuns(data: UnsafePointer<UInt8>, stride: Int, side: Int) -> (runs: [Int], runStarts: [Int]) {
        var runs: [Int] = [], runStarts = [0]
        for y in 0..<side {
            let row = data + y * stride
            var x = 0
            while x < side {
                guard row[x] != 0 else { x += 1; continue }
                let start = x
                while x < side, row[x] != 0 { x += 1 }
                runs += [start, x]
            }
            runStarts.append(runs.count / 2)
        }
        return (runs, runStarts)
    }

    deinit { cairo_surface_destroy(surface) }

    var bytes: Int { stride * side }

    /// The coverage of image row `y` (the tile repeats from the image's top).
    func row(_ y: Int) -> UnsafePointer<UInt8> { UnsafePointer(data + (y % side) * stride) }

    /// Calls `body(xs, shift)` for each run xs of image row `y`'s pixels (below `width`) the tile
    /// covers; x − shift is a pixel's column in the tile.
    @inline(__always)
    func forEachCoveredRun(row y: Int, width: Int, _ body: (Range<Int>, Int) -> Void) {
        let tileRow = y % side
        for run in runStarts[tileRow]..<runStarts[tileRow + 1] {
            let (start, end) = (runs[2 * run], runs[2 * run + 1])
            var origin = 0
            while origin + start < width {
                body(origin + start..<min(origin + end, width), origin)
                origin += side
            }
        }
    }

    /// The tile of `pattern` at `scale`, kept per thread: a card's wallpaper is drawn once per render.
    static func kept(for pattern: WallpaperPattern, scale: Double) -> PatternTile? {
        let key = Key(pattern: pattern, side: pattern.pixelSide(scale: scale))
        let cache = perThread.value
        if let tile = cache.value(for: key) { return tile }
        guard let tile = PatternTile(pattern: pattern, scale: scale) else { return nil }
        cache.insert(tile, for: key, cost: tile.bytes)
        return tile
    }

    private struct Key: Hashable { let pattern: WallpaperPattern, side: Int }
    /// A few looks at a few scales: 4 MB holds a 300 pt tile at scale 3 several times over.
    private static let perThread = ThreadLocal { BoundedCache<Key, PatternTile>(maxEntries: 8, maxCost: 4 << 20) }
}
