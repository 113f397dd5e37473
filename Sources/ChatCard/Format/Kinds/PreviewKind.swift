import Foundation

/// A link preview under the text: the site, the page's title and description, its picture (small at the
/// side, or large below).
public struct PreviewSpec: Sendable, Equatable {
    package var url: String
    package var site: String?
    package var title: String?
    package var description: String?
    package var image: ImageSpec?
    package var large: Bool

    public init(url: String, site: String? = nil, title: String? = nil, description: String? = nil, image: ImageSpec? = nil, large: Bool = false) {
        (self.url, self.site, self.title, self.description, self.image, self.large) = (url, site, title, description, image, large)
    }
}

/// The `preview` kind of the card format: a link preview under the text.
enum PreviewKind: MessageKindDescriptor {
    static let kind = AttachmentKind.preview
    static let fields = ["url", "site", "title", "description", "image", "large"]
    static let imageFields = ["image"]
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    static let schema: [String: SchemaObject] = [kind.rawValue: SchemaObject(keys: fields, values: [
        "url": .text(characters: CardLimits.maxLinkCharacters),
        "site": .shortText,
        "title": .shortText,
        "description": .text(characters: CardLimits.maxDescriptionCharacters),
        "image": .image,
        "large": .boolean,
    ], required: ["url"], note: "`large` true needs an `image`; `url`, `site`, `title` and `description` must show a visible character.")]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> PreviewSpec {
        let image = try images.field(a, "image")
        let url = try JSONReader.string(a.required("url"), path: a.child("url"), maxCharacters: CardLimits.maxLinkCharacters)
        var p = PreviewSpec(url: try CardDecoder.visible(url, path: a.child("url"))!, image: image)
        p.site = try CardDecoder.line(a, "site")
        p.title = try CardDecoder.line(a, "title")
        p.description = try CardDecoder.visible(a.string("description", maxCharacters: CardLimits.maxDescriptionCharacters), path: a.child("description"))
        p.large = try a.bool("large") ?? false
        if p.large, image == nil { throw CardError(path: a.child("large"), message: "shows the preview's image large; this preview has no \"image\"") }
        return p
    
    }

    static func encode(_ spec: PreviewSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("url", spec.url)
        o.add("site", spec.site)
        o.add("title", spec.title)
        o.add("description", spec.description)
        o.add("image", spec.image)
        o.add("large", spec.large)
        return o.value
    }

    static func images(of spec: PreviewSpec) -> [ImageSpec] { [spec.image].compactMap { $0 } }
    static func wrap(_ spec: PreviewSpec) -> AttachmentSpec { .preview(spec) }
}

extension PreviewSpec: KindSpec { typealias Descriptor = PreviewKind }
