import Canvas
import Decorations
import TextLayout

/// The avatar column (the Telegram group look): which messages get a round avatar beside the last bubble
/// of their run, how much room it takes from their side of the card, and the avatar itself: a person's
/// initials on their colour (images arrive with the image sources of the card format).
struct Avatars {
    let mode: CardSpec.AvatarMode
    let fontSize: Double
    let fontFamily: String
    let people: [String: PersonSpec]

    /// Diameter and gap to the bubble, in ems of the card's font size.
    static let diameter = 1.9
    static let gap = 0.35
    /// The initials' size, of the diameter.
    static let initialsSize = 0.42

    var diameter: Double { Self.diameter * fontSize }

    /// The column a message's bubbles move over by: every message on a side that shows avatars, so a run's
    /// bubbles stay in line whether or not their author is known.
    func width(for m: MessageSpec) -> Double {
        guard m.style == .bubble else { return 0 }
        let shown = switch mode {
        case .auto, .none: false
        case .them: m.from == .them
        case .all: true
        }
        return shown ? (Self.diameter + Self.gap) * fontSize : 0
    }

    func element(for m: MessageSpec, beside bubble: Rect, side: BubbleSide, cardWidth: Double, padding: Double,
                 memo: LayoutMemo) -> AvatarElement {
        let x = side == .left ? padding : cardWidth - padding - diameter
        let name = m.author ?? (m.from == .me ? "Me" : "")
        // The light palette in both themes: its mid-tones carry white initials (the dark one is for text).
        let color = AuthorColors(theme: .light, people: people).color(of: name)
        let initials = Self.initials(of: name)
        let layout = memo.layout(AttributedText(initials, attributes: TextAttributes(weight: .semibold)), options: LayoutOptions(
            font: FontSpec(family: fontFamily, size: diameter * Self.initialsSize), color: ContrastColor.readable(on: color)))
        return AvatarElement(name: name, initials: layout, color: color,
                             frame: Rect(x: x, y: bubble.maxY - diameter, width: diameter, height: diameter))
    }

    /// The first character of the first two words, upper-cased ("Maya Lopez" → "ML", "🦊" → "🦊").
    static func initials(of name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).prefix(2).compactMap(\.first).map { String($0).uppercased() }.joined()
    }
}

/// A round avatar with its initials centred.
struct AvatarElement: CardElement {
    let name: String
    let initials: TextLayout
    let color: Color
    let frame: Rect

    func draw(on canvas: Canvas) {
        canvas.fill(.ellipse(in: frame), with: .color(color))
        initials.draw(on: canvas, at: initialsOrigin)
    }

    /// The initials' ink centred in the circle.
    private var initialsOrigin: Point {
        let used = initials.usedBounds
        return Point(x: frame.midX - used.midX, y: frame.midY - initials.size.height / 2)
    }

    func frames(scale: Double) -> [ElementFrame] { [ElementFrame(.avatar, frame, text: name)] }
}
