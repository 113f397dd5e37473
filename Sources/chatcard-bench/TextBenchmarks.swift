import Canvas
import Foundation
import TextLayout

/// The reply header's quote line in the 40-message rich card (`richFortyMessageCard`).
private let replyQuoteOptions = LayoutOptions(width: 215, font: FontSpec(size: 14), maxLines: 1)

/// One TextLayout at a time (made and measured, as card layout does): the fixed cost of a layout
/// against the cost of its text, and what drawing it costs, for profiling (`chatcard-bench text`).
func benchText(iterations: Int) {
    let cases: [(String, (Int) -> TextLayout)] = [
        ("time label", { i in TextLayout("10:\(10 + i % 50)", options: LayoutOptions(font: FontSpec(size: 12))) }),
        ("quote, one ellipsized line", { i in
            TextLayout("Message \(i % 50): the one this answers, long enough to be cut", options: LayoutOptions(width: 250, font: FontSpec(size: 14), maxLines: 1)) }),
        ("reply quote, whole text", { i in TextLayout(replyQuote(i), options: replyQuoteOptions) }),
        ("reply quote, from its start", { i in
            EllipsizedLine.layout(replyQuote(i), width: replyQuoteOptions.width!, font: replyQuoteOptions.font) {
                TextLayout($0, options: replyQuoteOptions)
            } }),
        ("quote, unwrapped", { i in
            TextLayout("Message \(i % 50): the one this answers, long enough to be cut", options: LayoutOptions(font: FontSpec(size: 14))) }),
        ("message, two lines", { i in
            TextLayout("Message \(i % 50): a normal chat line 💬 that sometimes wraps onto a second line.", options: LayoutOptions(width: 300, font: FontSpec(size: 16))) }),
    ]
    func replyQuote(_ i: Int) -> String { "Message \(i % 50): the one this answers, long enough to be cut to one line" }
    for (name, make) in cases {
        for i in 0..<50 { _ = make(i).usedBounds }  // warm the font map
        var samples: [Double] = []
        for round in 0..<iterations {
            samples.append(milliseconds { for i in 0..<50 { _ = make(round + i).usedBounds } } * 1000 / 50)
        }
        // Drawing the same 50 layouts again and again: what a layout costs to show, apart from making it.
        let layouts = (0..<50).map { make($0) }
        let canvas = try! Canvas(size: Size(width: 400, height: 100), scale: 2, background: .white)
        var drawn: [Double] = []
        for _ in 0..<iterations {
            drawn.append(milliseconds { for layout in layouts { layout.draw(on: canvas, at: Point(x: 10, y: 10)) } } * 1000 / 50)
        }
        print(name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: "%7.1f µs a layout, %6.1f µs to draw it (medians of %d rounds of 50)",
                                                                              percentile(samples, 0.5), percentile(drawn, 0.5), iterations))
    }
}
