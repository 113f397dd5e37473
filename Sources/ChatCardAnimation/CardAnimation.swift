import ChatCard
import Foundation
import ImageCodecs

/// A card brought in message by message: laid out and drawn once (`CardLayers`), each frame composed from that
/// (`FrameComposer`) as the timeline says (`AnimationTimeline`). The last frame is the still card (scrolled to its
/// end when it is taller than the frame).
public struct CardAnimation {
    public let options: AnimationOptions
    let timeline: AnimationTimeline
    /// The card drawn in bands as the view reaches them.
    let bands: CardBands
    /// The typing indicator of each incoming message, by its index (one drawing per author).
    let typing: [Int: TypingBubble]
    /// The same, one per author (by author).
    let typingDrawings: [TypingBubble]
    /// How each message looks while it is the newest, where that is not as in the finished card, and the drawings
    /// that takes.
    let newest: [Int: NewestStates]
    let drawings: [NewestDrawing]
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
        bands = try card.bands()
        switch framing {
        case .card: (width, frameHeight) = (bands.width, bands.height)
        case .fill(let size): (width, frameHeight) = (size.width, size.height)
        case .longestSide: (width, frameHeight) = ((bands.width + 1) / 2 * 2, (bands.height + 1) / 2 * 2)
        }
        margin = Int((card.spec.padding * bands.scale).rounded())
        var drawn: [String: TypingBubble] = [:], typing: [Int: TypingBubble] = [:]
        for entry in timeline.entries where entry.typingFrom != nil {
            let message = card.spec.messages[entry.message]
            // After a message of the same person the indicator continues their run.
            let before = entry.message > 0 ? card.spec.messages[entry.message - 1] : nil
            let continuing = before.flatMap { $0.from == .them && $0.style != .service && $0.author == message.author ? $0 : nil }
            let key = (message.author ?? "") + (continuing == nil ? "" : "\u{0}run")
            if drawn[key] == nil {
                drawn[key] = try TypingBubble(card: card, before: message, after: continuing, avatars: bands.showsAvatars, scale: bands.scale)
            }
            typing[entry.message] = drawn[key]
        }
        self.typing = typing
        typingDrawings = drawn.sorted { $0.key < $1.key }.map(\.value)
        (newest, drawings) = try NewestStates.make(card: card, bands: bands)
        guard frameCount <= options.limits.frames else {
            throw .card(CardError(path: "fps", message: "\(frameCount) frames; at most \(options.limits.frames)"))
        }
    }

    /// Frame `index`'s time in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(options.fps) }

    /// Every frame in order, composed into one buffer: `body` gets its straight-alpha RGBA bytes, its time in
    /// milliseconds, and whether it differs from the frame before (a frame that does not can be left out). Throws
    /// `RenderTimeout` once `deadline` has passed (checked before each frame), or what `body` throws.
    public func composeFrames(deadline: RenderDeadline = .none, _ body: (_ rgba: [UInt8], _ milliseconds: Int, _ changed: Bool) throws -> Void) throws {
        var composer = FrameComposer(bands: bands, typing: typing.mapValues(\.steps), drawings: drawings, width: width, height: frameHeight)
        var previous: FrameComposer.Scene?
        for index in 0..<frameCount {
            try deadline.check(.drawing)
            let seconds = time(ofFrame: index)
            let scene = scene(at: seconds, last: index == frameCount - 1)
            let changed = scene != previous
            if changed { try composer.compose(scene) }
            try body(composer.frame, Int((seconds * 1000).rounded()), changed)
            previous = scene
        }
    }
}

extension CardAnimation {
    /// What every frame is made of, one picture at a time: the finished card and its ground band by band, the typing
    /// indicators' steps (a GIF's palette is made from these).
    func forEachPaletteSource(_ body: (RGBAImage) throws(AnimationError) -> Void) throws(AnimationError) {
        do {
            for index in 0..<((bands.height + bands.bandRows - 1) / bands.bandRows) {
                let band = try bands.band(index)
                try body(band.picture)
                try body(band.ground)
            }
        } catch let error as AnimationError { throw error } catch { throw .render(error as? RenderError ?? .card(CardError(path: "", message: "\(error)"))) }
        for step in typingDrawings.flatMap(\.steps) { try body(step) }
    }

    /// Whether every frame is opaque: the card's ground is (the card and the indicator are drawn over it).
    func isOpaque() throws(AnimationError) -> Bool {
        do { return try bands.isOpaque() } catch { throw .render(error) }
    }
}
