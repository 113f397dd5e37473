import Canvas
import ChatCardSupport
import Foundation

/// Milliseconds spent in each stage of one render.
package struct RenderTiming: Sendable {
    package var layout: Double
    package var drawing: Double
    package var encoding: Double

    package init(layout: Double, drawing: Double, encoding: Double) {
        (self.layout, self.drawing, self.encoding) = (layout, drawing, encoding)
    }
}

/// A chat card: decoded and validated on creation, rendered on demand.
/// A value type with no Pango state: render it from any thread, from many threads at once.
public struct Card: Sendable {
    public let spec: CardSpec
    /// WebP quality and the longest side (see `with(quality:maxSide:)`).
    package internal(set) var output = OutputOptions()

    /// Decodes the card format (see README). Throws a `CardError` naming the field at fault. Image
    /// sources `{"file": PATH}` are read only when `files` allows it (the default refuses them).
    public init(json: Data, files: FileAccess = .refused) throws(CardError) {
        spec = try CardDecoder.decode(json, files: files)
    }

    /// A card of a spec built in code, checked as the card format is (every limit, with the field's path):
    /// the spec is written in the format (`CardEncoder`) and read back, so nothing escapes the decoder's rules.
    /// Pictures read from files are not read again.
    public init(spec: CardSpec) throws(CardError) {
        self.spec = try spec.checked()
    }

    /// A card of a spec made from a checked one by values checked on the way (`with`).
    init(checked spec: CardSpec) { self.spec = spec }

    /// Decodes a card already parsed (an importer's card JSON), with the same checks as `init(json:files:)`
    /// past the parse.
    package init(json value: JSONValue, files: FileAccess = .refused) throws(CardError) {
        spec = try CardDecoder.card(value, images: ImageSources(files: files))
    }

    /// The same card at another scale or theme (the CLI's `--scale` and `--theme`).
    public func with(scale: Double? = nil, theme: CardSpec.Theme? = nil, look: Look.Name? = nil) throws(CardError) -> Card {
        var s = spec
        if let scale {
            guard scale.isFinite, CardLimits.scaleRange.contains(scale) else {
                throw CardError(path: "scale", message: "\(format(scale)) is out of range; allowed \(CardLimits.scaleRangeText)")
            }
            s.scale = scale
        }
        if let theme { s.theme = theme }
        // A look's name replaces the card's look, a look given as data with it.
        if let look { (s.look, s.lookChanges) = (look, LookChanges()) }
        return Card(checked: s)
    }

    /// The encoded card: PNG (at `spec.scale`), PDF or SVG. Throws `.card` when the card would pass a
    /// canvas limit, `.timedOut` when `deadline` passes first, `.canvas` when Cairo or an encoder fails.
    public func render(format: OutputFormat = .png, deadline: RenderDeadline = .none) throws(RenderError) -> Data {
        try renderMeasured(format: format, deadline: deadline).data
    }

    /// Writes the card through a temporary file and a rename; the format follows the extension unless given.
    public func write(to path: String, format: OutputFormat? = nil) throws(RenderError) {
        let data = try render(format: format ?? OutputFormat(path: path) ?? .png)
        do { try AtomicFile.write(data, to: path) } catch { throw .write(error) }
    }

    /// `render` with the milliseconds each stage took.
    package func renderMeasured(format: OutputFormat = .png, deadline: RenderDeadline = .none) throws(RenderError)
        -> (data: Data, timing: RenderTiming) {
        try RenderGate.run { () throws(RenderError) in try renderStages(format: format, deadline: deadline) }
    }

    private func renderStages(format: OutputFormat, deadline: RenderDeadline) throws(RenderError) -> (data: Data, timing: RenderTiming) {
        let clock = ContinuousClock()
        var start = clock.now
        func lap() -> Double {
            let now = clock.now
            defer { start = now }
            return (now - start).inMilliseconds
        }
        do { try output.check(for: format) } catch { throw .card(error) }
        let (layout, scale) = try output.layout(spec, target: format.target, deadline: deadline)
        do { try output.checkSize(layout.size, scale: scale, format: format) } catch { throw .card(error) }
        let layoutTime = lap()
        let canvas = try draw(layout, scale: scale, target: format.target, deadline: deadline)
        let drawTime = lap()
        do { try deadline.check(.encoding) } catch { throw .timedOut(error) }
        let data: Data
        do { data = try output.encode(canvas, format: format) } catch { throw .canvas(error) }
        return (data, RenderTiming(layout: layoutTime, drawing: drawTime, encoding: lap()))
    }

    /// The same card with WebP `quality` (0–100; nil: lossless) and its longer side scaled to `maxSide`
    /// pixels at most (PNG and WebP).
    public func with(quality: Int?, maxSide: Int?) throws(CardError) -> Card {
        var card = self
        card.output = try OutputOptions(quality: quality, maxSide: maxSide)
        return card
    }

    /// `rows`: only these pixel rows (a band), and only the elements that reach them.
    func draw(_ layout: CardLayout, scale: Double? = nil, target: CanvasTarget, deadline: RenderDeadline = .none, rows: Range<Int>? = nil) throws(RenderError) -> Canvas {
        let canvas: Canvas
        do {
            canvas = try Canvas(size: layout.size, scale: scale ?? spec.scale, background: layout.background, wallpaper: layout.wallpaper,
                                target: target, rows: rows)
        } catch { throw .canvas(error) }
        // A band is small: its background is painted at once (lazily, a mark drawn outside any element's frame
        // could land before the rows under it were painted).
        if rows != nil { canvas.finishBackground() }
        let reach = rows.map { band in (Double(band.lowerBound) / canvas.scale - Self.inkPastFrame)...(Double(band.upperBound) / canvas.scale + Self.inkPastFrame) }
        for element in layout.elements {
            if let reach, element.frame.maxY < reach.lowerBound || element.frame.minY > reach.upperBound { continue }
            do { try deadline.check(.drawing) } catch { throw .timedOut(error) }
            element.draw(on: canvas)
        }
        do { try canvas.checkStatus("render") } catch { throw .canvas(error) }
        return canvas
    }

    /// How far an element's ink may reach past its frame (a shadow, a tail's curve, a reaction on the edge), in points:
    /// a band draws the elements this near it.
    static let inkPastFrame = 24.0

    /// The drawn image canvas, before encoding (for benchmarks that compare encoders). Not public API.
    package func drawnCanvas() throws(RenderError) -> Canvas {
        try RenderGate.run { () throws(RenderError) in try draw(CardLayout(spec), target: .image) }
    }

    /// The card size in points (height fitted to the content). Throws when it would pass a canvas limit.
    package func size() throws(RenderError) -> Size {
        try RenderGate.run { () throws(RenderError) in try CardLayout(spec).size }
    }
}
