import Canvas
import Decorations
import ImageCodecs
import TextLayout

/// The avatar column (the Telegram group look): which messages get a round avatar beside the last bubble
/// of their run, how much room it takes from their side of the card, and the avatar itself: the run's
/// picture (from any of its messages) or the person's, else their initials on their colour.
struct Avatars {
    let mode: CardSpec.AvatarMode
    let fontSize: Double
    let fontFamily: String
    let people: [String: PersonSpec]
    /// The light palette in both themes: its mid-tones carry white initials (the dark one is for text).
    let discColors: AuthorColors
    let images: CardImages
    /// `auto`: incoming runs get a column when the card has an avatar image anywhere; my runs when one
    /// of my messages brings its own.
    let autoSides: Set<MessageSpec.Sender>
    /// Each run's own picture, at the index of its last message (where the avatar is drawn).
    let runPictures: [Int: ImageSpec]

    /// Diameter and gap to the bubble, in ems of the card's font size (the look's).
    let diameterEms: Double
    let gapEms: Double
    /// A rounded square's corner radius in ems (nil: a circle).
    let cornerRadiusEms: Double?
    /// The rows layout: a column beside every message, an avatar beside each group's header.
    let rows: Bool
    /// Shown instead of initials (the look's default avatars).
    let glyph: AvatarGlyph?
    /// A head and shoulders instead of initials, in this theme's colours.
    let silhouette: (disc: Color, figure: Color)?
    /// White initials on a top-to-bottom gradient instead of a palette colour (iOS contacts).
    let monogram: (top: Color, bottom: Color)?
    /// Discs drawn as gradients (Telegram).
    let gradients: [AvatarGradient]
    /// Level with the top of a run's first bubble, else with the bottom of its last.
    let atRunStart: Bool
    /// The initials' size, of the diameter.
    static let initialsSize = 0.42

    /// The look's avatar shape at `side` points: a rounded square's corner radius, or nil for a circle.
    func cornerRadius(side: Double) -> Double? { cornerRadiusEms.map { $0 / diameterEms * side } }

    init(card: CardSpec, look: Look, placer: any MessagePlacer, images: CardImages, authors: AuthorColors) {
        (mode, fontSize, fontFamily, people, self.images) = (card.avatars, card.fontSize, card.fontFamily, card.people, images)
        var sides: Set<MessageSpec.Sender> = card.hasAvatarImages ? [.them] : []
        // A group (two or more authors write to me) shows its avatars in some looks.
        if look.avatars.inGroups, Set(card.messages.filter { $0.from == .them && $0.style == .bubble }.compactMap(\.author)).count > 1 {
            sides.insert(.them)
        }
        if card.messages.contains(where: { $0.from == .me && $0.avatar != nil }) { sides.insert(.me) }
        autoSides = sides
        runPictures = Self.runPictures(card.messages, window: placer.runWindow)
        (diameterEms, gapEms, cornerRadiusEms) = (look.avatars.diameter, look.avatars.gap, look.avatars.cornerRadius)
        rows = placer.avatarColumnForAll
        glyph = look.avatars.glyph
        silhouette = look.avatars.silhouette?.colors(card.theme)
        monogram = look.avatars.monogram?.colors(card.theme)
        gradients = look.avatars.gradients
        atRunStart = look.avatars.placement == .firstBubble
        let palette = look.avatars.palette ?? look.light.authorPalette
        // Where my avatar is drawn too (rows, "all"), "Me" takes a colour of its own among the others'.
        if rows || card.avatars == .all || sides.contains(.me), card.messages.contains(where: { $0.from == .me && $0.author == nil }) {
            discColors = AuthorColors(palette: palette, people: card.people, names: AuthorColors.names(in: card).union(["Me"]))
        } else {
            discColors = authors.with(palette: palette)
        }
    }

    /// A run's picture is the last `avatar` any of its messages gives: a person's picture may come with
    /// any of their messages, not only the one it is drawn beside.
    static func runPictures(_ messages: [MessageSpec], window: Int? = nil) -> [Int: ImageSpec] {
        var pictures: [Int: ImageSpec] = [:]
        var current: ImageSpec?
        for (i, m) in messages.enumerated() {
            if i > 0 && !CardLayoutBuilder.sameRun(messages[i - 1], m, window: window) { current = nil }
            current = m.avatar ?? current
            let endsRun = i + 1 == messages.count || !CardLayoutBuilder.sameRun(m, messages[i + 1], window: window)
            if endsRun, let current { pictures[i] = current }
        }
        return pictures
    }

    var diameter: Double { diameterEms * fontSize }

    /// The column a message's bubbles move over by: every message on a side that shows avatars, so a run's
    /// bubbles stay in line whether or not their author is known (rows: every message).
    func width(for m: MessageSpec) -> Double {
        guard m.style == .bubble else { return 0 }
        let shown = switch mode {
        case _ where rows: true
        case .auto: autoSides.contains(m.from)
        case .none: false
        case .them: m.from == .them
        case .all: true
        }
        return shown ? (diameterEms + gapEms) * fontSize : 0
    }

    /// The avatar of the run message `index` ends, beside `bubble` (its first or its last, as the look places it).
    func element(for m: MessageSpec, index: Int, beside bubble: Rect, side: BubbleSide, cardWidth: Double, padding: Double,
                 memo: LayoutMemo) throws(RenderError) -> AvatarElement {
        let x = side == .left ? padding : cardWidth - padding - diameter
        let frame = Rect(x: x, y: atRunStart ? bubble.minY : bubble.maxY - diameter, width: diameter, height: diameter)
        return try element(for: m, picture: runPictures[index], in: frame, memo: memo)
    }

    /// The avatar of `m`'s author in `frame`: `picture`, else the message's or the person's, else initials.
    func element(for m: MessageSpec, picture: ImageSpec? = nil, in frame: Rect, memo: LayoutMemo) throws(RenderError) -> AvatarElement {
        try element(named: Self.name(of: m), picture: picture ?? m.avatar, in: frame, memo: memo)
    }

    /// A person's avatar in `frame` by the name the card gives them (a reply's author, a thread's replier):
    /// `picture`, else their `people` avatar, else initials, in the look's shape.
    func element(named name: String, picture: ImageSpec? = nil, in frame: Rect, memo: LayoutMemo) throws(RenderError) -> AvatarElement {
        let image = picture ?? people[name]?.avatar
        return AvatarElement(name: name, look: try look(of: name, image: image, diameter: frame.width, memo: memo), frame: frame,
                             cornerRadius: cornerRadiusEms.map { $0 * fontSize * frame.width / diameter })
    }

    /// Whose avatar a message shows: its author, else "Me" for mine.
    static func name(of m: MessageSpec) -> String { m.author ?? (m.from == .me ? "Me" : "") }

    /// Whether a group's header shows its avatar (rows: unless the card or the message says none).
    func showsRowAvatar(_ m: MessageSpec) -> Bool { mode != .none && !m.hidesAvatar
    }

    /// A person's round picture `diameter` wide: `image` cropped to the circle, else their initials on
    /// their colour, else a neutral person.
    func look(of name: String, image: ImageSpec?, diameter: Double, memo: LayoutMemo) throws(RenderError) -> AvatarElement.Look {
        if let image {
            let circle = Rect(origin: .zero, size: Size(width: diameter, height: diameter))
            return .image(try images.decode(image, covering: ImagePart.cover(circle, aspect: image.aspect).size))
        }
        if let silhouette { return .person(silhouette.figure, on: silhouette.disc) }
        // A colour the card gives the person wins over the look's grey.
        if let monogram, people[name]?.color == nil {
            let initials = Self.initials(of: name)
            guard !initials.isEmpty else { return .person(.white, on: monogram.bottom) }
            return .monogram(initialsLayout(initials, diameter: diameter, ink: .white, memo: memo), top: monogram.top, bottom: monogram.bottom)
        }
        let color = discColors.color(of: name)
        if let gradient = gradients.first(where: { $0.matches(color) }) {
            let initials = Self.initials(of: name)
            guard !initials.isEmpty else { return .person(.white, on: Color(rgb: gradient.bottom)) }
            return .monogram(initialsLayout(initials, diameter: diameter, ink: .white, memo: memo), top: Color(rgb: gradient.top),
                             bottom: Color(rgb: gradient.bottom))
        }
        if let glyph { return .glyph(glyph, on: color) }
        let ink = ContrastColor.readable(on: color)
        let initials = Self.initials(of: name)
        guard !initials.isEmpty else { return .person(ink, on: color) }
        return .initials(initialsLayout(initials, diameter: diameter, ink: ink, memo: memo), on: color)
    }

    private func initialsLayout(_ initials: String, diameter: Double, ink: Color, memo: LayoutMemo) -> TextLayout {
        memo.layout(AttributedText(initials, attributes: TextAttributes(weight: .semibold)), options: LayoutOptions(
            font: FontSpec(family: fontFamily, size: diameter * Self.initialsSize), color: ink))
    }

    /// The first letter of the first two words that have one, upper-cased ("Maya Lopez" → "ML",
    /// "Yuri 💜 Ly" → "YL", "🚀 Max" → "M"); emoji, digits and symbols are no initials, nor letter-like
    /// symbols drawn as emoji ("Ⓜ️ark" → "A"). Empty when the name has no letter (the avatar then shows a person).
    static func initials(of name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).compactMap { $0.first(where: isInitial) }.prefix(2)
            .map { String($0).uppercased() }.joined()
    }

    /// A letter proper (Unicode's letter categories), not a symbol with a letter's shape (Ⓜ, ℹ) or an emoji.
    private static func isInitial(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first, !c.unicodeScalars.contains("\u{FE0F}") else { return false }
        switch first.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: return true
        default: return false
        }
    }
}

/// A round avatar (or a rounded square): a picture cropped to the shape, or initials centred on a colour.
struct AvatarElement: CardElement {
    enum Look {
        case image(DecodedImage)
        case initials(TextLayout, on: Color)
        /// Initials on a top-to-bottom gradient (iMessage's grey monograms, Telegram's coloured ones).
        case monogram(TextLayout, top: Color, bottom: Color)
        /// A neutral head and shoulders, for a name without letters (or no name).
        case person(Color, on: Color)
        /// The look's default face, white on the colour.
        case glyph(AvatarGlyph, on: Color)
    }

    let name: String
    let look: Look
    let frame: Rect
    /// A rounded square's corner radius; nil: a circle.
    var cornerRadius: Double?

    var shape: Path { cornerRadius.map { .roundedRect(frame, radius: $0) } ?? .ellipse(in: frame) }

    func draw(on canvas: Canvas) {
        switch look {
        case .image(let image):
            canvas.clip(to: shape) {
                canvas.draw(image, in: ImagePart.cover(frame, aspect: image.aspect))
            }
        case .initials(let layout, let color):
            canvas.fill(shape, with: .color(color))
            drawCentred(layout, on: canvas)
        case .monogram(let layout, let top, let bottom):
            canvas.fill(shape, with: .linearGradient(.vertical(in: frame, colors: [top, bottom])))
            drawCentred(layout, on: canvas)
        case .person(let ink, let color):
            canvas.fill(shape, with: .color(color))
            canvas.clip(to: shape) { canvas.fill(Self.person(in: frame), with: .color(ink)) }
        case .glyph(let glyph, let color):
            canvas.fill(shape, with: .color(color))
            let (face, eyes) = glyph.paths(in: frame)
            canvas.fill(face, with: .color(.white))
            canvas.fill(eyes, with: .color(color))
        }
    }

    /// The initials' ink centred in the shape.
    private func drawCentred(_ layout: TextLayout, on canvas: Canvas) {
        let used = layout.usedBounds
        layout.draw(on: canvas, at: Point(x: frame.midX - used.midX, y: frame.midY - layout.size.height / 2))
    }

    /// Head and shoulders, in fractions of the diameter: a head circle above the centre, shoulders as a
    /// wide ellipse whose top shows below it (the circle cuts the rest).
    static let headRadius = 0.18, headCentre = 0.38, shouldersTop = 0.62, shouldersWidth = 0.7
    static func person(in frame: Rect) -> Path {
        let d = frame.width
        var path = Path.ellipse(in: Rect(x: frame.midX - headRadius * d, y: frame.minY + (headCentre - headRadius) * d,
                                         width: 2 * headRadius * d, height: 2 * headRadius * d))
        path.append(.ellipse(in: Rect(x: frame.midX - shouldersWidth * d / 2, y: frame.minY + shouldersTop * d,
                                      width: shouldersWidth * d, height: shouldersWidth * d)))
        return path
    }

    func frames(scale: Double) -> [ElementFrame] { [ElementFrame(.avatar, frame, text: name)] }

    /// The same avatar drawn in `frame` (a part's avatar, placed when the part is).
    func moved(to frame: Rect) -> AvatarElement {
        var radius = cornerRadius
        if let r = cornerRadius, self.frame.width > 0 { radius = r * frame.width / self.frame.width }
        return AvatarElement(name: name, look: look, frame: frame, cornerRadius: radius)
    }
}
