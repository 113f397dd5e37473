import Canvas
import Testing
@testable import Decorations

/// Point 15 of the visual-fidelity issue: a fill must not show outside a contrasting border.
@Suite struct BubbleBorderTests {
    /// A red bubble with a white border on a white canvas: every red-tinted pixel must be reachable from
    /// the bubble's middle through tinted pixels. A tinted pixel cut off by the white band is fill that
    /// leaked outside the border (the old fill-then-stroke left a ring of them along every curve).
    @Test(arguments: [1.0, 2.0, 3.0])
    func noFillOutsideAWhiteBorder(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 140, height: 70), scale: scale, background: .white)
        let frame = Rect(x: 10.3, y: 8.6, width: 117, height: 52)
        let bubble = Bubble(shape: BubbleShape(side: .right), fill: .verticalGradient([Color(red: 1, green: 0, blue: 0), Color(red: 0.6, green: 0, blue: 1)]),
                            border: BubbleBorder(width: 2, color: .white))
        bubble.draw(in: frame, on: canvas)
        let image = try canvas.rgbaImage()
        func tinted(_ x: Int, _ y: Int) -> Bool {
            let p = image[x, y]
            return min(p.r, p.g, p.b) < 250
        }
        var seen = Set<Int>()
        var stack = [Int(frame.midY * scale) * image.width + Int(frame.midX * scale)]
        while let i = stack.popLast() {
            guard !seen.contains(i) else { continue }
            seen.insert(i)
            let x = i % image.width, y = i / image.width
            for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
            where nx >= 0 && ny >= 0 && nx < image.width && ny < image.height && tinted(nx, ny) {
                stack.append(ny * image.width + nx)
            }
        }
        var leaked = 0
        for y in 0..<image.height { for x in 0..<image.width where tinted(x, y) && !seen.contains(y * image.width + x) { leaked += 1 } }
        #expect(seen.count > Int(100 * 40 * scale * scale), "the fill is there")
        #expect(leaked == 0, "\(leaked) tinted pixels outside the white border")
    }
}
