import Foundation

/// A shared contact: a name, a phone number, a picture (else initials).
public struct ContactSpec: Sendable, Equatable {
    package var name: String
    package var phone: String?
    package var avatar: ImageSpec?

    public init(name: String, phone: String? = nil, avatar: ImageSpec? = nil) { (self.name, self.phone, self.avatar) = (name, phone, avatar) }
}

/// The `contact` kind of the card format.
enum ContactKind: MessageKindDescriptor {
    static let kind = AttachmentKind.contact
    static let fields = ["name", "phone", "avatar"]
    static let imageFields: [String] = ["avatar"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "name": .shortText,
        "phone": .shortText,
        "avatar": .image,
    ], required: ["name"], note: "`name` and `phone` must show a visible character.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> ContactSpec {
        ContactSpec(name: try CardDecoder.line(a, "name", required: true)!, phone: try CardDecoder.line(a, "phone"), avatar: try images.field(a, "avatar"))
    }

    static func encode(_ spec: ContactSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("name", spec.name)
        o.add("phone", spec.phone)
        o.add("avatar", spec.avatar)
        return o.value
    }

    static func images(of spec: ContactSpec) -> [ImageSpec] { [spec.avatar].compactMap { $0 } }
    static func wrap(_ spec: ContactSpec) -> AttachmentSpec { .contact(spec) }
}

extension ContactSpec: KindSpec { typealias Descriptor = ContactKind }
