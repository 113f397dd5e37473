import Foundation

/// A file: its name, its size in bytes (when known), and a thumbnail (else a circle with its extension).
public struct DocumentSpec: Sendable, Equatable {
    package var name: String
    package var size: Double?
    package var thumbnail: ImageSpec?

    public init(name: String, size: Double? = nil, thumbnail: ImageSpec? = nil) { (self.name, self.size, self.thumbnail) = (name, size, thumbnail) }
}

/// The `document` kind of the card format.
enum DocumentKind: MessageKindDescriptor {
    static let kind = AttachmentKind.document
    static let fields = ["name", "size", "thumbnail"]
    static let imageFields: [String] = ["thumbnail"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "name": .shortText,
        "size": .number(CardLimits.fileSizeRange, whole: true),
        "thumbnail": .image,
    ], required: ["name"], note: "`name` must show a visible character.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> DocumentSpec {
        DocumentSpec(name: try CardDecoder.line(a, "name", required: true)!, size: try CardDecoder.wholeNumber(a, "size", in: CardLimits.fileSizeRange),
                     thumbnail: try images.field(a, "thumbnail"))
    }

    static func encode(_ spec: DocumentSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("name", spec.name)
        o.add("size", spec.size)
        o.add("thumbnail", spec.thumbnail)
        return o.value
    }

    static func images(of spec: DocumentSpec) -> [ImageSpec] { [spec.thumbnail].compactMap { $0 } }
    static func wrap(_ spec: DocumentSpec) -> AttachmentSpec { .document(spec) }
}

extension DocumentSpec: KindSpec { typealias Descriptor = DocumentKind }
