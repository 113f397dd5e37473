/// When a render gives up. Checked between messages while the card is laid out, between elements while
/// it is drawn and before it is encoded, so a worker is free again soon after the deadline passes.
public struct RenderDeadline: Sendable {
    package let instant: ContinuousClock.Instant?
    /// The time the render was given, for the message.
    package let limit: Duration?

    public static let none = RenderDeadline(instant: nil, limit: nil)

    private init(instant: ContinuousClock.Instant?, limit: Duration?) { self.instant = instant; self.limit = limit }

    /// `limit` from `start` (by default, from now).
    public init(after limit: Duration, from start: ContinuousClock.Instant = .now) {
        self.init(instant: start + limit, limit: limit)
    }

    package var hasPassed: Bool { instant.map { ContinuousClock.now >= $0 } ?? false }

    package func check(_ stage: RenderTimeout.Stage) throws(RenderTimeout) {
        if let limit, hasPassed { throw RenderTimeout(limit: limit, stage: stage) }
    }
}

/// A render stopped at its deadline.
public struct RenderTimeout: Error, Equatable, CustomStringConvertible {
    package enum Stage: String, Sendable { case layout = "laying out", drawing, encoding = "before encoding" }
    public let limit: Duration
    package let stage: Stage

    package init(limit: Duration, stage: Stage) { self.limit = limit; self.stage = stage }

    public var description: String {
        return "the render did not finish within \(format(limit.inSeconds)) s (stopped while \(stage.rawValue))"
    }
}

extension RenderDeadline {
    /// `check(.layout)` for the layout's stages, which throw `RenderError`.
    func checkLayout() throws(RenderError) {
        do { try check(.layout) } catch { throw .timedOut(error) }
    }
}
