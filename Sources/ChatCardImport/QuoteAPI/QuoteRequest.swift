import ChatCard
import ChatCardSupport

/// The top of a LyoSU/quote-api request: how the picture is framed and encoded. The messages are read by
/// `QuoteAPIImporter`.
public struct QuoteRequest: Sendable, Equatable {
    /// `quote`: a sticker (longer side 512 px, WebP unless `format` is png); `image` and `stories`: a PNG
    /// picture; anything else: a PNG of the bubbles.
    public enum Kind: String, Sendable { case quote, image, stories, plain }

    public var kind: Kind
    /// "png", "webp" or "webm" (quote stickers only; webm: a Telegram video sticker).
    public var format: String?
    /// The sticker's longer side.
    public static let stickerSide = 512

    /// Reads the framing fields of a quote-api body (read with the messages, in the render's worker).
    package init(_ json: JSONValue) throws(ImportError) {
        let r = try SourceObject(json, path: "")
        kind = try Kind(r)
        format = try r.string("format")
        if let format, !["png", "webp", "webm"].contains(format) {
            throw ImportError(path: "format", message: "must be png, webp or webm, found \(ShortQuote.quoted(format))")
        }
    }

    /// The quote-api answer's `type` and image format for this request.
    public var isWebP: Bool { kind == .quote && format != "png" && format != "webm" }
    /// A quote sticker asked as a Telegram video sticker (WebM).
    public var isVideo: Bool { kind == .quote && format == "webm" }
}

extension QuoteRequest.Kind {
    /// A request's `type` (anything else is a plain picture, as quote-api takes it).
    init(_ r: SourceObject) throws(ImportError) {
        self = Self(rawValue: try r.string("type") ?? "plain") ?? .plain
    }
}
