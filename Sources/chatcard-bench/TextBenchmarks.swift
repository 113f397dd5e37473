import Canvas
import Foundation
import TextLayout

/// One TextLayout at a time (made and measured, as card layout does): the fixed cost of a layout
/// against the cost of its text, for profiling (`chatcard-bench text`).
func benchText(iterations: Int) {
    let cases: [(String, (Int) -> TextLayout)] = [
        ("time label", { i in TextLayout("10:\(10 + i % 50)", options: LayoutOptions(font: FontSpec(size: 12))) }),
        ("quote, one ellipsized line", { i in
            TextLayout("Message \(i % 50): the one this answers, long enough to be cut", options: LayoutOptions(width: 250, font: FontSpec(size: 14), maxLines: 1)) }),
        ("quote, unwrapped", { i in
            TextLayout("Message \(i % 50): the one this answers, long enough to be cut", options: LayoutOptions(font: FontSpec(size: 14))) }),
        ("message, two lines", { i in
            TextLayout("Message \(i % 50): a normal chat line 💬 that sometimes wraps onto a second line.", options: LayoutOptions(width: 300, font: FontSpec(size: 16))) }),
    ]
    for (name, make) in cases {
        for i in 0..<50 { _ = make(i).usedBounds }  // warm the font map
        var samples: [Double] = []
        for round in 0..<iterations {
            samples.append(milliseconds { for i in 0..<50 { _ = make(round + i).usedBounds } } * 1000 / 50)
        }
        print(String(format: "%-28@ %7.1f µs a layout (median of %d rounds of 50)", name as NSString, percentile(samples, 0.5), iterations))
    }
}
