import ChatCard
import ChatCardSupport

/// How an animated card is paced and framed. Every value is checked (`check()`), naming the option.
public struct AnimationOptions: Sendable, Equatable {
    /// Frames per second.
    public var fps = 30
    /// The frame in pixels; nil: the card's own size (nothing scrolls). A frame narrower than the card at scale 1
    /// is refused; the card is scaled to fill the frame's width and scrolls when taller.
    public var frameSize: FrameSize?
    /// Seconds the last frame stays.
    public var hold = 2.0
    /// Everything faster (2) or slower (0.5).
    public var speed = 1.0
    /// The reader's pace: a message stays this many characters a second before the next one comes.
    public var charactersPerSecond = 15.0
    /// WebP: lossy at this quality (0–100); nil lossless.
    public var quality: Int?

    public struct FrameSize: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

        /// "1080x1920" (the CLI's `--size`, the service's `size`); a `CardError` at path "size" otherwise.
        public init(parsing text: String) throws(CardError) {
            let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1] else {
                throw CardError(path: "size", message: "expected WIDTHxHEIGHT in pixels, like 1080x1920 (got \(ShortQuote.quoted(text)))")
            }
            self.init(width: width, height: height)
        }
    }

    /// Everything this many times faster again, past `speed`'s range: a sticker's timing squeezed into its 3 s.
    var compression = 1.0

    public init() {}

    public static let fpsRange = 1...60
    public static let holdRange = 0.0...30
    public static let speedRange = 0.25...4.0
    public static let charactersPerSecondRange = 2.0...100
    public static let sideRange = 16...4096
    /// How long an animation may be: a request to a service must stay bounded (`service`); a command run by its
    /// user may go on (`local`).
    public var limits = Limits.service

    public struct Limits: Sendable, Equatable {
        public var seconds: Double
        public var frames: Int
        public static let service = Limits(seconds: 60, frames: 3_600)
        public static let local = Limits(seconds: 1_800, frames: 108_000)
    }

    /// The first option out of its range, as `CardError` with the option's name as its path.
    public func check() throws(CardError) {
        func outside<T: Comparable>(_ name: String, _ value: T, _ range: ClosedRange<T>) throws(CardError) {
            guard range.contains(value) else {
                throw CardError(path: name, message: "must be \(range.lowerBound) to \(range.upperBound) (got \(value))")
            }
        }
        try outside("fps", fps, Self.fpsRange)
        try outside("hold", hold, Self.holdRange)
        try outside("speed", speed, Self.speedRange)
        try outside("cps", charactersPerSecond, Self.charactersPerSecondRange)
        if let quality { try outside("quality", quality, 0...100) }
        if let frameSize {
            try outside("size", frameSize.width, Self.sideRange)
            try outside("size", frameSize.height, Self.sideRange)
        }
    }
}
