import Canvas

/// Shape of a merged rounded background. Nil fields take defaults from the text they decorate.
public struct BackgroundOptions: Hashable, Sendable {
    /// Corner radius in points; default 0.2 × line height (Telegram's proportion).
    public var radius: Double?
    /// Extra room left and right of each line; default 0.35 × font size.
    public var horizontalPadding: Double?
    /// Extra room above the first and below the last line of a shape; default 0.1 × font size.
    public var verticalPadding: Double?
    /// Neighbouring edges closer than this become one straight edge; default 2 × radius.
    public var snapTolerance: Double?
    public var corners: CornerStyle

    public init(radius: Double? = nil, horizontalPadding: Double? = nil, verticalPadding: Double? = nil,
                snapTolerance: Double? = nil, corners: CornerStyle = .circular) {
        self.radius = radius; self.horizontalPadding = horizontalPadding; self.verticalPadding = verticalPadding
        self.snapTolerance = snapTolerance; self.corners = corners
    }

    /// Marker-pen highlights hug the glyphs more tightly than a block background.
    public static let highlight = BackgroundOptions(horizontalPadding: nil, verticalPadding: 0)
    /// A line's height in ems when there is no line to measure yet (typical for text fonts).
    public static let typicalLineHeight = 1.2

    /// Every field filled in for text of `fontSize` with lines `lineHeight` tall.
    /// A corner reaches at most the horizontal padding along an edge (or the default radius, when that is
    /// larger): a longer corner would cut into the first or last letter of a line, whose box starts just
    /// that far in. Continuous corners reach 1.5 radii, so their radius is held to two thirds of that.
    public func resolved(fontSize: Double, lineHeight: Double, isHighlight: Bool = false) -> ResolvedBackgroundOptions {
        let padding = max(0, horizontalPadding ?? (isHighlight ? 0.15 : 0.35) * fontSize)
        let natural = 0.2 * lineHeight
        let r = max(0, min(radius ?? natural, max(padding, natural) / corners.reach))
        return ResolvedBackgroundOptions(
            radius: r,
            horizontalPadding: padding,
            verticalPadding: max(0, verticalPadding ?? 0.1 * fontSize),
            snapTolerance: max(0, snapTolerance ?? 2 * r),
            corners: corners)
    }
}

public struct ResolvedBackgroundOptions: Hashable, Sendable {
    public var radius: Double
    public var horizontalPadding: Double
    public var verticalPadding: Double
    public var snapTolerance: Double
    public var corners: CornerStyle

    public init(radius: Double, horizontalPadding: Double, verticalPadding: Double, snapTolerance: Double,
                corners: CornerStyle = .circular) {
        self.radius = radius; self.horizontalPadding = horizontalPadding; self.verticalPadding = verticalPadding
        self.snapTolerance = snapTolerance; self.corners = corners
    }

    /// The merged, rounded outline(s) of `lines` (top to bottom; an empty entry is an empty line), with
    /// straight edges on device pixels when `pixelScale` is given (see `MergedOutline.polygons`).
    public func path(lines: [[Rect]], pixelScale: Double? = nil) -> Path {
        var path = Path()
        for polygon in MergedOutline.polygons(lines: lines, horizontalPadding: horizontalPadding, verticalPadding: verticalPadding,
                                              snapTolerance: snapTolerance, pixelScale: pixelScale) {
            path.append(CornerRounding.path(polygon, radius: radius, style: corners))
        }
        return path
    }
}
