import Foundation
import PropertyBased
import Testing
@testable import Canvas

/// The background is painted in bands just ahead of the drawing (BackgroundRows): whatever is drawn, in
/// whatever order, the pixels equal those of a canvas whose background was painted whole first, and no
/// pixel of the pooled buffer's previous card shows.
@Suite struct BackgroundRowsTests {
    /// A small deterministic generator, so a failing seed replays.
    struct Dice {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
        mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
    }

    static let size = Size(width: 120, height: 160)

    /// Random drawing calls of every kind the canvas has, at random heights and in random order:
    /// fills, sharp mitred strokes (their tips reach furthest past the path), tiled rounded rects,
    /// bordered fills, and fills under a rotation.
    static func draw(seed: UInt64, on canvas: Canvas) {
        var dice = Dice(state: seed)
        for _ in 0..<(1 + dice.next() % 12) {
            let x = dice.unit() * size.width, y = dice.unit() * size.height
            let w = 1 + dice.unit() * 60, h = 1 + dice.unit() * 40
            let color = Color(red: dice.unit(), green: dice.unit(), blue: dice.unit(), alpha: dice.pick([1, 0.5, 0.2]))
            switch dice.next() % 6 {
            case 0:
                canvas.fill(Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: dice.unit() * 12), with: .color(color))
            case 1:
                var path = Path()
                path.move(to: Point(x: x, y: y))
                path.line(to: Point(x: x + w, y: y + 2))  // a nearly folded-back corner: a long miter
                path.line(to: Point(x: x, y: y + 4))
                canvas.stroke(path, style: StrokeStyle(width: 1 + dice.unit() * 6, color: color, cap: .square,
                                                       join: dice.pick([.miter, .round, .bevel])))
            case 2:
                canvas.fillRoundedRect(Rect(x: x, y: y, width: w, height: h).snapped(scale: canvas.scale), radius: h / 2, with: .color(color))
            case 3:
                canvas.fill(Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: 6), with: .color(color),
                            innerBorder: 1 + dice.unit() * 3, color: .black)
            case 4:
                let (c, s) = { (cos($0), sin($0)) }(dice.unit() * 6.3)  // a rotation about (x, y)
                let rotation = AffineTransform(a: c, b: s, c: -s, d: c, tx: x - c * x + s * y, ty: y - s * x - c * y)
                canvas.transformed(by: rotation) {
                    canvas.fill(Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: 3), with: .color(color))
                }
            default:
                canvas.fill(Path.roundedRect(Rect(x: x, y: y, width: w, height: 1), radius: 0), with: .color(color))
            }
        }
    }

    @Test(.shrinking(false)) func drawingMatchesABackgroundPaintedFirst() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            await Task.yield()
            var dice = Dice(state: UInt64(seed))
            let scale = dice.pick([1, 1.5, 2, 3])
            let background: Color? = dice.pick([Color.white, Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5), nil])
            let banded = try! Canvas(size: Self.size, scale: scale, background: background)
            let whole = try! Canvas(size: Self.size, scale: scale, background: background)
            whole.finishBackground()
            Self.draw(seed: UInt64(seed), on: banded)
            Self.draw(seed: UInt64(seed), on: whole)
            #expect(try! banded.rgbaImage() == whole.rgbaImage(), "seed \(seed), scale \(scale)")
        }
    }

    @Test(arguments: [nil, Color.white, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.25)])
    func noPixelOfAnEarlierCardShows(background: Color?) throws {
        // The thread's pool hands the next canvas of this size the same memory.
        let earlier = try Canvas(size: Self.size, scale: 2, background: Color(red: 1, green: 0, blue: 0))
        _ = try earlier.rgbaImage()
        _ = consume earlier
        let next = try Canvas(size: Self.size, scale: 2, background: background)
        next.fill(Path.roundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 0), with: .color(.black))
        let image = try next.rgbaImage()
        let pixel = image[60, 300]
        let expected = background.map { (UInt8(($0.red * 255).rounded()), UInt8(($0.alpha * 255).rounded())) } ?? (0, 0)
        #expect(abs(Int(pixel.r) - Int(expected.0)) <= 3 && abs(Int(pixel.a) - Int(expected.1)) <= 1, "\(pixel) \(expected)")
        #expect(image[20 * 2, 20 * 2] == (0, 0, 0, 255))
    }
}
