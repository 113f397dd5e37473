import ChatCard
import Foundation

/// A source's JSON read as a stream: the messages arrays go to a reader one message at a time (the parse
/// keeps the rest of the document and one message), and the reader's errors stop the parse.
enum StreamedJSON {
    /// Where a whole document's bytes are and how a reader lets go of what it has read.
    struct Input {
        let bytes: UnsafeRawBufferPointer
        /// The parse is past this offset.
        var consumed: (Int) -> Void = { _ in }
        /// The member of the document that holds the source (`source` in a `MediaEnvelope`); nil: the whole.
        var inside: String?
        /// Keys a source repeats: the last is taken, and the import warns.
        var duplicates = JSONDuplicateKeys()

        /// A path of the source as errors name it in the document.
        func path(_ relative: String) -> String { inside.map { relative.isEmpty ? $0 : "\($0).\(relative)" } ?? relative }

        /// A document path relative to the source.
        func relative(_ path: String) -> Substring {
            guard let inside else { return path[...] }
            return path == inside ? "" : path.dropFirst(inside.count + 1)
        }

        /// The source's `arrays` as paths of the document.
        func inDocument(_ arrays: [[JSONPathStep]]) -> [[JSONPathStep]] { inside.map { key in arrays.map { [.key(key)] + $0 } } ?? arrays }

        /// The bytes as text (a WhatsApp export), not copied: valid while `bytes` are.
        var text: Data {
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!), count: bytes.count,
                 deallocator: .none)
        }

        /// The source within a parsed document.
        func source(of document: JSONValue) -> JSONValue {
            guard let inside, case .object(let members) = document else { return document }
            return members.first { $0.key == inside }?.value ?? .null
        }
    }

    /// The document without the elements of `arrays` (empty arrays in their place); each element went to
    /// `element` with its source path (`chats.list[2].messages[14]`).
    static func parse(
        _ input: Input, arrays: [[JSONPathStep]],
        element: (JSONStreamedArray, String, JSONValue) throws(ImportError) -> Void
    ) throws(ImportError) -> JSONValue {
        var failure: ImportError?
        do {
            let document = try JSONValue.parse(input.bytes, streaming: input.inDocument(arrays), element: { array, index, value in
                do throws(ImportError) { try element(array, "\(array.path)[\(index)]", value) } catch { failure = error; return false }
                return true
            }, consumed: input.consumed, duplicates: input.duplicates)
            return input.source(of: document)
        } catch {
            if let failure { throw failure }
            throw ImportError(path: "", message: "\(error)")
        }
    }

    /// The whole document as values (the sources that are small by nature: a bot's messages, a quote).
    static func parse(_ input: Input) throws(ImportError) -> JSONValue {
        try parse(input, arrays: []) { (_, _, _) throws(ImportError) in }
    }

    /// Every format's messages arrays.
    static var messageArrays: [[JSONPathStep]] { ImportRegistry.messageArrays }

    /// The format of a document, from its start: the members before the first message and the first message.
    /// Nil when it cannot tell (after reading the whole document: a syntax error further on is the answer then).
    static func format(of input: Input) throws(ImportError) -> ImportFormat? {
        guard let found = try formatFromStart(of: input) else {
            _ = try parse(input, arrays: messageArrays) { (_, _, _) throws(ImportError) in }
            return nil
        }
        return found
    }

    private static func formatFromStart(of input: Input) throws(ImportError) -> ImportFormat? {
        let arrays = input.inDocument(messageArrays)
        var first: (array: JSONStreamedArray, value: JSONValue)?
        do {
            let whole = try JSONValue.parse(input.bytes, streaming: arrays, element: { array, _, value in
                first = (array, value)
                return false
            }, duplicates: input.duplicates)
            return ImportRegistry.detect(input.source(of: whole))
        } catch {
            guard let (array, value) = first else { throw ImportError(path: "", message: "\(error)") }
            let path = input.relative(array.path)
            if path.hasPrefix("chats.") { return .telegramExport }
            if path.isEmpty { return ImportRegistry.detect(.array([value])) }
            return ImportRegistry.detect(.object(array.siblings + [(key: "messages", value: .array([value]))]))
        }
    }
}
