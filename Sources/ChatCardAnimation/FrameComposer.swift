import ChatCard
import Foundation
import ImageCodecs

/// Composes an animation's frames from the card drawn once (`CardLayers`): rows of the finished picture for the
/// messages already in, the entering message's rows sliding up and fading in over the card's ground, the typing
/// indicator over it, and everything scrolled so the newest message stays in view. Only row copies and the
/// blending of the rows that move: no layout, no drawing.
struct FrameComposer {
    /// What one frame shows, in the card's pixel rows.
    struct Scene: Equatable {
        /// Rows `0..<shown` of the finished picture are in place.
        var shown: Int
        /// The newest message, while it enters or looks otherwise than in the finished card.
        var newest: Newest?
        var typing: Typing?
        /// The lowest row that must be in view.
        var bottom: Int
    }

    /// The newest message: its layer, how far in it is (0 to 1, eased: it slides up and fades in), and the layer
    /// it changes to (its reactions popping in) and how far.
    struct Newest: Equatable {
        var layer: MessageLayer
        var progress: Double
        var next: MessageLayer?
        var change = 0.0

        init(layer: MessageLayer, progress: Double) { (self.layer, self.progress) = (layer, progress) }
    }

    /// The typing indicator before message `message`: its top row, its step, its opacity.
    struct Typing: Equatable {
        var message: Int
        var top: Int
        var step: Int
        var opacity: Double
    }

    let bands: CardBands
    /// Each incoming message's typing indicator, step by step.
    let typing: [Int: [RGBAImage]]
    let drawings: [NewestDrawing]
    /// The card's width in pixels, and the frame's.
    let width: Int
    let frameWidth: Int
    let height: Int
    /// The frame as composed, `width` wide.
    private var composed: [UInt8]
    /// The composed frame cut or continued by its edge pixels to `frameWidth`, where the card's width in pixels came
    /// out a pixel off the frame's (a scale that is not a whole number rounds).
    private var fitted: [UInt8]

    /// The frame, `frameWidth` wide.
    var frame: [UInt8] { width == frameWidth ? composed : fitted }

    /// How far an entering message slides up, in points.
    static let slidePoints = 14.0

    init(bands: CardBands, typing: [Int: [RGBAImage]], drawings: [NewestDrawing] = [], width frameWidth: Int? = nil, height: Int) {
        (self.bands, self.typing, self.drawings, self.width, self.height) = (bands, typing, drawings, bands.width, height)
        self.frameWidth = frameWidth ?? bands.width
        composed = [UInt8](repeating: 0, count: width * height * 4)
        fitted = width == self.frameWidth ? [] : [UInt8](repeating: 0, count: self.frameWidth * height * 4)
        scratch = [UInt8](repeating: 0, count: width * 4)
    }

    /// One row, for a layer changing to another.
    private var scratch: [UInt8]

    /// The first row in view: the newest content at the frame's bottom once the card is taller than the frame.
    func scroll(_ scene: Scene) -> Int { max(0, scene.bottom - height) }

    mutating func compose(_ scene: Scene) throws(RenderError) {
        let top = scroll(scene), rowBytes = width * 4
        let cardHeight = bands.height
        let newest = scene.newest
        let slide = newest.map { Int((Self.slidePoints * bands.scale * (1 - $0.progress)).rounded()) } ?? 0
        // The card's bands in view (and a slide above: the entering message is drawn that much lower), drawn now if
        // they are not kept.
        let visible = try VisibleBands(bands, rows: max(0, min(top - slide, cardHeight - 1))..<min(cardHeight, top + height))
        // The newest message may reach above `shown` (a run's avatar beside a shorter bubble).
        let newestFrom = newest.map { min(scene.shown, firstRow($0.layer)) } ?? scene.shown
        // Taken out of `self` while drawn into, as `draw` reads `self`.
        var composed = [UInt8](), scratch = [UInt8]()
        swap(&composed, &self.composed)
        swap(&scratch, &self.scratch)
        composed.withUnsafeMutableBytes { out in
            for row in 0..<height {
                let y = top + row
                let target = out.baseAddress! + row * rowBytes
                // Below a card shorter than the frame: its ground's last row, continued.
                let sourceRow = min(y, cardHeight - 1)
                visible.row(sourceRow, ground: y >= scene.shown) { target.copyMemory(from: $0, byteCount: rowBytes) }
                guard let newest, y >= newestFrom else { continue }
                // Rows `slide` lower than they land: it comes up from below.
                draw(newest.layer, row: y - slide, over: target, opacity: newest.progress, visible: visible)
                if let next = newest.next, newest.change > 0 {
                    scratch.withUnsafeMutableBytes { line in
                        visible.row(sourceRow, ground: true) { line.baseAddress!.copyMemory(from: $0, byteCount: rowBytes) }
                        draw(next, row: y, over: line.baseAddress!, opacity: 1, visible: visible)
                        Self.blend(UnsafeRawPointer(line.baseAddress!), over: target, count: width, opacity: newest.change)
                    }
                }
            }
            if let typing = scene.typing, let steps = self.typing[typing.message], typing.step < steps.count {
                let image = steps[typing.step]
                for row in 0..<image.height {
                    let y = typing.top + row - top
                    guard y >= 0, y < height else { continue }
                    image.pixels.withUnsafeBytes { source in
                        Self.blend(source.baseAddress! + row * rowBytes, over: out.baseAddress! + y * rowBytes, count: width, opacity: typing.opacity)
                    }
                }
            }
        }
        swap(&composed, &self.composed)
        swap(&scratch, &self.scratch)
        fit()
    }

    private func firstRow(_ layer: MessageLayer) -> Int {
        switch layer {
        case .card(let rows): rows.lowerBound
        case .drawing(let index): drawings[index].top
        }
    }

    /// Row `y` (in the card's rows) of `layer`, if it has one, over `target`.
    private func draw(_ layer: MessageLayer, row y: Int, over target: UnsafeMutableRawPointer, opacity: Double, visible: VisibleBands) {
        let rowBytes = width * 4
        switch layer {
        case .card(let rows):
            guard rows.contains(y), y < bands.height else { return }
            visible.row(y, ground: false) { Self.blend($0, over: target, count: width, opacity: opacity) }
        case .drawing(let index):
            let drawing = drawings[index]
            guard drawing.rows.contains(y) else { return }
            drawing.image.pixels.withUnsafeBytes { Self.blend($0.baseAddress! + (y - drawing.top) * rowBytes, over: target, count: width, opacity: opacity) }
        }
    }

    /// The composed frame at `frameWidth`.
    private mutating func fit() {
        guard width != frameWidth else { return }
        let kept = min(width, frameWidth) * 4
        for row in 0..<height {
            let from = row * width * 4, to = row * frameWidth * 4
            fitted.replaceSubrange(to..<(to + kept), with: composed[from..<(from + kept)])
            for x in stride(from: kept, to: frameWidth * 4, by: 4) { fitted.replaceSubrange((to + x)..<(to + x + 4), with: composed[(from + kept - 4)..<(from + kept)]) }
        }
    }

    /// Straight-alpha `source` over `target` at `opacity`, pixel by pixel.
    static func blend(_ source: UnsafeRawPointer, over target: UnsafeMutableRawPointer, count: Int, opacity: Double) {
        let s = source.assumingMemoryBound(to: UInt8.self), t = target.assumingMemoryBound(to: UInt8.self)
        let scale = Int((opacity * 256).rounded())
        for i in 0..<count {
            let p = i * 4
            let a = (Int(s[p + 3]) * scale) >> 8  // Swift binds >> before *: the brackets matter
            guard a > 0 else { continue }
            let da = Int(t[p + 3]), outA = a * 255 + da * (255 - a)
            guard outA > 0 else { continue }
            for c in 0..<3 {
                t[p + c] = UInt8((Int(s[p + c]) * a * 255 + Int(t[p + c]) * da * (255 - a) + outA / 2) / outA)
            }
            t[p + 3] = UInt8((outA + 127) / 255)
        }
    }
}

/// The bands of a card a frame reads, fetched (drawn if need be) before it is composed.
struct VisibleBands {
    private let first: Int
    private let bandRows: Int
    private let width: Int
    private let kept: [(picture: RGBAImage, ground: RGBAImage)]

    init(_ bands: CardBands, rows: Range<Int>) throws(RenderError) {
        (bandRows, width) = (bands.bandRows, bands.width)
        first = rows.lowerBound / bandRows
        let last = max(first, (rows.upperBound - 1) / bandRows)
        var kept: [(picture: RGBAImage, ground: RGBAImage)] = []
        for index in first...last { kept.append(try bands.band(index)) }
        self.kept = kept
    }

    /// Row `y` of the picture or its ground, which must be in the rows asked for.
    func row(_ y: Int, ground: Bool, _ body: (UnsafeRawPointer) -> Void) {
        let band = kept[y / bandRows - first]
        (ground ? band.ground : band.picture).pixels.withUnsafeBytes { body($0.baseAddress! + (y % bandRows) * width * 4) }
    }
}
