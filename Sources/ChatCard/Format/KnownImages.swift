/// The image sources one card decode has read, by what the card gives: a data URI's text or a file's path.
final class KnownImages {
    var uris: [URI: ImageSpec] = [:]
    var files: [String: ImageSpec] = [:]

    /// A data URI as a key: hashed by its length and its ends (a URI can be megabytes: hashing all of it
    /// at every mention would cost what decoding it once does), compared in full (the same string's storage
    /// compares at once).
    struct URI: Hashable {
        let text: String
        init(_ text: String) { self.text = text }

        static let sampled = 64

        func hash(into hasher: inout Hasher) {
            let bytes = text.utf8
            hasher.combine(bytes.count)
            for b in bytes.prefix(Self.sampled) { hasher.combine(b) }
            for b in bytes.suffix(Self.sampled) { hasher.combine(b) }
        }
    }
}
