import Foundation

/// A video, a GIF (a silent loop) or a round video message: its first frame when given, its length.
public struct VideoSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case video, gif, round }
    package var thumbnail: ImageSpec?
    package var duration: Double
    /// The video's own proportions, when known (else the thumbnail's, else 16:9).
    package var width: Double?
    package var height: Double?
    package var kind: Kind

    public init(thumbnail: ImageSpec? = nil, duration: Double, width: Double? = nil, height: Double? = nil, kind: Kind = .video) {
        (self.thumbnail, self.duration, self.width, self.height, self.kind) = (thumbnail, duration, width, height, kind)
    }

    /// Width over height: the given proportions, else the thumbnail's, else 16:9; a round video is square.
    var aspect: Double {
        if kind == .round { return 1 }
        if let width, let height { return width / height }
        return thumbnail?.aspect ?? 16.0 / 9
    }
}

/// The `video` kind of the card format: a video, a GIF or a round video message.
enum VideoKind: MessageKindDescriptor {
    static let kind = AttachmentKind.video
    static let fields = ["thumbnail", "duration", "width", "height", "kind"]
    static let imageFields = ["thumbnail"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "thumbnail": .image,
        "duration": .number(CardLimits.durationRange, whole: true),
        "width": .number(CardLimits.videoSideRange),
        "height": .number(CardLimits.videoSideRange),
        "kind": .choice(VideoSpec.Kind.self),
    ], required: ["duration"], note: "Give `width` and `height` together or neither; a round video's message has no text.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> VideoSpec {
        let thumbnail = try images.field(a, "thumbnail")
        var v = VideoSpec(thumbnail: thumbnail, duration: try CardDecoder.wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!)
        v.kind = try a.choice("kind", VideoSpec.Kind.self) ?? .video
        v.width = try a.number("width", in: CardLimits.videoSideRange)
        v.height = try a.number("height", in: CardLimits.videoSideRange)
        if (v.width == nil) != (v.height == nil) {
            let given = v.width == nil ? "height" : "width"
            throw CardError(path: a.child(given), message: "gives the video's proportions with \"width\" and \"height\" together")
        }
        return v
    
    }

    static func encode(_ spec: VideoSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("thumbnail", spec.thumbnail)
        o.add("duration", spec.duration)
        o.add("width", spec.width)
        o.add("height", spec.height)
        o.add("kind", spec.kind, unless: .video)
        return o.value
    }

    static func images(of spec: VideoSpec) -> [ImageSpec] { [spec.thumbnail].compactMap { $0 } }
    static func wrap(_ spec: VideoSpec) -> AttachmentSpec { .video(spec) }
}

extension VideoSpec: KindSpec { typealias Descriptor = VideoKind }
