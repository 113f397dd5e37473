import ChatCard
import ChatCardSupport
import Foundation

/// Where an import finds the pictures a source names but does not hold. ChatCard never fetches: the bytes
/// come from the caller, as a folder (the CLI) or as data URIs (the service's `media` map).
public struct ImportMedia: Sendable, Equatable {
    /// A folder: an export's own (its relative paths: `photos/photo_1@….jpg`), or files a bot saved under the
    /// ids the source gives (`AgACAgIAAxkBAAI….jpg`, any of `extensions`). The card made reads them with
    /// `files: .relative(to:)` this folder.
    public var folder: String?
    /// Images as data URIs by the name the source gives them: a Bot API `file_id` or `file_unique_id`, a URL
    /// (Discord, quote-api), an export's relative path, a WhatsApp file name.
    public var dataURIs: [String: String] = [:]

    public init(folder: String? = nil, dataURIs: [String: String] = [:]) {
        (self.folder, self.dataURIs) = (folder, dataURIs)
    }

    /// The extensions a file named by an id may have.
    static let extensions = ["jpg", "jpeg", "png", "webp"]
    /// Most entries a `media` map may have (a card holds 500 messages, a few pictures each).
    public static let maxEntries = 2_000
    /// Longest name of an entry (Bot API file ids are under 100 characters; URLs can be longer).
    public static let maxNameCharacters = 2_048

    /// The size in bytes of a file the caller's folder holds under `name` (a WhatsApp attachment), if any.
    func fileSize(_ name: String) -> Int64? {
        guard let folder, let path = ExportFile.usable(name, in: folder),
              let size = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size] as? NSNumber else { return nil }
        return size.int64Value
    }

    /// The first of `names` the caller holds.
    func image(_ names: [String?]) -> ChatMessage.ImageSource? {
        for case let name? in names where !name.isEmpty {
            if let uri = dataURIs[name] { return .dataURI(uri) }
            guard let folder else { continue }
            if let path = ExportFile.usable(name, in: folder) { return .file(path) }
            // An id is a bare name: a file with an image extension added.
            guard !name.contains("/"), !name.hasPrefix(".") else { continue }
            for ext in Self.extensions {
                if let path = ExportFile.usable(name + "." + ext, in: folder) { return .file(path) }
            }
        }
        return nil
    }

    /// A `media` map as a request carries it, every entry an image the card reads.
    static func dataURIs(_ json: JSONValue, path: String) throws(ImportError) -> [String: String] {
        guard case .object(let members) = json else { throw ImportError(path: path, message: "expected an object of data URIs by id, found \(json.typeName)") }
        guard members.count <= maxEntries else { throw ImportError(path: path, message: "has \(members.count) entries; at most \(maxEntries)") }
        var map: [String: String] = [:]
        for (name, value) in members {
            let entry = "\(path)[\(ShortQuote.quoted(name))]"
            guard name.count <= maxNameCharacters else { throw ImportError(path: entry, message: "name longer than \(maxNameCharacters) characters") }
            guard case .string(let uri) = value else { throw ImportError(path: entry, message: "expected a data URI string, found \(value.typeName)") }
            do throws(CardError) { _ = try ImageSpec(dataURI: uri, path: entry) } catch { throw ImportError(path: entry, message: error.message) }
            map[name] = uri
        }
        return map
    }

    /// The entries of `dataURIs` that no picture of `cards` came from.
    func unused(in cards: [CardSpec]) -> Int {
        guard !dataURIs.isEmpty else { return 0 }
        let drawn = Set(cards.flatMap(\.allImages).map(\.data))
        return dataURIs.values.filter { uri in (try? ImageSpec(dataURI: uri, path: "")).map { !drawn.contains($0.data) } ?? true }.count
    }
}
