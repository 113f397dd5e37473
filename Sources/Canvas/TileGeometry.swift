/// Arithmetic of tiled fills (`Canvas.fillTiled`): device-grid tests, boxes grown to whole device pixels,
/// overlapping tiles merged, and the solid remainder of a shape's box.
public struct TileGeometry {
    public let scale: Double

    public init(scale: Double) { self.scale = scale }

    /// True when `v` user units lie on a device-pixel edge.
    public func onGrid(_ v: Double) -> Bool { abs((v * scale).rounded() - v * scale) < 1e-6 }

    public func onGrid(_ r: Rect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(onGrid) }

    /// Whole device pixels, at least `length`.
    public func cover(_ length: Double) -> Double { (length * scale - 1e-6).rounded(.up) / scale }

    /// Boxes with what they hold, overlapping ones joined (their contents listed together).
    public static func merged<Part>(_ boxes: [(box: Rect, parts: [Part])]) -> [(box: Rect, parts: [Part])] {
        var groups = boxes.filter { !$0.box.isEmpty }
        while let (i, j) = firstOverlap(in: groups.map(\.box)) {
            groups[i] = (groups[i].box.union(groups[j].box), groups[i].parts + groups[j].parts)
            groups.remove(at: j)
        }
        return groups
    }

    static func firstOverlap(in boxes: [Rect]) -> (Int, Int)? {
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) { return (i, j) }
        }
        return nil
    }

    /// `rect` minus boxes that lie inside it, as horizontal bands of rectangles.
    public static func remainder(of rect: Rect, without boxes: [Rect]) -> [Rect] {
        let ys = Set([rect.minY, rect.maxY] + boxes.flatMap { [$0.minY, $0.maxY] })
            .filter { $0 >= rect.minY && $0 <= rect.maxY }.sorted()
        var result: [Rect] = []
        for (y0, y1) in zip(ys, ys.dropFirst()) where y1 > y0 {
            var x = rect.minX
            for box in boxes.filter({ $0.minY < y1 && $0.maxY > y0 }).sorted(by: { $0.minX < $1.minX }) {
                if box.minX > x { result.append(Rect(x: x, y: y0, width: min(box.minX, rect.maxX) - x, height: y1 - y0)) }
                x = max(x, box.maxX)
            }
            if x < rect.maxX { result.append(Rect(x: x, y: y0, width: rect.maxX - x, height: y1 - y0)) }
        }
        return result
    }
}
