import Foundation

extension CardAnimation {
    /// Where message `index` starts (its first row), or the card's end past the last.
    func reveal(_ index: Int) -> Int {
        bands.rows[index...].lazy.compactMap { $0?.lowerBound }.first ?? bands.height
    }

    /// What shows at `seconds`; the last frame shows the finished card. The newest message enters (sliding up and
    /// fading in), shows as the newest (`NewestStates`) with its reactions popping in, until the next one comes; the
    /// view's bottom moves smoothly from where it was (under the typing indicator, if any) to under the newest.
    func scene(at seconds: Double, last: Bool = false) -> FrameComposer.Scene {
        let cardHeight = bands.height
        let entries = timeline.entries
        guard !last else { return FrameComposer.Scene(shown: cardHeight, bottom: cardHeight) }
        let started = entries.prefix { $0.enters <= seconds }.count
        let next = started < entries.count ? entries[started] : nil
        var scene = FrameComposer.Scene(shown: reveal(next?.message ?? entries.count), bottom: 0)
        if started > 0 {
            let current = entries[started - 1], index = current.message
            let shown = reveal(index), end = reveal(index + 1)
            let progress = Self.eased((seconds - current.enters) / timeline.enterSeconds)
            let nextStarted = next.map { ($0.typingFrom ?? $0.enters) <= seconds } ?? false
            let states = nextStarted ? nil : newest[index]
            let landed = rest(after: index)
            if progress < 1 || states != nil {
                let layer = states?.entering ?? .card(shown..<end)
                var newest = FrameComposer.Newest(layer: layer, progress: progress)
                if let from = current.reactionsFrom, seconds >= from, let popped = states?.reactions {
                    let change = states?.reactionsFade == false ? 1 : min(1, (seconds - from) / timeline.reactionsSeconds)
                    (newest.next, newest.change) = (popped, change)
                }
                (scene.shown, scene.newest) = (shown, newest)
                let waited = rest(after: started > 1 ? entries[started - 2].message : nil)
                let before = max(waited, typing[index].flatMap { $0.height > 0 ? min(shown + $0.height + margin, landed) : nil } ?? waited)
                scene.bottom = before + Int((Double(max(landed, before) - before) * progress).rounded())
                return scene
            }
        }
        let resting = rest(after: started > 0 ? entries[started - 1].message : nil)
        scene.bottom = resting
        // Waiting for the next, whose typing indicator may show.
        if let next, let from = next.typingFrom, seconds >= from, let bubble = typing[next.message], bubble.height > 0 {
            let visible = seconds - from
            scene.typing = FrameComposer.Typing(message: next.message, top: scene.shown, step: bubble.step(at: visible),
                                                opacity: min(1, visible / Self.typingFadeSeconds))
            // The indicator asks for no more room than its message will take: the view never scrolls back.
            scene.bottom = max(resting, min(scene.shown + bubble.height + margin, rest(after: next.message)))
        }
        return scene
    }

    /// Where the view's bottom rests once message `index` is in (before the first: under the card's top): under
    /// it, or under its drawing as the newest where that reaches lower.
    func rest(after index: Int?) -> Int {
        let cardHeight = bands.height
        guard let index else { return min(cardHeight, reveal(timeline.entries.first?.message ?? 0) + margin) }
        var bottom = reveal(index + 1)
        for layer in [newest[index]?.entering, newest[index]?.reactions].compactMap({ $0 }) {
            if case .drawing(let drawing) = layer { bottom = max(bottom, drawings[drawing].rows.upperBound) }
        }
        return min(cardHeight, bottom + margin)
    }

    static let typingFadeSeconds = 0.15

    /// Ease-out cubic: fast in, soft landing.
    static func eased(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return 1 - pow(1 - t, 3)
    }
}
