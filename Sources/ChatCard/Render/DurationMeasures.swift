/// A `Duration` as the plain numbers logs, timings, timers and flags use.
extension Duration {
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    public var inMilliseconds: Double { inSeconds * 1000 }
    /// Whole nanoseconds, rounded down (for timer APIs that take them).
    public var inNanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
