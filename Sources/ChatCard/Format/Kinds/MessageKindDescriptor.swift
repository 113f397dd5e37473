import Foundation

/// One message kind of the card format, described once: its key on a message, its object's fields, how
/// that object is read and checked, and the pictures it brings. `AttachmentKind.descriptor` lists every
/// kind's descriptor; how a kind is drawn is its spec's `DrawnKind` conformance (`Layout/Kinds/`).
protocol MessageKindDescriptor {
    associatedtype Spec: KindSpec where Spec.Descriptor == Self
    static var kind: AttachmentKind { get }
    /// The object's keys (anything else is refused), those that hold a picture, and the paths of keys inside
    /// its arrays (`options[].text`), for `CardKeys.fieldPaths`.
    static var fields: [String] { get }
    static var imageFields: [String] { get }
    static var nestedFields: [String] { get }
    /// A message of this kind carries nothing else (no text), as Telegram's dice.
    static var standsAlone: Bool { get }
    /// The kind's object, keyed by its raw value, and its nested objects ("poll.option") in `CardSchema`.
    static var schema: [String: SchemaObject] { get }

    /// Reads the kind's object (its unknown keys already refused), each field checked with its path.
    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> Spec
    /// The pictures the kind brings (they count in the card's image budget).
    static func images(of spec: Spec) -> [ImageSpec]
    /// The kind's object as the card format writes it (`CardEncoder`): `decode` reads it back as `spec`.
    static func encode(_ spec: Spec) -> JSONValue
    static func wrap(_ spec: Spec) -> AttachmentSpec
}

extension MessageKindDescriptor {
    static var nestedFields: [String] { [] }
    static var standsAlone: Bool { false }

    /// The kind read from `a` as a message's attachment.
    static func read(_ a: JSONReader, images: ImageSources) throws(CardError) -> AttachmentSpec { wrap(try decode(a, images: images)) }
}

/// A kind's spec (`DiceSpec`…), which names its descriptor: what every kind does is asked of the spec
/// (`AttachmentSpec.kindSpec`), not of a switch over kinds.
protocol KindSpec: Sendable, Equatable {
    associatedtype Descriptor: MessageKindDescriptor where Descriptor.Spec == Self
}

extension KindSpec {
    var attachmentKind: AttachmentKind { Descriptor.kind }
    var encoded: JSONValue { Descriptor.encode(self) }
    var images: [ImageSpec] { Descriptor.images(of: self) }
}

extension ImageSources {
    /// The picture in field `key` of `r`, if given.
    func field(_ r: JSONReader, _ key: String) throws(CardError) -> ImageSpec? {
        try r.value(key).map { (v) throws(CardError) in try image(v, path: r.child(key)) }
    }
}
