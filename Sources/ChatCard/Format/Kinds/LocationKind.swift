import Foundation

/// A place: a point with an optional venue name and address, and a map picture of it.
public struct LocationSpec: Sendable, Equatable {
    package var latitude: Double
    package var longitude: Double
    package var title: String?
    package var address: String?
    package var map: ImageSpec?

    public init(latitude: Double, longitude: Double, title: String? = nil, address: String? = nil, map: ImageSpec? = nil) {
        (self.latitude, self.longitude, self.title, self.address, self.map) = (latitude, longitude, title, address, map)
    }
}

/// The `location` kind of the card format.
enum LocationKind: MessageKindDescriptor {
    static let kind = AttachmentKind.location
    static let fields = ["latitude", "longitude", "title", "address", "map"]
    static let imageFields: [String] = ["map"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "latitude": .number(CardLimits.latitudeRange),
        "longitude": .number(CardLimits.longitudeRange),
        "title": .shortText,
        "address": .shortText,
        "map": .image,
    ], required: ["latitude", "longitude"], note: "`title` and `address` must show a visible character.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> LocationSpec {
        _ = (try a.required("latitude"), try a.required("longitude"))
        return LocationSpec(latitude: try a.number("latitude", in: CardLimits.latitudeRange)!, longitude: try a.number("longitude", in: CardLimits.longitudeRange)!,
                            title: try CardDecoder.line(a, "title"), address: try CardDecoder.line(a, "address"), map: try images.field(a, "map"))
    }

    static func encode(_ spec: LocationSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("latitude", spec.latitude)
        o.add("longitude", spec.longitude)
        o.add("title", spec.title)
        o.add("address", spec.address)
        o.add("map", spec.map)
        return o.value
    }

    static func images(of spec: LocationSpec) -> [ImageSpec] { [spec.map].compactMap { $0 } }
    static func wrap(_ spec: LocationSpec) -> AttachmentSpec { .location(spec) }
}

extension LocationSpec: KindSpec { typealias Descriptor = LocationKind }
