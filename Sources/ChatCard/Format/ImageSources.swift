import Canvas
import ChatCardSupport
import Foundation
import ImageCodecs

/// Where `{"file": PATH}` image sources may be read from. The HTTP service never reads files (a client
/// must not name the server's files); the CLI reads them relative to the card file's folder.
public enum FileAccess: Sendable, Equatable {
    case refused
    /// Relative paths are resolved inside this folder; absolute paths, `..` that leaves it and symbolic
    /// links that point out of it are refused alike (`ConfinedPath`).
    case relative(to: String)
}

/// An image of the card, read and checked (format, size, limits) but not decoded: layout decodes it.
public struct ImageSpec: Sendable, Equatable {
    package let data: Data
    package let info: ImageInfo
    /// The field it came from (`messages[3].image`), for errors found while decoding.
    package let path: String
    /// The `{"file": PATH}` it was read from (written back so by `CardEncoder`); nil: its bytes are the source.
    package let file: String?
    /// The data URI it was made of in code (an importer's): written back as it came, and known by it when
    /// the spec is checked, so neither base64 nor the header is worked through again.
    package private(set) var dataURI: String?

    public init(data: Data, path: String) throws(CardError) {
        try self.init(data: data, path: path, file: nil)
    }

    init(data: Data, path: String, file: String?) throws(CardError) {
        do { info = try ImageInfo(data, limits: CardLimits.image) } catch { throw CardError(path: path, message: error.message) }
        (self.data, self.path, self.file) = (data, path, file)
    }

    /// The same picture from the same source; where it was given (`path`) does not count.
    public static func == (a: ImageSpec, b: ImageSpec) -> Bool { a.file == b.file && a.data == b.data }

    private init(data: Data, info: ImageInfo, path: String, file: String?, dataURI: String?) {
        (self.data, self.info, self.path, self.file, self.dataURI) = (data, info, path, file, dataURI)
    }

    /// The same image, given again at `path`.
    func named(_ path: String) -> ImageSpec { ImageSpec(data: data, info: info, path: path, file: file, dataURI: dataURI) }

    /// The picture `file` in `folder`, read as a card reads it (confined, within the limits, a format and header
    /// it draws; written back as `{"file": PATH}`), or the card's error. Imports read their pictures so.
    package init(file: String, in folder: String, path: String) throws(CardError) {
        self = try ImageSources(files: .relative(to: folder)).image(.object([("file", .string(file))]), path: path)
    }

    /// A data URI's image, checked as the card format checks one (for importers that pass one on).
    public init(dataURI: String, path: String) throws(CardError) {
        try self.init(data: ImageSources.dataURI(dataURI, path: path), path: path)
        self.dataURI = dataURI
    }
}

/// Reads an image source of the card format: a data URI (`data:image/png;base64,…`, also image/jpeg,
/// image/webp and image/gif) or `{"file": PATH}` where the caller allows files. URLs are refused: nothing is fetched.
struct ImageSources {
    let files: FileAccess
    /// The images this card has read: a source given again is the same bytes, read and decoded from base64
    /// once (500 messages naming one 10 MB file, or one picture of an import's media map, hold it once).
    private let known = KnownImages()

    init(files: FileAccess) { self.files = files }

    /// Sources where the pictures of a spec already read are known by their files: a spec checked again
    /// (`Card(spec:)`) does not read them a second time.
    init(reading images: [ImageSpec]) {
        files = .refused
        for image in images {
            if let file = image.file { known.files[file] = image }
            if let uri = image.dataURI { known.uris[KnownImages.URI(uri)] = image }
        }
    }

    static let mediaTypes: [String: ImageFormat] = ["image/png": .png, "image/jpeg": .jpeg, "image/jpg": .jpeg, "image/webp": .webp, "image/gif": .gif]

    func image(_ json: JSONValue, path: String) throws(CardError) -> ImageSpec {
        switch json {
        case .string(let s):
            if let image = known.uris[KnownImages.URI(s)] { return image.named(path) }
            let image = try ImageSpec(data: Self.dataURI(s, path: path), path: path)
            known.uris[KnownImages.URI(s)] = image
            return image
        case .object:
            let r = try JSONReader(json, path: path, known: CardKeys.imageFile)
            let file = try JSONReader.string(r.required("file"), path: r.child("file"), maxCharacters: Self.maxPathCharacters)
            if let image = known.files[file] { return image.named(path) }
            let image = try ImageSpec(data: read(file, path: r.child("file")), path: path, file: file)
            known.files[file] = image
            return image
        default:
            throw CardError(path: path, message: "expected a data URI string or {\"file\": PATH}, found \(json.typeName)")
        }
    }

    static let maxPathCharacters = 1_024
    static let maxHeaderBytes = 256

    /// The bytes of a base64 data URI, whose media type must match the bytes.
    static func dataURI(_ uri: String, path: String) throws(CardError) -> Data {
        let lower = uri.prefix(16).lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            throw CardError(path: path, message: "URLs are not fetched; inline the image as a data URI (\"data:image/jpeg;base64,…\")")
        }
        guard lower.hasPrefix("data:") else {
            throw CardError(path: path, message: "expected a data URI (\"data:image/png;base64,…\") or {\"file\": PATH}")
        }
        // The header is a media type and a few parameters: look for its end only that far.
        guard let comma = uri.utf8.prefix(maxHeaderBytes).firstIndex(of: UInt8(ascii: ",")) else {
            throw CardError(path: path, message: "data URI has no \",\" within its first \(maxHeaderBytes) bytes (\"data:image/png;base64,…\")")
        }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].lowercased()
        let parts = header.split(separator: ";").map(String.init)
        guard let type = parts.first, let claimed = mediaTypes[type] else {
            throw CardError(path: path, message: "data URI type \(ShortQuote.quoted(String((parts.first ?? "").prefix(40)))) is not one of image/png, image/jpeg, image/webp, image/gif")
        }
        guard parts.dropFirst().contains("base64") else {
            throw CardError(path: path, message: "data URI must be base64 (\"data:\(type);base64,…\")")
        }
        guard let data = Data(base64Encoded: String(uri[uri.utf8.index(after: comma)...])) else {
            throw CardError(path: path, message: "data URI holds invalid base64")
        }
        // The bytes decide the decoder; a type that says otherwise is a mistake worth reporting.
        if let actual = try? ImageFormat.sniff(data), actual != claimed {
            throw CardError(path: path, message: "data URI says \(type) but the data is a \(actual.name) image")
        }
        return data
    }

    func read(_ file: String, path: String) throws(CardError) -> Data {
        guard case .relative(let folder) = files else {
            throw CardError(path: path, message: "files are not read here (only the chatcard command reads them); inline the image as a data URI")
        }
        guard let confined = ConfinedPath(folder: folder) else {
            throw CardError(path: path, message: "the card's folder \(ShortQuote.quoted(folder)) cannot be read")
        }
        let missing = "cannot read \(ShortQuote.quoted(file)): no such file in the card's folder"
        let resolved: String
        do { resolved = try confined.resolve(file) } catch {
            let message = switch error {
            case .outside: "\(ShortQuote.quoted(file)) is outside the card's folder; files are read only from inside it"
            case .missing: missing
            case .tooManyLinks: "\(ShortQuote.quoted(file)) goes through more than \(ConfinedPath.maxLinks) symbolic links"
            }
            throw CardError(path: path, message: message)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        guard let attributes else { throw CardError(path: path, message: missing) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw CardError(path: path, message: "\(ShortQuote.quoted(file)) is not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= CardLimits.maxImageBytes else {
            throw CardError(path: path, message: "\(ShortQuote.quoted(file)) is \(size) bytes; the limit is \(CardLimits.maxImageBytes) bytes an image")
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: resolved)) else { throw CardError(path: path, message: "cannot read \(ShortQuote.quoted(file))") }
        return data
    }
}
