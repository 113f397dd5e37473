import Canvas

/// Canvas primitives: curves, fills, gradients, strokes with dashes, caps and joins.
enum CanvasCases {
    static let all: [GoldenCase] = [
        GoldenCase("canvas-primitives", "Paths, even-odd fill, gradient, dashes, caps and joins") {
            let canvas = try Canvas(size: Size(width: 300, height: 120), scale: 2, background: .white)
            let blue = try Color(hex: "#0A84FF")
            canvas.fill(.roundedRect(Rect(x: 12, y: 12, width: 90, height: 56), radius: 14), with: .color(blue))
            var ring = Path.ellipse(in: Rect(x: 116, y: 12, width: 56, height: 56))
            ring.append(.ellipse(in: Rect(x: 132, y: 28, width: 24, height: 24)))
            canvas.fill(ring, with: .color(try Color(hex: "#FF9F0A")), rule: .evenOdd)
            let g = Rect(x: 186, y: 12, width: 100, height: 56)
            canvas.fill(.roundedRect(g, radius: 10), with: .linearGradient(.vertical(in: g, colors: [
                try Color(hex: "#5E5CE6"), try Color(hex: "#BF5AF2"), try Color(hex: "#FF375F")])))
            for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
                var line = Path()
                let y = 84 + Double(i) * 12
                line.move(to: Point(x: 16, y: y)); line.line(to: Point(x: 140, y: y))
                canvas.stroke(line, style: StrokeStyle(width: 4, color: .black, dash: [12, 8], cap: cap))
            }
            var zig = Path()
            zig.move(to: Point(x: 160, y: 110)); zig.line(to: Point(x: 190, y: 80))
            zig.line(to: Point(x: 220, y: 110)); zig.quadCurve(to: Point(x: 284, y: 90), control: Point(x: 250, y: 70))
            canvas.stroke(zig, style: StrokeStyle(width: 6, color: try Color(hex: "#30D158"), cap: .round, join: .round))
            return canvas
        },
    ]
}
