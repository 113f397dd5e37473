import CImageScale
import PropertyBased
import Testing

/// The reducer (one pass per source row, a row's share split between the two output rows it straddles)
/// against a plain box filter in doubles: every output pixel is the coverage-weighted mean of the source
/// pixels under it, within one level, for random sizes, pixels and orientations.
@Suite struct BoxReductionTests {
    /// Premultiplied ARGB32 bytes, each colour at most its alpha.
    static func pixels(_ seed: UInt64, count: Int) -> [UInt8] {
        var state = seed | 1, bytes = [UInt8](repeating: 0, count: 4 * count)
        for i in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let alpha = UInt8(truncatingIfNeeded: state >> 56)
            bytes[4 * i + 3] = alpha
            for c in 0..<3 { bytes[4 * i + c] = UInt8(truncatingIfNeeded: state >> (8 * UInt64(c) + 16)) % (alpha &+ 1 == 0 ? 255 : alpha + 1) }
        }
        return bytes
    }

    /// The part of [i, i + 1) inside [lo, hi).
    static func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double { max(0, min(hi, Double(i + 1)) - max(lo, Double(i))) }

    @Test(.shrinking(false)) func reductionIsTheBoxFilter() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...48), Gen.int(in: 1...48), Gen.int(in: 1...48), Gen.int(in: 1...48),
                            Gen.int(in: 0...Int.max)) { sw, sh, a, b, seed in
            await Task.yield()
            let (w, h) = (1 + a % sw, 1 + b % sh)
            let src = Self.pixels(UInt64(seed), count: sw * sh)
            var dst = [UInt8](repeating: 0, count: 4 * w * h)
            let status = src.withUnsafeBufferPointer { s in
                dst.withUnsafeMutableBufferPointer { d in
                    is_reduce_argb32(s.baseAddress, 4 * sw, UInt32(sw), UInt32(sh), d.baseAddress, 4 * w, UInt32(w), UInt32(h), 1)
                }
            }
            #expect(status == 0)
            let (sx, sy) = (Double(sw) / Double(w), Double(sh) / Double(h))
            var worst = 0
            for oy in 0..<h {
                for ox in 0..<w {
                    let (x0, x1) = (Double(ox) * sx, ox + 1 == w ? Double(sw) : Double(ox + 1) * sx)
                    let (y0, y1) = (Double(oy) * sy, oy + 1 == h ? Double(sh) : Double(oy + 1) * sy)
                    var sum = [0.0, 0.0, 0.0, 0.0]
                    for y in Int(y0)..<min(sh, Int(y1.rounded(.up))) {
                        let wy = Self.overlap(y, y0, y1)
                        for x in Int(x0)..<min(sw, Int(x1.rounded(.up))) {
                            let weight = wy * Self.overlap(x, x0, x1)
                            for c in 0..<4 { sum[c] += weight * Double(src[4 * (y * sw + x) + c]) }
                        }
                    }
                    for c in 0..<4 {
                        let expected = min(255, max(0, (sum[c] / ((x1 - x0) * (y1 - y0))).rounded()))
                        worst = max(worst, abs(Int(dst[4 * (oy * w + ox) + c]) - Int(expected)))
                    }
                }
            }
            #expect(worst <= 1, "\(sw)×\(sh) → \(w)×\(h): off by \(worst)")
        }
    }
}
