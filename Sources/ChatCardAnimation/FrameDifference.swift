import Foundation

/// A rectangle of a frame, in pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int
}

/// What changed from one frame to the next: the smallest rectangle holding every pixel that differs, so GIF and
/// APNG store only that. Keeps a copy of the frame before.
struct FrameDifference {
    let width: Int
    let height: Int
    /// The frame before, straight RGBA; empty before the first.
    private(set) var previous: [UInt8] = []

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// The rectangle in which `frame` differs from the frame before (the whole frame for the first), nil when it
    /// does not; `body` sees it with the frame before still in `previous`, which then becomes `frame`.
    mutating func advance<E: Error>(to frame: [UInt8], _ body: (PixelRect, _ previous: [UInt8]) throws(E) -> Void) throws(E) {
        guard !previous.isEmpty else {
            try body(PixelRect(x: 0, y: 0, width: width, height: height), [])
            previous = frame
            return
        }
        guard let rect = changes(in: frame) else { return }
        try body(rect, previous)
        let rowBytes = width * 4
        for y in rect.y..<(rect.y + rect.height) {
            let start = y * rowBytes + rect.x * 4, end = start + rect.width * 4
            previous.replaceSubrange(start..<end, with: frame[start..<end])
        }
    }

    private func changes(in frame: [UInt8]) -> PixelRect? {
        let rowBytes = width * 4
        return frame.withUnsafeBytes { now -> PixelRect? in
            previous.withUnsafeBytes { before -> PixelRect? in
                let a = now.baseAddress!, b = before.baseAddress!
                func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                let words = now.bindMemory(to: UInt32.self), old = before.bindMemory(to: UInt32.self)
                var left = width, right = 0
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < left, words[row + x] == old[row + x] { x += 1 }
                    left = min(left, x)
                    var end = width
                    while end > max(right, x), words[row + end - 1] == old[row + end - 1] { end -= 1 }
                    right = max(right, end)
                }
                return PixelRect(x: left, y: top, width: max(1, right - left), height: bottom - top + 1)
            }
        }
    }
}
