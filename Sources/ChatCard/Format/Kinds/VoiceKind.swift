import Foundation

/// A voice note: its length in seconds and its loudness over time, 0…31 per sample (Telegram's scale).
public struct VoiceSpec: Sendable, Equatable {
    package var duration: Double
    /// Empty: drawn as a flat row of bars.
    package var waveform: [UInt8]

    public init(duration: Double, waveform: [UInt8] = []) { (self.duration, self.waveform) = (duration, waveform) }
}

/// The `voice` kind of the card format.
enum VoiceKind: MessageKindDescriptor {
    static let kind = AttachmentKind.voice
    static let fields = ["duration", "waveform"]
    static let imageFields: [String] = []
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    /// `waveform`: samples, or the base64 of Telegram's packing (five bits a sample), whose longest text packs the most samples.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "duration": .number(CardLimits.durationRange, whole: true),
        "waveform": .anyOf([
            .array(.number(CardLimits.waveformSampleRange, whole: true), count: 0...CardLimits.maxWaveformSamples),
            .text(characters: Waveform.maxBase64Characters),
        ]),
    ], required: ["duration"], note: "A `waveform` string is base64, standard or URL-safe, padded or not, "
        + "of at most \(CardLimits.maxWaveformSamples) samples.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> VoiceSpec {
        VoiceSpec(duration: try CardDecoder.wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!,
                  waveform: try Waveform.read(a))
    }

    static func encode(_ spec: VoiceSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("duration", spec.duration)
        o.add("waveform", items: spec.waveform.map { .number(Double($0)) })
        return o.value
    }

    static func images(of spec: VoiceSpec) -> [ImageSpec] { [] }
    static func wrap(_ spec: VoiceSpec) -> AttachmentSpec { .voice(spec) }
}

/// Telegram's waveform packing: sample i is bits 5i…5i+4 of the bytes, taken from each byte's least
/// significant end and running on into the next byte.
enum Waveform {
    /// The longest base64 text `read` takes: the bytes of `CardLimits.maxWaveformSamples` samples, in whole groups of four.
    static let maxBase64Characters = ((CardLimits.maxWaveformSamples * 5 + 4) / 8 + 2) / 3 * 4

    /// `waveform`: up to 100 numbers 0…31, or the base64 of Telegram's packing (five bits a sample, least
    /// significant first).
    static func read(_ r: JSONReader) throws(CardError) -> [UInt8] {
        guard let value = r.value("waveform") else { return [] }
        let path = r.child("waveform"), limit = CardLimits.maxWaveformSamples
        switch value {
        case .array(let items):
            guard items.count <= limit else { throw CardError(path: path, message: "has \(items.count) samples; the limit is \(limit)") }
            return try items.enumerated().map { (i, item) throws(CardError) in
                let range = CardLimits.waveformSampleRange
                guard case .number(let n) = item else {
                    throw CardError(path: "\(path)[\(i)]", message: "expected a number, found \(item.typeName)")
                }
                guard range.contains(n), n == n.rounded() else {
                    throw CardError(path: "\(path)[\(i)]", message: "\(format(n)) is not a whole number from 0 to \(Int(range.upperBound))")
                }
                return UInt8(n)
            }
        case .string(let text):
            guard let bytes = Waveform.unpackBase64(text) else {
                throw CardError(path: path, message: "is not base64 (Telegram's waveform bytes) nor an array of numbers")
            }
            guard bytes.count <= limit else { throw CardError(path: path, message: "packs \(bytes.count) samples; the limit is \(limit)") }
            return bytes
        default:
            throw CardError(path: path, message: "expected an array of numbers 0 to 31 or a base64 string, found \(value.typeName)")
        }
    }

    /// The samples of base64 (standard or URL-safe, padded or not); nil when it is not base64 or longer
    /// than 1 KB (a hundred samples take 63 bytes).
    static func unpackBase64(_ text: String) -> [UInt8]? {
        guard text.utf8.count <= 1_024 else { return nil }
        var normal = String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        normal += String(repeating: "=", count: (4 - normal.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: normal) else { return nil }
        return unpack([UInt8](data))
    }

    static func unpack(_ bytes: [UInt8]) -> [UInt8] {
        (0..<(bytes.count * 8 / 5)).map { i in
            let bit = i * 5, byte = bit / 8, shift = bit % 8
            let low = Int(bytes[byte]) >> shift
            let high = byte + 1 < bytes.count ? Int(bytes[byte + 1]) << (8 - shift) : 0
            return UInt8((low | high) & 31)
        }
    }
}

extension VoiceSpec: KindSpec { typealias Descriptor = VoiceKind }
