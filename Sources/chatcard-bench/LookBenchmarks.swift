import ChatCard
import Foundation

/// The sample card in every look and theme against ChatCard's own look in the same theme, round by round
/// (the whole render: layout, drawing and PNG): each look should take at most 1.2× the default's time.
func benchLooks(iterations: Int) throws {
    for theme in CardSpec.Theme.allCases {
        let base = try SampleCard.card.with(theme: theme)
        for look in Look.Name.allCases where look != .chatcard {
            let card = try base.with(look: look)
            _ = try card.render(); _ = try base.render()
            var rounds: [Double] = [], times: [Double] = [], baseTimes: [Double] = [], parts: [[Double]] = [[], [], []]
            for _ in 0..<iterations {
                let a = try card.renderMeasured().timing, b = try base.renderMeasured().timing
                let (total, baseTotal) = (a.layout + a.drawing + a.encoding, b.layout + b.drawing + b.encoding)
                times.append(total); baseTimes.append(baseTotal); rounds.append(total / baseTotal)
                for (i, ms) in [a.layout, a.drawing, a.encoding].enumerated() { parts[i].append(ms) }
            }
            print(String(format: "looks: sample, %@ %@ %.2f ms (layout %.2f, drawing %.2f, PNG %.2f) / chatcard %.2f ms (round by round: median %.2f×, quartiles %.2f–%.2f×)",
                         look.rawValue, theme.rawValue, percentile(times, 0.5), percentile(parts[0], 0.5), percentile(parts[1], 0.5),
                         percentile(parts[2], 0.5), percentile(baseTimes, 0.5), percentile(rounds, 0.5), percentile(rounds, 0.25), percentile(rounds, 0.75)))
        }
    }
}
