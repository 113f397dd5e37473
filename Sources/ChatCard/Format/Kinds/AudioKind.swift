import Foundation

/// A music file: title and performer when known, its length, its cover art.
public struct AudioSpec: Sendable, Equatable {
    package var title: String?
    package var performer: String?
    package var duration: Double
    package var cover: ImageSpec?

    public init(title: String? = nil, performer: String? = nil, duration: Double, cover: ImageSpec? = nil) {
        (self.title, self.performer, self.duration, self.cover) = (title, performer, duration, cover)
    }
}

/// The `audio` kind of the card format.
enum AudioKind: MessageKindDescriptor {
    static let kind = AttachmentKind.audio
    static let fields = ["title", "performer", "duration", "cover"]
    static let imageFields: [String] = ["cover"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "title": .shortText,
        "performer": .shortText,
        "duration": .number(CardLimits.durationRange, whole: true),
        "cover": .image,
    ], required: ["duration"], note: "`title` and `performer` must show a visible character.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> AudioSpec {
        AudioSpec(title: try CardDecoder.line(a, "title"), performer: try CardDecoder.line(a, "performer"),
                  duration: try CardDecoder.wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!, cover: try images.field(a, "cover"))
    }

    static func encode(_ spec: AudioSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("title", spec.title)
        o.add("performer", spec.performer)
        o.add("duration", spec.duration)
        o.add("cover", spec.cover)
        return o.value
    }

    static func images(of spec: AudioSpec) -> [ImageSpec] { [spec.cover].compactMap { $0 } }
    static func wrap(_ spec: AudioSpec) -> AttachmentSpec { .audio(spec) }
}

extension AudioSpec: KindSpec { typealias Descriptor = AudioKind }
