/// Snaps one side of a run of line bands: nearly equal neighbouring edges become one straight edge,
/// always moving outward, without letting a gradual staircase creep into a rectangle.
///
/// The lines are cut into groups of consecutive lines whose edges lie within the tolerance of each
/// other; each group takes its outermost edge. Among all such cuts the one chosen has, in this order:
/// the fewest steps narrower than the tolerance between neighbouring groups (a step that narrow cannot
/// take a full corner on both ends and reads as a jag), the fewest steps, and the least added fill.
/// Lines each a little wider than the last therefore become a few clear steps instead of one block in
/// which the first short line carries the whole rise (what snapping neighbours pairwise until nothing
/// changes did).
enum EdgeSnapping {
    /// Longest group the search considers: a longer straight edge is two groups with the same edge,
    /// which looks the same, and keeps the search linear in the number of lines.
    static let maxGroupLines = 16

    private struct Choice {
        var narrowSteps: Int, steps: Int, fill: Double
        var edge: Double
        var start: Int
        var previous: Int?  // index into the choices ending just before `start`

        func isBetter(than other: Choice) -> Bool {
            (narrowSteps, steps, fill) < (other.narrowSteps, other.steps, other.fill)
        }
    }

    /// `edges` top to bottom, outward meaning larger (negate left edges).
    static func snappedOutward(_ edges: [Double], tolerance: Double) -> [Double] {
        guard edges.count > 1 else { return edges }
        // choices[j]: the best cut of lines 0...j for each possible last group ending at j.
        var choices: [[Choice]] = []
        for end in edges.indices {
            var ending: [Choice] = []
            var high = edges[end], low = edges[end], sum = 0.0
            for start in stride(from: end, through: max(0, end - maxGroupLines + 1), by: -1) {
                high = max(high, edges[start]); low = min(low, edges[start]); sum += edges[start]
                if start < end && !(high - low < tolerance) { break }
                let fill = Double(end - start + 1) * high - sum
                if start == 0 {
                    ending.append(Choice(narrowSteps: 0, steps: 0, fill: fill, edge: high, start: 0, previous: nil))
                    continue
                }
                var best: Choice?
                for (index, before) in choices[start - 1].enumerated() {
                    let step = abs(high - before.edge)
                    let isStep = step > 1e-9
                    let candidate = Choice(narrowSteps: before.narrowSteps + (isStep && step < tolerance ? 1 : 0),
                                           steps: before.steps + (isStep ? 1 : 0), fill: before.fill + fill,
                                           edge: high, start: start, previous: index)
                    if best.map({ candidate.isBetter(than: $0) }) ?? true { best = candidate }
                }
                if let best { ending.append(best) }
            }
            choices.append(ending)
        }
        var result = edges
        var choice = choices[edges.count - 1].min { $0.isBetter(than: $1) }
        var end = edges.count - 1
        while let c = choice {
            for i in c.start...end { result[i] = c.edge }
            end = c.start - 1
            choice = c.previous.map { choices[c.start - 1][$0] }
        }
        return result
    }
}
