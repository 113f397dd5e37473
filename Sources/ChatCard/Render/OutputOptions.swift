import Canvas
import Foundation
import ImageCodecs

public enum OutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg, webp

    /// The format a file name asks for, by its extension.
    public init?(path: String) {
        guard let ext = path.split(separator: ".").last.map({ $0.lowercased() }), path.contains(".") else { return nil }
        self.init(rawValue: ext)
    }

    /// The media type of the bytes (the service's Content-Type).
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .svg: "image/svg+xml"
        case .webp: "image/webp"
        }
    }

    /// The format a media type names; PNG for the wildcards `image/*` and `*/*`.
    public init?(mediaType: String) {
        let type = mediaType.lowercased()
        if type == "image/*" || type == "*/*" { self = .png; return }
        guard let format = Self.allCases.first(where: { $0.mediaType == type }) else { return nil }
        self = format
    }

    /// "png, pdf, svg, webp", for messages and help.
    package static let names = allCases.map(\.rawValue).joined(separator: ", ")
    /// "image/png, application/pdf, image/svg+xml, image/webp".
    package static let mediaTypes = allCases.map(\.mediaType).joined(separator: ", ")

    var target: CanvasTarget { switch self { case .png, .webp: .image; case .pdf: .pdf; case .svg: .svg } }
    var isRaster: Bool { target == .image }
}

/// How a card's pixels are written: WebP's quality, and a longest side the whole card is scaled to.
package struct OutputOptions: Sendable, Equatable {
    /// WebP only: nil is lossless, else lossy at this quality.
    package var quality: Int?
    /// PNG and WebP: the card is scaled (below 1 if need be) so that its longer side is at most this.
    package var maxSide: Int?
    /// Drawn at exactly this scale (an animation's frame sets it: a width, a sticker's side), over `maxSide` and the
    /// card's own; any of `Canvas.drawableScales`.
    package var drawingScale: Double?

    package static let qualityRange = WebPEncoder.qualityRange
    package static let maxSideRange = 16...WebPEncoder.maxSide

    package init() {}

    package init(quality: Int?, maxSide: Int?) throws(CardError) {
        if let quality, !Self.qualityRange.contains(quality) {
            throw CardError(path: "quality", message: "\(quality) is out of range; allowed \(Self.qualityRange.lowerBound) to \(Self.qualityRange.upperBound)")
        }
        if let maxSide, !Self.maxSideRange.contains(maxSide) {
            throw CardError(path: "maxSide", message: "\(maxSide) is out of range; allowed \(Self.maxSideRange.lowerBound) to \(Self.maxSideRange.upperBound)")
        }
        (self.quality, self.maxSide) = (quality, maxSide)
    }

    /// An option the format cannot honour is an error, not ignored.
    package func check(for format: OutputFormat) throws(CardError) {
        if quality != nil, format != .webp { throw CardError(path: "quality", message: "applies to WebP only; the format is \(format.rawValue)") }
        if maxSide != nil, !format.isRaster {
            throw CardError(path: "maxSide", message: "applies to PNG and WebP only; the format is \(format.rawValue)")
        }
    }

    /// The card laid out at its own scale, or at the scale that brings its longer side to `maxSide`
    /// pixels (the layout is made again at that scale, so pixel snapping holds; a second try absorbs
    /// a size that moved by a fraction of a pixel).
    func layout(_ spec: CardSpec, target: CanvasTarget, deadline: RenderDeadline) throws(RenderError) -> (CardLayout, Double) {
        if let drawingScale {
            var scaled = spec
            scaled.scale = drawingScale
            return (try CardLayout(scaled, deadline: deadline, target: target), drawingScale)
        }
        var layout = try CardLayout(spec, deadline: deadline, target: target)
        guard let maxSide, target == .image else { return (layout, spec.scale) }
        var scaled = spec
        for _ in 0..<3 {
            let longest = max(layout.size.width, layout.size.height)
            // A hair under the exact ratio, so rounding up to whole pixels stays within maxSide.
            let wanted = min(Canvas.drawableScales.upperBound, Double(maxSide) / longest * (1 - 1e-9))
            guard wanted >= Canvas.drawableScales.lowerBound else {
                throw .card(CardError(path: "maxSide", message: "\(maxSide) pixels would draw this \(format(longest)) pt long card at scale "
                    + "\(String(format: "%.3f", wanted)); the smallest is \(Canvas.drawableScales.lowerBound): use a larger maxSide"))
            }
            if Self.pixels(longest, scaled.scale) <= maxSide, abs(scaled.scale - wanted) < 1e-6 { break }
            scaled.scale = wanted
            layout = try CardLayout(scaled, deadline: deadline, target: target)
        }
        return (layout, scaled.scale)
    }

    static func pixels(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded(.up)) }

    /// WebP holds at most 16,383 pixels a side: said before drawing, with what to do instead.
    func checkSize(_ size: Size, scale: Double, format: OutputFormat) throws(CardError) {
        guard format == .webp else { return }
        let (w, h) = (Self.pixels(size.width, scale), Self.pixels(size.height, scale))
        guard max(w, h) <= WebPEncoder.maxSide else {
            throw CardError(path: "", message: "the card is \(w)×\(h) pixels; WebP holds at most \(WebPEncoder.maxSide) a side: "
                + "use maxSide, a smaller scale, or PNG")
        }
    }

    func encode(_ canvas: Canvas, format: OutputFormat) throws(CanvasError) -> Data {
        switch format {
        case .png: try canvas.pngData()
        case .webp: try canvas.webpData(quality: quality)
        case .pdf, .svg: try canvas.documentData()
        }
    }
}
