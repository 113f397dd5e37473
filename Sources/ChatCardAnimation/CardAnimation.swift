import ChatCard
import Foundation
import ImageCodecs

/// A card brought in message by message: laid out and drawn once (`CardLayers`), each frame composed from that
/// (`FrameComposer`) as the timeline says (`AnimationTimeline`). The last frame is the still card (scrolled to its
/// end when it is taller than the frame).
public struct CardAnimation {
    public let options: AnimationOptions
    let timeline: AnimationTimeline
    let layers: CardLayers
    /// The typing indicator of each incoming message, by its index (one drawing per author).
    let typing: [Int: TypingBubble]
    /// The same, one per author (by author).
    let typingDrawings: [TypingBubble]
    let frameHeight: Int
    /// Room kept under the newest message, in pixels: the card's padding.
    let margin: Int

    /// The frame: as asked, else the card's own size (with even sides where `evenSides`).
    public let width: Int
    public var height: Int { frameHeight }
    public var duration: Double { timeline.duration }
    public var frameCount: Int { max(1, Int((timeline.duration * Double(options.fps)).rounded(.up))) }

    /// How the card fills the frame.
    enum Framing {
        /// The card's own scale and size.
        case card
        /// Scaled to the frame's width, scrolling when taller.
        case fill(AnimationOptions.FrameSize)
        /// Scaled so its longer side is this many pixels; the frame is the card, its sides rounded up to even.
        case longestSide(Int)
    }

    public init(card: Card, options: AnimationOptions = AnimationOptions()) throws(RenderError) {
        try self.init(card: card, options: options, framing: options.frameSize.map { .fill($0) } ?? .card)
    }

    init(card: Card, options: AnimationOptions, framing: Framing) throws(RenderError) {
        do { try options.check() } catch { throw .card(error) }
        var card = card
        do {
            switch framing {
            case .card: break
            case .fill(let size):
                let scale = Double(size.width) / card.spec.width
                guard CardLimits.scaleRange.contains(scale) else {
                    throw CardError(path: "size", message: "a frame \(size.width) px wide draws this \(Int(card.spec.width)) pt card at scale "
                                    + "\(String(format: "%.2f", scale)); the scale must be \(CardLimits.scaleRangeText)")
                }
                card = try card.with(drawingScale: scale)
            case .longestSide(let side):
                let size = try card.size()
                // A hair under the exact ratio, so rounding up to whole pixels stays at `side`.
                card = try card.with(drawingScale: Double(side) / max(size.width, size.height) * (1 - 1e-9))
            }
        } catch let error as CardError { throw .card(error) } catch { throw error as? RenderError ?? .card(CardError(path: "", message: "\(error)")) }
        self.options = options
        timeline = AnimationTimeline(card.spec, options: options)
        guard timeline.duration <= options.limits.seconds else {
            throw .card(CardError(path: "messages", message: "the animation would last \(Int(timeline.duration)) s; at most \(Int(options.limits.seconds)) s "
                                  + "(fewer messages, or a higher --speed or --cps)"))
        }
        layers = try card.layers()
        switch framing {
        case .card: (width, frameHeight) = (layers.picture.width, layers.picture.height)
        case .fill(let size): (width, frameHeight) = (size.width, size.height)
        case .longestSide: (width, frameHeight) = ((layers.picture.width + 1) / 2 * 2, (layers.picture.height + 1) / 2 * 2)
        }
        margin = Int((card.spec.padding * layers.scale).rounded())
        var drawn: [String: TypingBubble] = [:], typing: [Int: TypingBubble] = [:]
        for entry in timeline.entries where entry.typingFrom != nil {
            let message = card.spec.messages[entry.message]
            let key = message.author ?? ""
            if drawn[key] == nil { drawn[key] = try TypingBubble(card: card, before: message, avatars: layers.showsAvatars, scale: layers.scale) }
            typing[entry.message] = drawn[key]
        }
        self.typing = typing
        typingDrawings = drawn.sorted { $0.key < $1.key }.map(\.value)
        guard frameCount <= options.limits.frames else {
            throw .card(CardError(path: "fps", message: "\(frameCount) frames; at most \(options.limits.frames)"))
        }
    }

    /// Frame `index`'s time in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(options.fps) }

    /// Where message `index` starts (its first row), or the card's end past the last.
    func reveal(_ index: Int) -> Int {
        layers.rows[index...].lazy.compactMap { $0?.lowerBound }.first ?? layers.picture.height
    }

    /// What shows at `seconds`; the last frame shows the finished card. The view's bottom moves smoothly from
    /// where it was (under the typing indicator, if any) to under the entering message.
    func scene(at seconds: Double, last: Bool = false) -> FrameComposer.Scene {
        let cardHeight = layers.picture.height
        let inPlace = last ? timeline.entries.count : timeline.entries.filter { $0.enters + timeline.enterSeconds <= seconds }.count
        guard inPlace < timeline.entries.count else { return FrameComposer.Scene(shown: cardHeight, bottom: cardHeight) }
        let next = timeline.entries[inPlace]
        let shown = reveal(next.message)
        let bubble = typing[next.message].flatMap { $0.height > 0 ? $0 : nil }
        let end = reveal(next.message + 1)
        let waiting = min(cardHeight, shown + margin), landed = min(cardHeight, end + margin)
        // The indicator asks for no more room than its message will take: the view never scrolls back.
        let typed = bubble.map { min(shown + $0.height + margin, landed) } ?? waiting
        var scene = FrameComposer.Scene(shown: shown, bottom: waiting)
        if seconds >= next.enters {
            let progress = Self.eased((seconds - next.enters) / timeline.enterSeconds)
            (scene.entering, scene.progress) = (shown..<end, progress)
            scene.bottom = typed + Int((Double(landed - typed) * progress).rounded())
        } else if let from = next.typingFrom, seconds >= from, let bubble {
            let visible = seconds - from
            scene.typing = FrameComposer.Typing(message: next.message, top: shown, step: bubble.step(at: visible),
                                                opacity: min(1, visible / Self.typingFadeSeconds))
            scene.bottom = typed
        }
        return scene
    }

    static let typingFadeSeconds = 0.15

    /// Ease-out cubic: fast in, soft landing.
    static func eased(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return 1 - pow(1 - t, 3)
    }

    /// Every frame in order, composed into one buffer: `body` gets its straight-alpha RGBA bytes, its time in
    /// milliseconds, and whether it differs from the frame before (a frame that does not can be left out). Throws
    /// `RenderTimeout` once `deadline` has passed (checked before each frame), or what `body` throws.
    public func composeFrames(deadline: RenderDeadline = .none, _ body: (_ rgba: [UInt8], _ milliseconds: Int, _ changed: Bool) throws -> Void) throws {
        var composer = FrameComposer(layers: layers, typing: typing.mapValues(\.steps), width: width, height: frameHeight)
        var previous: FrameComposer.Scene?
        for index in 0..<frameCount {
            try deadline.check(.drawing)
            let seconds = time(ofFrame: index)
            let scene = scene(at: seconds, last: index == frameCount - 1)
            let changed = scene != previous
            if changed { composer.compose(scene) }
            try body(composer.frame, Int((seconds * 1000).rounded()), changed)
            previous = scene
        }
    }
}

extension CardAnimation {
    /// What every frame is made of: the finished card, its ground, the typing indicators' steps (a GIF's palette
    /// is made from these).
    var paletteSources: [RGBAImage] {
        [layers.picture, layers.ground] + typingDrawings.flatMap(\.steps)
    }

    /// Whether every frame is opaque: the card and its ground are (the indicator and entering messages are blended
    /// over them).
    var isOpaque: Bool { layers.picture.isOpaque && layers.ground.isOpaque }
}
