import Canvas
import Decorations

/// A part with room below it before the next (an attachment's row above its caption); the meta row still
/// sits beside its last line.
struct SpacedHost: MetaHost {
    let host: any MetaHost
    let gapBelow: Double
    var size: Size { Size(width: host.size.width, height: host.size.height + gapBelow) }
    var firstLineHeight: Double { host.firstLineHeight }
    var lastLine: (reach: Double, baseline: Double)? { host.lastLine }
    var isRightToLeft: Bool { host.isRightToLeft }
    var hangingBottom: Double? { host.hangingBottom }

    init(_ host: any MetaHost, gapBelow: Double) { (self.host, self.gapBelow) = (host, gapBelow) }

    func draw(on canvas: Canvas, at origin: Point, width: Double) { host.draw(on: canvas, at: origin, width: width) }
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { host.frames(at: origin, width: width, scale: scale) }
}
