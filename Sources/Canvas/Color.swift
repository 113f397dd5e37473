import ChatCardSupport
import Foundation
import ImageCodecs
/// sRGB with straight (not premultiplied) alpha, components 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clamped01; self.green = green.clamped01
        self.blue = blue.clamped01; self.alpha = alpha.clamped01
    }

    /// A color from a 0xRRGGBB literal (for constants in code; input goes through `init(hex:)`).
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required).
    public init(hex: String) throws(ColorError) {
        guard hex.hasPrefix("#") else { throw ColorError(input: hex, reason: "must start with '#'") }
        let digits = Array(hex.utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count) else {
            throw ColorError(input: hex, reason: "has \(digits.count) hex digits")
        }
        var values: [Int] = []
        for d in digits {
            guard let v = Color.hexValue(d) else {
                throw ColorError(input: hex, reason: d < 0x80
                    ? "'\(Character(Unicode.Scalar(d)))' is not a hex digit" : "has a character that is not a hex digit")
            }
            values.append(v)
        }
        let bytes: [Int]
        if digits.count <= 4 {
            bytes = values.map { $0 * 17 }
        } else {
            bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        }
        self.init(red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
                  alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
    public var isOpaque: Bool { alpha >= 1 }

    /// WCAG relative luminance, for choosing a readable text color on a fill.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    public var hexString: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + parts.map { byteHex(Int(($0 * 255).rounded())) }.joined()
    }
    public var description: String { hexString }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

public struct ColorError: Error, Equatable, CustomStringConvertible {
    public let input: String
    public let reason: String
    public init(input: String, reason: String) { self.input = input; self.reason = reason }
    public var description: String {
        "invalid color \(ShortQuote.quoted(input)): \(reason); expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
    }
}

private func byteHex(_ v: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[(v >> 4) & 15], digits[v & 15]])
}

extension Double {
    var clamped01: Double { isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}
