import ChatCard

/// When each message of an animated card comes: after the reader has read the one before (its characters at
/// `charactersPerSecond`), an incoming one after the look's typing indicator for a time that grows with its
/// length; each enters over `enterSeconds`. Times in seconds from the start, all divided by `speed`.
struct AnimationTimeline: Equatable {
    struct Entry: Equatable {
        let message: Int
        /// The typing indicator shows from this time until `enters` (incoming messages only).
        let typingFrom: Double?
        let enters: Double
        /// Its reactions pop in from this time (a message with reactions only).
        var reactionsFrom: Double?
    }

    let entries: [Entry]
    let enterSeconds: Double
    let reactionsSeconds: Double
    /// The last message in place, then the hold.
    let duration: Double

    /// Before the first message: the title and the card's top alone.
    static let leadSeconds = 0.4
    static let enterSeconds = 0.28
    /// Reading time between two messages, and typing time, are held to these (before `speed`).
    static let readingRange = 0.6...4.0
    static let typingRange = 0.7...2.5
    /// A message without text (a picture, a sticker, a file) reads as this many characters.
    static let charactersOfMedia = 24
    /// Reactions come this long after their message has landed, and take `reactionsSeconds` to pop in.
    static let reactionsDelay = 0.3
    static let reactionsSeconds = 0.22

    init(_ spec: CardSpec, options: AnimationOptions) {
        let pace = 1 / (options.speed * options.compression)
        var entries: [Entry] = []
        var time = Self.leadSeconds * pace
        for (index, message) in spec.messages.enumerated() {
            // The message's own `delay` and `typing` (seconds) win over the reading pace; `speed` scales them too.
            if let delay = message.delay {
                time += delay * pace
            } else if index > 0 {
                let read = Double(Self.characters(spec.messages[index - 1])) / options.charactersPerSecond
                time += read.clamped(to: Self.readingRange) * pace
            }
            var typingFrom: Double?
            if message.from == .them, message.style != .service {
                let typing = message.typing ?? (0.5 + Double(Self.characters(message)) / (options.charactersPerSecond * 3)).clamped(to: Self.typingRange)
                if typing > 0 {
                    typingFrom = time
                    time += typing * pace
                }
            }
            var entry = Entry(message: index, typingFrom: typingFrom, enters: time)
            time += Self.enterSeconds * pace
            if !message.reactions.isEmpty { entry.reactionsFrom = time + Self.reactionsDelay * pace }
            entries.append(entry)
        }
        self.entries = entries
        enterSeconds = Self.enterSeconds * pace
        reactionsSeconds = Self.reactionsSeconds * pace
        // The last message's reactions are in before the hold starts.
        let popped = Self.reactionsSeconds * pace
        let settled = entries.last?.reactionsFrom.map { max(time, $0 + popped) } ?? time
        duration = settled + options.hold
    }

    static func characters(_ message: MessageSpec) -> Int {
        let text = message.text.count
        return text > 0 ? text : charactersOfMedia
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
