import Foundation

/// A call record.
public struct CallSpec: Sendable, Equatable {
    public enum Direction: String, Sendable, CaseIterable { case outgoing, incoming, missed, declined, cancelled }
    package var direction: Direction
    /// Seconds the call lasted, when it was answered.
    package var duration: Double?
    package var video: Bool

    public init(direction: Direction, duration: Double? = nil, video: Bool = false) {
        (self.direction, self.duration, self.video) = (direction, duration, video)
    }
}

/// The `call` kind of the card format.
enum CallKind: MessageKindDescriptor {
    static let kind = AttachmentKind.call
    static let fields = ["direction", "duration", "video"]
    static let imageFields: [String] = []
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "direction": .choice(CallSpec.Direction.self),
        "duration": .number(CardLimits.durationRange, whole: true),
        "video": .boolean,
    ], required: ["direction"])]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> CallSpec {
        CallSpec(direction: try JSONReader.choice(a.required("direction"), path: a.child("direction"), CallSpec.Direction.self),
                 duration: try CardDecoder.wholeNumber(a, "duration", in: CardLimits.durationRange), video: try a.bool("video") ?? false)
    }

    static func encode(_ spec: CallSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("direction", spec.direction)
        o.add("duration", spec.duration)
        o.add("video", spec.video)
        return o.value
    }

    static func images(of spec: CallSpec) -> [ImageSpec] { [] }
    static func wrap(_ spec: CallSpec) -> AttachmentSpec { .call(spec) }
}

extension CallSpec: KindSpec { typealias Descriptor = CallKind }
