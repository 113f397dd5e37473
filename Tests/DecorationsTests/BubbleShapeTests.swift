import Canvas
import PropertyBased
import Testing
@testable import Decorations

@Suite struct BubbleShapeTests {
    static let styles = Gen.int(in: 0...2).map { TailStyle.allCases[$0] }
    static let groups = Gen.int(in: 0...3).map { GroupPosition.allCases[$0] }

    @Test(.shrinking(false)) func pathIsClosedSimpleInsideTheFrameAndHoldsTheContent() async {
        await propertyCheck(count: 2000, input: Gen.double(in: 1...4000), Gen.double(in: 1...4000),
                            Gen.double(in: 0...60), Self.styles, Self.groups, Gen.bool()) { w, h, radius, tail, group, left in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            // Frames from 1×1 to 4000×4000 points, half of them small enough to clamp every radius.
            let small = w < 2000
            let frame = Rect(x: 13, y: 7, width: small ? w / 40 : w, height: small ? h / 40 : h)
            let shape = BubbleShape(side: left ? .left : .right, tail: tail, group: group, cornerRadius: radius)
            let path = shape.path(in: frame)
            let label = "frame \(frame) radius \(radius) \(tail) \(group) \(left ? "left" : "right")"

            #expect(OutlineGeometry.isClosed(path), "\(label)")
            let rings = OutlineGeometry.flatten(path, steps: 8)
            #expect(rings.count == 1, "\(label)")
            #expect(OutlineGeometry.selfIntersections(rings) == 0, "\(label)")
            if let b = path.bounds {
                let eps = 1e-9 * max(frame.width, frame.height)
                #expect(b.minX >= frame.minX - eps && b.maxX <= frame.maxX + eps
                        && b.minY >= frame.minY - eps && b.maxY <= frame.maxY + eps, "\(label) bounds \(b)")
            }
            // Content sized with the default insets: its rect lies inside the outline.
            let bubble = Bubble(shape: shape, fill: .color(.black))
            let content = Size(width: frame.width / 3, height: frame.height / 3)
            let fitted = Rect(origin: frame.origin, size: bubble.frameSize(forContent: content))
            let contentRect = bubble.contentRect(in: fitted)
            let fittedRings = OutlineGeometry.flatten(shape.path(in: fitted), steps: 8)
            for p in [Point(x: contentRect.minX, y: contentRect.minY), Point(x: contentRect.maxX, y: contentRect.minY),
                      Point(x: contentRect.minX, y: contentRect.maxY), Point(x: contentRect.maxX, y: contentRect.maxY),
                      Point(x: contentRect.midX, y: contentRect.midY)] {
                #expect(OutlineGeometry.contains(fittedRings, p), "\(label): content corner \(p) outside")
            }
        }
    }

    @Test(.shrinking(false)) func leftBubbleIsTheExactMirrorOfTheRightOne() async {
        await propertyCheck(count: 1000, input: Gen.double(in: 1...600), Gen.double(in: 1...300),
                            Gen.double(in: 0...40), Self.styles, Self.groups) { w, h, radius, tail, group in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            let frame = Rect(x: 20, y: 10, width: w, height: h)
            let right = BubbleShape(side: .right, tail: tail, group: group, cornerRadius: radius).path(in: frame)
            let left = BubbleShape(side: .left, tail: tail, group: group, cornerRadius: radius).path(in: frame)
            let mirrored = right.applying(.mirrorX(around: frame.midX))
            #expect(left.elements.count == mirrored.elements.count)
            for (a, b) in zip(left.elements, mirrored.elements) { #expect(close(a, b), "\(a) vs \(b)") }
        }
    }

    func close(_ a: Path.Element, _ b: Path.Element) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { (p - q).length < 1e-9 }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return near(p, q)
        case (.cubic(let a1, let a2, let a3), .cubic(let b1, let b2, let b3)): return near(a1, b1) && near(a2, b2) && near(a3, b3)
        case (.close, .close): return true
        default: return false
        }
    }

    @Test func groupPositionDecidesTheTail() throws {
        let frame = Rect(x: 0, y: 0, width: 120, height: 40)
        for group in GroupPosition.allCases {
            let b = try #require(BubbleShape(side: .right, group: group).path(in: frame).bounds)
            // Only a tail reaches into the tail room at the right.
            #expect((b.maxX > 114) == group.carriesTail, "\(group)")
        }
    }

    @Test func contentSizingAddsInsetsAndTailRoom() {
        let bubble = Bubble(shape: BubbleShape(side: .right), fill: .color(.black))
        let size = bubble.frameSize(forContent: Size(width: 100, height: 20))
        #expect(size == Size(width: 100 + 24 + 7, height: 34))
        let content = bubble.contentRect(in: Rect(origin: .zero, size: size))
        #expect(content == Rect(x: 12, y: 7, width: 100, height: 20), "centred in the body, not the tail")
        let left = Bubble(shape: BubbleShape(side: .left), fill: .color(.black))
        #expect(left.contentRect(in: Rect(origin: .zero, size: size)) == Rect(x: 19, y: 7, width: 100, height: 20))
        #expect(bubble.frameSize(forContent: Size(width: 5, height: 20)).width == 34 + 7, "one line: never narrower than tall")
    }

    @Test func severalShortLinesKeepANarrowBubble() {
        let bubble = Bubble(shape: BubbleShape(side: .left), fill: .color(.black))
        // Six lines of one digit: widened to a one-line body's height (20 + 14), not to the block's 134.
        let list = bubble.frameSize(forContent: Size(width: 9, height: 120), lineHeight: 20)
        #expect(list == Size(width: 34 + 7, height: 134))
        // Lines wider than that keep their own width plus the insets.
        #expect(bubble.frameSize(forContent: Size(width: 60, height: 120), lineHeight: 20).width == 60 + 24 + 7)
    }
}

@Suite struct BubbleRasterTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func borderNeverPaintsOutsideTheFrame(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 200, height: 80), scale: scale, background: .white)
        let frame = Rect(x: 20, y: 10, width: 150, height: 50)
        for side in BubbleSide.allCases {
            Bubble(shape: BubbleShape(side: side), fill: .color(.clear), border: BubbleBorder(width: 3, color: .black))
                .draw(in: frame, on: canvas)
        }
        let image = try canvas.rgbaImage()
        var inside = 0
        var outside: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                if frame.contains(p) { if image[x, y].r < 128 { inside += 1 }; continue }
                if image[x, y] != (255, 255, 255, 255) { outside.append((x, y)) }
            }
        }
        #expect(outside.isEmpty, "\(outside.count) painted pixels outside the frame, first at \(outside.first.map { "\($0)" } ?? "")")
        #expect(inside > 100, "the border was drawn")
    }

    @Test func aOneLetterBubbleIsOneShapeWithItsTail() throws {
        let bubble = Bubble(shape: BubbleShape(side: .right), fill: .color(.black))
        let size = bubble.frameSize(forContent: Size(width: 9, height: 22))
        let canvas = try Canvas(size: Size(width: size.width + 4, height: size.height + 4), scale: 2, background: .white)
        let frame = Rect(origin: Point(x: 2, y: 2), size: size)
        bubble.draw(in: frame, on: canvas)
        let image = try canvas.rgbaImage()
        // Body wider than the tail room and round: the body is at least as wide as tall.
        #expect(size.width - 7 >= size.height)
        // Flood-fill the dark pixels from the body's centre: the tail tip must be reached (attached).
        let start = (Int((frame.midX - 3) * 2), Int(frame.midY * 2))
        var seen = Set<Int>(), stack = [start]
        while let (x, y) = stack.popLast() {
            guard x >= 0, y >= 0, x < image.width, y < image.height, image[x, y].r < 128 else { continue }
            guard seen.insert(y * image.width + x).inserted else { continue }
            stack += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
        }
        var dark = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].r < 128 { dark += 1 } }
        #expect(seen.count == dark, "every dark pixel is connected to the body")
        let tipX = Int((frame.maxX - 1.5) * 2), tipY = Int((frame.maxY - 0.5) * 2)
        #expect(seen.contains(tipY * image.width + tipX), "the tail tip is filled and attached")
    }
}
