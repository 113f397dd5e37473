import Foundation

/// The card format's attachment kinds, each field checked against its range with its path. A message
/// carries at most one, and none beside a photo or sticker.
extension CardDecoder {
    static let attachmentKeys = AttachmentKind.allCases.map(\.rawValue)

    static func attachment(_ r: JSONReader, images: ImageSources) throws(CardError) -> AttachmentSpec? {
        let given = attachmentKeys.filter { r.value($0) != nil }
        guard let key = given.first else { return nil }
        if given.count > 1 {
            throw CardError(path: r.child(given[1]), message: "a message carries one of \(attachmentKeys.joined(separator: ", ")); this one also has \"\(key)\"")
        }
        if let other = ["image", "images", "sticker"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child(key), message: "cannot go with \"\(other)\" on one message")
        }
        let a = try JSONReader(r.required(key), path: r.child(key), known: CardKeys.attachments[key]!)
        func image(_ field: String) throws(CardError) -> ImageSpec? {
            try a.value(field).map { (v) throws(CardError) in try images.image(v, path: a.child(field)) }
        }
        switch key {
        case "document":
            return .document(DocumentSpec(name: try line(a, "name", required: true)!, size: try wholeNumber(a, "size", in: CardLimits.fileSizeRange),
                                          thumbnail: try image("thumbnail")))
        case "voice":
            return .voice(VoiceSpec(duration: try wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!,
                                    waveform: try waveform(a)))
        case "audio":
            return .audio(AudioSpec(title: try line(a, "title"), performer: try line(a, "performer"),
                                    duration: try wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!, cover: try image("cover")))
        case "call":
            let direction = try JSONReader.choice(a.required("direction"), path: a.child("direction"), CallSpec.Direction.self)
            return .call(CallSpec(direction: direction, duration: try wholeNumber(a, "duration", in: CardLimits.durationRange),
                                  video: try a.bool("video") ?? false))
        case "video": return .video(try video(a, thumbnail: try image("thumbnail")))
        case "poll": return .poll(try poll(a))
        case "location":
            _ = (try a.required("latitude"), try a.required("longitude"))
            return .location(LocationSpec(latitude: try a.number("latitude", in: CardLimits.latitudeRange)!,
                                          longitude: try a.number("longitude", in: CardLimits.longitudeRange)!,
                                          title: try line(a, "title"), address: try line(a, "address"), map: try image("map")))
        case "preview": return .preview(try preview(a, image: try image("image")))
        default:
            return .contact(ContactSpec(name: try line(a, "name", required: true)!, phone: try line(a, "phone"), avatar: try image("avatar")))
        }
    }

    /// A one-line text field that must show something.
    static func line(_ r: JSONReader, _ key: String, required: Bool = false) throws(CardError) -> String? {
        if required { _ = try r.required(key) }
        return try visible(r.string(key), path: r.child(key))
    }

    /// A whole number in `range` (a count, bytes, seconds).
    static func wholeNumber(_ r: JSONReader, _ key: String, in range: ClosedRange<Double>, required: Bool = false) throws(CardError) -> Double? {
        if required { _ = try r.required(key) }
        guard let n = try r.number(key, in: range) else { return nil }
        guard n == n.rounded() else { throw CardError(path: r.child(key), message: "\(format(n)) is not a whole number") }
        return n
    }

    /// `waveform`: up to 100 numbers 0…31, or the base64 of Telegram's packing (five bits a sample, least
    /// significant first).
    static func waveform(_ r: JSONReader) throws(CardError) -> [UInt8] {
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
}

/// Telegram's waveform packing: sample i is bits 5i…5i+4 of the bytes, taken from each byte's least
/// significant end and running on into the next byte.
enum Waveform {
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
