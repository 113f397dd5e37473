import Canvas

public enum BubbleSide: String, Hashable, Sendable, CaseIterable {
    /// The side of the card the bubble hugs; the tail points out of that side.
    case left, right

    /// Outgoing messages sit on the trailing side, incoming on the leading side; RTL swaps the sides.
    public static func of(outgoing: Bool, rightToLeft: Bool = false) -> BubbleSide {
        outgoing != rightToLeft ? .right : .left
    }
}

public enum TailStyle: String, Hashable, Sendable, CaseIterable {
    /// iMessage: the right edge sweeps out into a tip with a hooked underside.
    case curved
    /// A sharper tip: straight along the bottom, a slightly concave outer edge.
    case pointed
    /// WhatsApp: the body's corner square, its edge running on into a small rounded tip, a straight
    /// slant back to the body's side.
    case wedge
    case none
}

/// Which of the body's outer corners on its side the tail replaces.
public enum TailCorner: String, Hashable, Sendable, CaseIterable {
    /// Telegram, iMessage: the bottom one, on the last bubble of a run.
    case bottom
    /// WhatsApp: the top one, on the first bubble of a run.
    case top
}

public enum GroupPosition: String, Hashable, Sendable, CaseIterable {
    case single, first, middle, last

    /// Only the bubble that ends a run carries a tail.
    public var carriesTail: Bool { self == .single || self == .last }

    /// The same place in the run read bottom to top.
    var upsideDown: GroupPosition {
        switch self {
        case .first: .last
        case .last: .first
        case .single, .middle: self
        }
    }
}

/// A chat bubble as pure geometry: one closed path for body and tail, right at every size.
/// The shape is built for the right side with its tail at the bottom, and mirrored by a transform for the
/// left side and for a tail at the top.
public struct BubbleShape: Hashable, Sendable {
    public var side: BubbleSide
    public var tail: TailStyle
    public var tailCorner: TailCorner = .bottom
    public var group: GroupPosition
    /// Outer corners; clamped to half the body's smaller side.
    public var cornerRadius: Double
    /// Corners that face a neighbour in the same run.
    public var joinedRadius: Double
    /// Forces the tail on (`true`) or off (`false`) whatever the group position; nil follows the position.
    public var tailOverride: Bool?
    /// How far the tail reaches past the body; the frame always includes this room (also for bubbles
    /// without a tail, so a run of bubbles lines up).
    public var tailWidth: Double
    /// Below this clamped radius the curved tail becomes the simpler pointed one.
    public static let minimumCurvedTailRadius = 6.0
    /// The curved tail replaces the bottom corner region this many radii high and wide.
    static let curvedTailExtent = 0.7
    /// The pointed tail meets the bottom edge this many radii in from the side.
    static let pointedTailFoot = 0.3
    /// WhatsApp's wedge in units of its reach (its 8 × 13 tail drawing, the tip's control 1 % inside the reach): the height where the slant
    /// leaves the body, the slant's end near the tip, the tip's rounding, and where it meets the edge.
    static let wedgeHeight = 11.193 / 7.6
    static let wedgeSlantEnd = (x: 6.467 / 7.6, y: 2.568 / 7.6)
    static let wedgeTipControls = (x1: 7.526 / 7.6, y1: 1.156 / 7.6, x2: 6.958 / 7.6)
    static let wedgeTipFoot = 5.188 / 7.6

    public init(side: BubbleSide, tail: TailStyle = .curved, group: GroupPosition = .single,
                cornerRadius: Double = 18, joinedRadius: Double = 6, tailWidth: Double = 7) {
        self.side = side; self.tail = tail; self.group = group
        self.cornerRadius = cornerRadius; self.joinedRadius = joinedRadius; self.tailWidth = tailWidth
    }

    /// The tail room actually reserved in `frame` (never more than a quarter of its width).
    func tailRoom(in frame: Rect) -> Double {
        tail == .none ? 0 : max(0, min(tailWidth, frame.width / 4))
    }

    /// The body: the frame without the tail room on the tail side.
    public func bodyRect(in frame: Rect) -> Rect {
        let room = tailRoom(in: frame)
        return Rect(x: side == .left ? frame.minX + room : frame.minX, y: frame.minY,
                    width: frame.width - room, height: frame.height)
    }

    /// The radius of the body's bottom corner on the tail side when the bubble carries a tail there
    /// (the tail replaces that corner in the outline), else nil.
    public func tailCornerRadius(in frame: Rect) -> Double? {
        guard tailCorner == .bottom else { return nil }
        let c = corners(in: frame)
        return c.hasTail ? c.r : nil
    }

    public func path(in frame: Rect) -> Path {
        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        return rightSidedPath(in: local).applying(placement(of: local, at: frame.origin))
    }

    /// From the right-sided, tail-at-the-bottom outline in `local` to this shape's side and corner at `origin`.
    func placement(of local: Rect, at origin: Point) -> AffineTransform {
        var t = AffineTransform.identity
        if side == .left { t = t.concatenating(.mirrorX(around: local.midX)) }
        if tailCorner == .top { t = t.concatenating(.mirrorY(around: local.midY)) }
        return t.concatenating(.translation(x: origin.x, y: origin.y))
    }

    /// The place in the run of the right-sided outline: read upside down when it is mirrored.
    var outlineGroup: GroupPosition { tailCorner == .top ? group.upsideDown : group }

    /// The clamped corner radii of a right-sided outline in `frame`, and the tail it carries.
    struct Corners: Hashable {
        var body: Rect
        /// The outer corners: top-left, bottom-left, and the one the tail replaces.
        var r: Double
        var topRight: Double
        var bottomRight: Double
        /// `.none` without a tail; a curved tail needs room, small radii get the pointed one.
        var tailShape: TailStyle
        var hasTail: Bool { tailShape != .none }
    }

    func corners(in frame: Rect) -> Corners {
        let body = Rect(x: frame.minX, y: frame.minY, width: frame.width - tailRoom(in: frame), height: frame.height)
        let r = max(0, min(cornerRadius, body.width / 2, body.height / 2))
        let joined = max(0, min(joinedRadius, r))
        let group = outlineGroup
        let hasTail = tail != .none && (tailOverride ?? group.carriesTail)
        let tailShape: TailStyle = switch tail {
        case _ where !hasTail: .none
        case .curved where r >= Self.minimumCurvedTailRadius, .wedge: tail
        default: .pointed
        }
        return Corners(body: body, r: r, topRight: group == .middle || group == .last ? joined : r,
                       bottomRight: (group == .first || group == .middle) && tailOverride != true ? joined : r,
                       tailShape: tailShape)
    }

    /// Height of the pointed tail above the bottom edge.
    static func pointedTailHeight(radius r: Double, reach: Double, body: Rect, topRight: Double) -> Double {
        min(max(0.65 * r, 1.2 * reach), body.height - topRight)
    }

    /// The right-sided outline, clockwise from the top-left corner.
    func rightSidedPath(in frame: Rect) -> Path {
        let c = corners(in: frame)
        let (body, r, topRight, bottomRight, hasTail) = (c.body, c.r, c.topRight, c.bottomRight, c.hasTail)

        var p = Path()
        let (x0, y0, x1, y1) = (body.minX, body.minY, body.maxX, body.maxY)
        p.move(to: Point(x: x0 + r, y: y0))
        p.line(to: Point(x: x1 - topRight, y: y0))
        corner(&p, center: Point(x: x1 - topRight, y: y0 + topRight), radius: topRight, from: -.pi / 2)
        if hasTail {
            appendTail(&p, c.tailShape, body: body, radius: r, topRight: topRight, tip: Point(x: frame.maxX, y: y1))
        } else {
            p.line(to: Point(x: x1, y: y1 - bottomRight))
            corner(&p, center: Point(x: x1 - bottomRight, y: y1 - bottomRight), radius: bottomRight, from: 0)
        }
        p.line(to: Point(x: x0 + r, y: y1))
        corner(&p, center: Point(x: x0 + r, y: y1 - r), radius: r, from: .pi / 2)
        p.line(to: Point(x: x0, y: y0 + r))
        corner(&p, center: Point(x: x0 + r, y: y0 + r), radius: r, from: .pi)
        p.close()
        return p
    }

    /// A quarter circle starting at angle `from` (clockwise on screen); nothing for radius 0.
    private func corner(_ p: inout Path, center: Point, radius: Double, from angle: Double) {
        guard radius > 0 else { return }
        p.arc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2)
    }

    /// Down the right edge into the tail tip and back to the bottom edge. Every control point is a
    /// proportion of the clamped radius, so the tail stays inside the corner region it replaces and the
    /// outline cannot cross itself at any size.
    private func appendTail(_ p: inout Path, _ shape: TailStyle, body: Rect, radius r: Double, topRight: Double, tip: Point) {
        let (x1, y1) = (body.maxX, body.maxY)
        let reach = tip.x - x1
        if shape == .wedge {
            let k = min(reach, (body.height - topRight) / Self.wedgeHeight)
            let (end, tipControls) = (Self.wedgeSlantEnd, Self.wedgeTipControls)
            p.line(to: Point(x: x1, y: y1 - Self.wedgeHeight * k))
            p.line(to: Point(x: x1 + end.x * k, y: y1 - end.y * k))
            p.curve(to: Point(x: x1 + Self.wedgeTipFoot * k, y: y1), control1: Point(x: x1 + tipControls.x1 * k, y: y1 - tipControls.y1 * k),
                    control2: Point(x: x1 + tipControls.x2 * k, y: y1))
            p.line(to: Point(x: x1, y: y1))
        } else if shape == .curved {
            p.line(to: Point(x: x1, y: y1 - Self.curvedTailExtent * r))
            // Outer edge: the body's side flows down and out, meeting the bottom line at the tip.
            p.curve(to: tip, control1: Point(x: x1, y: y1 - 0.3 * r), control2: Point(x: x1 + 0.55 * reach, y: y1 - 0.1 * r))
            // Underside: back along the bottom, up into a small hook, then down onto the bottom edge.
            let hook = Point(x: x1 - 0.3 * r, y: y1 - 0.14 * r)
            p.curve(to: hook, control1: Point(x: tip.x - 0.6 * reach, y: y1), control2: Point(x: x1 - 0.1 * r, y: y1 - 0.13 * r))
            p.curve(to: Point(x: x1 - Self.curvedTailExtent * r, y: y1), control1: Point(x: x1 - 0.45 * r, y: y1 - 0.16 * r),
                    control2: Point(x: x1 - 0.55 * r, y: y1))
        } else {
            // Pointed (and the fallback for small radii): a slightly concave outer edge to a sharp tip on
            // the bottom line. Its height never reaches into the top-right corner.
            let height = Self.pointedTailHeight(radius: r, reach: reach, body: body, topRight: topRight)
            p.line(to: Point(x: x1, y: y1 - height))
            p.curve(to: tip, control1: Point(x: x1, y: y1 - 0.3 * height), control2: Point(x: x1 + 0.3 * reach, y: y1 - 0.08 * height))
            p.line(to: Point(x: x1 - Self.pointedTailFoot * r, y: y1))
        }
    }
}

extension BubbleShape {
    /// The same shape with every length (radii, tail) multiplied by `factor`: bubbles keep their look
    /// at other font sizes.
    public func scaled(by factor: Double) -> BubbleShape {
        var shape = self
        shape.cornerRadius *= factor; shape.joinedRadius *= factor; shape.tailWidth *= factor
        return shape
    }
}
