/// What an attachment asks of the rest of its message.
extension CardDecoder {
    /// `spoiler` hides pictures (photos, an album, a video), nothing else; a round video stands alone.
    static func mediaRules(of m: inout MessageSpec, _ r: JSONReader) throws(CardError) {
        m.spoiler = try r.bool("spoiler") ?? false
        let video: VideoSpec? = if case .video(let v) = m.attachment { v } else { nil }
        if m.spoiler, m.photos.isEmpty, video == nil {
            throw CardError(path: r.child("spoiler"), message: "hides a message's \"image\", \"images\" or \"video\"; this message has none")
        }
        // A preview belongs to a link in the text: without text, the link is the text.
        if case .preview(let preview) = m.attachment, m.spans.isEmpty {
            var link = SpanSpec(text: preview.url)
            link.link = preview.url
            m.spans = [link]
        }
        if video?.kind == .round, let other = ["text", "spans"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child("video"), message: "a round video stands alone; this message also has \"\(other)\"")
        }
    }
}
