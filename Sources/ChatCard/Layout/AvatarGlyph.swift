import Canvas

/// What a person without a picture shows on their disc when the look draws no initials: Discord's
/// default avatars carry its mascot's face, never letters. Drawn as paths in the frame, crisp at every
/// scale; our own simple shape in the spirit of the app's, not its mark.
enum AvatarGlyph: Sendable {
    /// A round-eared face with two eyes, white on the disc.
    case mascot

    /// The glyph's share of the avatar's diameter (its width).
    static let mascotWidth = 0.6

    /// The face and the eyes (cut out: filled in the disc's colour over the face), centred in `frame`.
    func paths(in frame: Rect) -> (face: Path, eyes: Path) {
        let half = frame.width * Self.mascotWidth / 2
        let place = AffineTransform.scale(x: half, y: half).concatenating(.translation(x: frame.midX, y: frame.midY))
        var face = Path()
        // In a box −1…1 wide, ±0.72 high: ears at the top corners, a flat brow, full cheeks, a jaw with
        // two small feet and a notch between them.
        face.move(to: Point(x: -0.62, y: -0.72))
        face.curve(to: Point(x: -0.28, y: -0.56), control1: Point(x: -0.48, y: -0.68), control2: Point(x: -0.38, y: -0.6))
        face.curve(to: Point(x: 0.28, y: -0.56), control1: Point(x: -0.1, y: -0.62), control2: Point(x: 0.1, y: -0.62))
        face.curve(to: Point(x: 0.62, y: -0.72), control1: Point(x: 0.38, y: -0.6), control2: Point(x: 0.48, y: -0.68))
        face.curve(to: Point(x: 1.0, y: 0.38), control1: Point(x: 0.86, y: -0.5), control2: Point(x: 1.02, y: -0.1))
        face.curve(to: Point(x: 0.62, y: 0.72), control1: Point(x: 0.96, y: 0.56), control2: Point(x: 0.78, y: 0.66))
        face.line(to: Point(x: 0.5, y: 0.52))
        face.curve(to: Point(x: -0.5, y: 0.52), control1: Point(x: 0.2, y: 0.62), control2: Point(x: -0.2, y: 0.62))
        face.line(to: Point(x: -0.62, y: 0.72))
        face.curve(to: Point(x: -1.0, y: 0.38), control1: Point(x: -0.78, y: 0.66), control2: Point(x: -0.96, y: 0.56))
        face.curve(to: Point(x: -0.62, y: -0.72), control1: Point(x: -1.02, y: -0.1), control2: Point(x: -0.86, y: -0.5))
        face.close()
        var eyes = Path()
        for x in [-0.36, 0.36] { eyes.append(.ellipse(in: Rect(x: x - 0.15, y: -0.12, width: 0.3, height: 0.34))) }
        return (face.applying(place), eyes.applying(place))
    }
}
