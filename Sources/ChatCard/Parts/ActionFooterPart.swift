import Canvas
import TextLayout

/// A part with an action under it as WhatsApp draws one under a shared contact: a hairline across the part, then
/// the action's word centred ("Message"); the meta row sits beside the part's last line, above the rule, where it fits.
struct ActionFooterPart: MetaHost {
    let host: any MetaHost
    let action: TextLayout
    let rule: Color
    let emSize: Double
    let size: Size
    /// The meta row's line: beside the host's last line where it fits there, else a line of its own above the rule.
    let lastLine: (reach: Double, baseline: Double)?
    /// The host's height and what stands under it before the rule (the meta row's own line, if it needs one).
    private let contentHeight: Double
    var isRightToLeft: Bool { host.isRightToLeft }

    /// At 16 pt: the gaps above and below the rule.
    static let ruleGap = 10.0 / 16, actionGap = 8.0 / 16

    /// `meta`: the meta row's width (with its gap before it), height and baseline, so the rule and the action span
    /// the bubble's column with it.
    init(_ host: any MetaHost, action: TextLayout, rule: Color, emSize: Double, maxWidth: Double, meta: (room: Double, height: Double, baseline: Double)?) {
        (self.host, self.action, self.rule, self.emSize) = (host, action, rule, emSize)
        let room = meta?.room ?? 0
        if let meta, let line = host.lastLine, line.reach + room > maxWidth {
            (lastLine, contentHeight) = ((0, host.size.height + meta.baseline), host.size.height + meta.height)
        } else {
            (lastLine, contentHeight) = (host.lastLine, host.size.height)
        }
        let height = contentHeight + (Self.ruleGap + Self.actionGap) * emSize + action.size.height
        size = Size(width: min(maxWidth, max(host.size.width + room, action.usedBounds.width)), height: height)
    }

    private var ruleY: Double { contentHeight + Self.ruleGap * emSize }
    private var actionY: Double { size.height - action.size.height }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        host.draw(on: canvas, at: hostOrigin(origin, width: width), width: host.size.width)
        canvas.fill(.rect(Rect(x: origin.x, y: origin.y + ruleY, width: width, height: 1 / canvas.scale).snapped(scale: canvas.scale)), with: .color(rule))
        let used = action.usedBounds
        action.draw(on: canvas, at: Point(x: origin.x + (width - used.width) / 2 - used.minX, y: origin.y + actionY))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let used = action.usedBounds
        let box = Rect(x: origin.x + (width - used.width) / 2, y: origin.y + actionY, width: used.width, height: used.height)
        return host.frames(at: hostOrigin(origin, width: width), width: host.size.width, scale: scale) + [ElementFrame(.text, box, text: action.text.string)]
    }

    /// The host at the column's leading edge.
    private func hostOrigin(_ origin: Point, width: Double) -> Point {
        isRightToLeft ? Point(x: origin.x + width - host.size.width, y: origin.y) : origin
    }
}
