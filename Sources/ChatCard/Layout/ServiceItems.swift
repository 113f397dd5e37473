import Canvas
import Decorations
import TextLayout

extension CardLayoutBuilder {
    /// A service item's elements: the look's rule across the card, if any, then the pill and its border (last).
    func serviceElements(_ m: MessageSpec, y: Double) -> [any CardElement] {
        let pill = serviceElement(m, y: y)
        let border = theme.serviceBorder.map { PillBorderElement(pill: pill, color: $0) }
        guard let rule = theme.serviceRule else { return [pill] + (border.map { [$0] } ?? []) }
        // A device pixel across the card, through the pill's middle on the pixel grid (crisp); the pill covers
        // its part.
        let row = (pill.visibleBlock.midY * spec.scale).rounded(.down) / spec.scale
        return [RuleElement(rect: Rect(x: spec.padding, y: row, width: contentWidth, height: 1 / spec.scale), color: rule), pill]
            + (border.map { [$0] } ?? [])
    }

    /// The card's title, centred and semibold: in the look's service pill over a doodle wallpaper (where bare
    /// text would sit on the doodles), else in the secondary colour.
    func titleElement(_ title: String, y: Double) -> any CardElement {
        let text = AttributedText(title, attributes: TextAttributes(weight: .semibold))
        if theme.wallpaper?.pattern != nil { return TitlePillElement(pill: servicePill(text, y: y)) }
        let layout = TextLayout(text, options: LayoutOptions(width: contentWidth, alignment: .center, font: font(scaled: CardProportions.titleSize),
                                                             color: theme.secondaryText))
        return LabelElement(kind: .title, layout: layout, origin: Point(x: spec.padding, y: y))
    }

    /// A service item: a centred pill (one merged shape when it wraps) in the theme's service colours.
    func serviceElement(_ m: MessageSpec, y: Double) -> StoryElement {
        servicePill(AttributedText(m.text, attributes: TextAttributes(weight: look.serviceLabel.weight)), y: y)
    }

    /// `text` in a centred pill in the theme's service colours (also a card's title on a doodle wallpaper).
    func servicePill(_ text: AttributedText, y: Double) -> StoryElement {
        let width = contentWidth * PartProportions.serviceMaxWidth
        let layout = TextLayout(text, options: LayoutOptions(
            width: width, alignment: .center, font: font(scaled: look.serviceLabel.size), color: theme.serviceText))
        let size = spec.fontSize * look.serviceLabel.size
        // The look's radius, or as round as the padding allows (BackgroundOptions holds the radius to it).
        let radius = look.serviceRadius.map { $0 * spec.fontSize / look.font.size } ?? .greatestFiniteMagnitude
        let options = BackgroundOptions(radius: radius, horizontalPadding: PartProportions.servicePadding * size,
                                        verticalPadding: PartProportions.serviceVerticalPadding * size)
        let background = BlockBackground(color: theme.serviceFill, style: .filled, options: options, textColor: theme.serviceText,
                                         backdrop: theme.background)
        let story = StoryText(layout: layout, background: background)
        let padding = story.backgroundPath().bounds.map { -$0.minY } ?? 0
        return StoryElement(story: story, origin: Point(x: spec.padding + (contentWidth - width) / 2, y: y + padding))
    }
}

/// A card's title drawn as a service pill: its text reported as the title.
struct TitlePillElement: CardElement {
    let pill: StoryElement
    var frame: Rect { pill.frame }
    func draw(on canvas: Canvas) { pill.draw(on: canvas) }
    func frames(scale: Double) -> [ElementFrame] {
        pill.frames(scale: scale).map { frame in
            var frame = frame
            if frame.kind == .text { frame.kind = .title }
            return frame
        }
    }
}

extension GroupPosition {
    init(joinsPrevious: Bool, joinsNext: Bool) {
        self = switch (joinsPrevious, joinsNext) {
        case (false, false): .single
        case (false, true): .first
        case (true, true): .middle
        case (true, false): .last
        }
    }

    var joinsPrevious: Bool { self == .middle || self == .last }
    var joinsNext: Bool { self == .first || self == .middle }
}

/// A service pill's border, stroked inside its outline over the filled pill (Slack's date divider); the pill
/// reports the frames.
struct PillBorderElement: CardElement {
    let pill: StoryElement
    let color: Color
    var frame: Rect { pill.frame }

    func draw(on canvas: Canvas) {
        guard var border = pill.story.background else { return }
        (border.style, border.color) = (.outline(width: MarkColor.borderWidth, placement: .inside), color)
        pill.story.drawShape(border, on: canvas, at: pill.origin)
    }

    func frames(scale: Double) -> [ElementFrame] { [] }
}
