import Foundation

/// How a stored image is turned to be seen upright: the EXIF orientation tag (1–8). Phone cameras store
/// portrait photos sideways and write 6 or 8 here.
public enum ImageOrientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// True when the upright image is the stored one turned a quarter (width and height swap).
    public var swapsSides: Bool { rawValue >= 5 }

    /// An affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty (Cairo's matrix layout).
    public struct Matrix: Hashable, Sendable {
        public let a, b, c, d, tx, ty: Double
    }

    /// The map from stored pixel coordinates to upright ones, for a stored image of `width`×`height`.
    public func transform(width w: Double, height h: Double) -> Matrix {
        switch self {
        case .up: Matrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        case .mirrored: Matrix(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: Matrix(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: Matrix(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: Matrix(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)      // transpose
        case .right: Matrix(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)            // 90° clockwise
        case .rightMirrored: Matrix(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)   // transverse
        case .left: Matrix(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)             // 90° counter-clockwise
        }
    }

    /// The orientation a JPEG's EXIF block (APP1) gives, `.up` when there is none or it cannot be read.
    /// Walks the markers before the first scan only; every offset is bounds-checked.
    public static func ofJPEG(_ data: Data) -> ImageOrientation {
        let bytes = [UInt8](data.prefix(Self.headerBytes))
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if marker == 0xDA || marker == 0xD9 { break }  // start of scan, end of image
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2, at + 2 + length <= bytes.count else { break }
            if marker == 0xE1, let o = exif(Array(bytes[(at + 4)..<(at + 2 + length)])) { return o }
            at += 2 + length
        }
        return .up
    }

    /// EXIF lives in the first segments; a stream of 64 KiB APP segments before it is not worth walking.
    static let headerBytes = 256 << 10

    private static func exif(_ segment: [UInt8]) -> ImageOrientation? {
        guard segment.count >= 14, segment.starts(with: Array("Exif\0\0".utf8)) else { return nil }
        let tiff = Array(segment[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff[i]) << 8 | Int(tiff[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let lo = u16(little ? i : i + 2), let hi = u16(little ? i + 2 : i) else { return nil }
            return hi << 16 | lo
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let e = ifd + 2 + entry * 12
            guard let tag = u16(e) else { return nil }
            if tag == 0x0112, u16(e + 2) == 3, let value = u16(e + 8) { return ImageOrientation(rawValue: value) }
        }
        return nil
    }
}
