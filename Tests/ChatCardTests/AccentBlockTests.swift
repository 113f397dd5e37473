import Canvas
import ImageCodecs
import Testing
@testable import ChatCard

/// The reply and quote block draws its tint and bar from kept coverage tiles: the pixels must be those
/// of filling the two paths, in both directions and at every scale a card takes.
@Suite struct AccentBlockTests {
    static func pixels(scale: Double, _ draw: (Canvas) -> Void) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: 240, height: 70), scale: scale, background: .white)
        draw(canvas)
        return try canvas.rgbaImage()
    }

    @Test(arguments: [1.0, 1.5, 2, 3, 4], [false, true])
    func tiledBlockMatchesThePathFills(scale: Double, rightToLeft: Bool) throws {
        let accent = AccentBlock(color: Color(rgb: 0xE0457B), emSize: 17, bar: true, rightToLeft: rightToLeft)
        let rect = Rect(x: 10.3, y: 6.2, width: 201.4, height: 47.9)
        let tiled = try Self.pixels(scale: scale) { accent.draw(in: rect, on: $0) }
        let plain = try Self.pixels(scale: scale) { canvas in
            let block = rect.snapped(scale: scale), radius = PartProportions.replyRadius * accent.emSize
            canvas.fill(.roundedRect(block, radius: radius), with: .color(accent.color.withAlpha(PartProportions.replyTintAlpha)))
            let bar = AccentBlock.leadingBar(of: block, radius: radius, width: accent.barWidth)
            let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * block.midX, ty: 0)
            canvas.fill(rightToLeft ? bar.applying(mirror) : bar, with: .color(accent.color))
        }
        var worst = 0, off = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let p = tiled[x, y], q = plain[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                worst = max(worst, d)
                if d > 6 { off += 1 }
            }
        }
        #expect(worst <= 24 && off <= 4, "×\(scale) \(rightToLeft ? "rtl" : "ltr"): worst \(worst), \(off) pixels off")
        // And the bar is there: its colour at the block's leading edge, half way down.
        let edge = rect.snapped(scale: scale)
        let x = Int(((rightToLeft ? edge.maxX - accent.barWidth / 2 : edge.minX + accent.barWidth / 2) * scale).rounded(.down))
        #expect(tiled[x, Int(edge.midY * scale)].r > 200)
    }

    /// On a known opaque ground the tint is blended beforehand and filled opaque: the same pixels as the
    /// translucent fill over that ground, within rounding.
    @Test(arguments: [1.0, 2, 3])
    func tintBlendedOverItsGroundMatchesTheTranslucentFill(scale: Double) throws {
        let ground = Color(rgb: 0xEEFFDE)
        let translucent = AccentBlock(color: Color(rgb: 0x2F8FDB), emSize: 17, bar: true, rightToLeft: false)
        var blended = translucent
        blended.ground = ground
        #expect(blended.tint.isOpaque && !translucent.tint.isOpaque)
        let rect = Rect(x: 10, y: 6, width: 201, height: 48)
        func drawn(_ accent: AccentBlock) throws -> RGBAImage {
            try Self.pixels(scale: scale) { canvas in
                canvas.fill(.rect(Rect(x: 0, y: 0, width: 240, height: 70)), with: .color(ground))
                accent.draw(in: rect, on: canvas)
            }
        }
        let a = try drawn(blended), b = try drawn(translucent)
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        #expect(worst <= 2, "×\(scale): worst \(worst)")
    }
}
