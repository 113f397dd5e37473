import ChatCard

/// A source sent with the pictures it names: `{"source": SOURCE, "media": {NAME: DATA URI}}`, how the
/// service takes media next to a body (ChatCard never fetches). SOURCE is the body as it would be sent
/// alone: JSON, or a WhatsApp export as a JSON string.
struct MediaEnvelope {
    static let sourceKey = "source"
    static let mediaKey = "media"

    var media: [String: String] = [:]
    /// A WhatsApp export, given as a string.
    var text: String?

    /// The envelope, when the document is one (it starts with one of its two keys and has `source`).
    static func open(_ input: StreamedJSON.Input) throws(ImportError) -> MediaEnvelope? {
        guard let key = JSONValue.firstKey(of: input.bytes), key == sourceKey || key == mediaKey else { return nil }
        // Everything but the media map and the source's frame streams by unkept: a quick look, then the
        // source is read as any is.
        var inside = input
        inside.inside = sourceKey
        let document = try StreamedJSON.parse(StreamedJSON.Input(bytes: input.bytes), arrays: inside.inDocument(StreamedJSON.messageArrays)) { (_, _, _) throws(ImportError) in }
        let root = try SourceObject(document, path: "")
        // A document with its own messages that names where it came from (`"source": "exported by …"`) is
        // a source, not an envelope.
        guard root.has(sourceKey), !root.has("messages") else { return nil }
        for key in root.keys.sorted() where key != sourceKey && key != mediaKey {
            throw ImportError(path: key, message: "is not a field of a source sent with its media (\(sourceKey), \(mediaKey))")
        }
        var envelope = MediaEnvelope()
        if let map = root.value(mediaKey) { envelope.media = try ImportMedia.dataURIs(map, path: mediaKey) }
        if case .string(let text)? = root.value(sourceKey) { envelope.text = text }
        return envelope
    }
}
