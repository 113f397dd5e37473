import Canvas
import ImageCodecs
import PropertyBased
import Testing

/// Rounded rectangles filled from kept corner tiles must paint what filling the path paints: no seam
/// between a corner and the solid part, nothing painted twice (the colour is translucent), nothing missing.
@Suite struct RoundedRectFillTests {
    static let scales = Gen.int(in: 0...4).map { [1, 1.5, 2, 3, 4][$0] }
    static let color = Color(rgb: 0x0A84FF).withAlpha(0.6)

    static func pixels(size: Size, scale: Double, _ draw: (Canvas) -> Void) throws -> RGBAImage {
        let canvas = try Canvas(size: size, scale: scale, background: .white)
        draw(canvas)
        return try canvas.rgbaImage()
    }

    /// The largest channel difference and how many pixels differ by more than a rounding step.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (worst: Int, off: Int) {
        var worst = 0, off = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                worst = max(worst, d)
                if d > 6 { off += 1 }
            }
        }
        return (worst, off)
    }

    @Test(.shrinking(false)) func tiledCornersMatchThePathFill() async throws {
        await propertyCheck(count: 300, input: Gen.double(in: 1...200), Gen.double(in: 1...80), Gen.double(in: 0...1.2),
                            Self.scales) { w, h, share, scale in
            await Task.yield()
            func snap(_ v: Double) -> Double { max(1, (v * scale).rounded()) / scale }
            // Radii from none past half the shorter side (pills, and the clamp).
            let rect = Rect(x: snap(3), y: snap(2), width: snap(w), height: snap(h)), radius = share * min(rect.width, rect.height)
            let size = Size(width: rect.maxX + 3, height: rect.maxY + 3)
            let label = "\(rect) r \(radius) ×\(scale)"
            do {
                let tiled = try Self.pixels(size: size, scale: scale) { $0.fillRoundedRect(rect, radius: radius, with: .color(Self.color)) }
                let plain = try Self.pixels(size: size, scale: scale) { $0.fill(.roundedRect(rect, radius: radius), with: .color(Self.color)) }
                let (worst, off) = Self.difference(tiled, plain)
                #expect(worst <= 24 && off <= 4, "\(label): worst \(worst), \(off) pixels off")
            } catch {
                Issue.record("\(label): \(error)")
            }
        }
    }

    @Test func offGridRectsAreFilledAsPaths() throws {
        let rect = Rect(x: 3.3, y: 2.7, width: 60.2, height: 28.1)
        let tiled = try Self.pixels(size: Size(width: 70, height: 35), scale: 2) { $0.fillRoundedRect(rect, radius: 14, with: .color(Self.color)) }
        let plain = try Self.pixels(size: Size(width: 70, height: 35), scale: 2) { $0.fill(.roundedRect(rect, radius: 14), with: .color(Self.color)) }
        #expect(Self.difference(tiled, plain).worst == 0)
    }
}
