import Foundation

/// The card format's attachment kinds, each field checked against its range with its path. A message
/// carries at most one, and none beside a photo or sticker.
extension CardDecoder {
    static let attachmentKeys = AttachmentKind.allCases.map(\.rawValue)

    static func attachment(_ r: JSONReader, images: ImageSources) throws(CardError) -> AttachmentSpec? {
        let given = attachmentKeys.filter { r.value($0) != nil }
        guard let key = given.first else { return nil }
        if given.count > 1 {
            throw CardError(path: r.child(given[1]), message: "a message carries one of \(attachmentKeys.joined(separator: ", ")); this one also has \"\(key)\"")
        }
        if let other = ["image", "images", "sticker"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child(key), message: "cannot go with \"\(other)\" on one message")
        }
        let kind = AttachmentKind(rawValue: key)!.descriptor
        if kind.standsAlone, let other = ["text", "spans"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child(key), message: "a \(key) message stands alone; this one also has \"\(other)\"")
        }
        return try kind.read(JSONReader(r.required(key), path: r.child(key), known: kind.fields), images: images)
    }

    /// A one-line text field that must show something.
    static func line(_ r: JSONReader, _ key: String, required: Bool = false) throws(CardError) -> String? {
        if required { _ = try r.required(key) }
        return try visible(r.string(key), path: r.child(key))
    }

    /// A whole number in `range` (a count, bytes, seconds).
    static func wholeNumber(_ r: JSONReader, _ key: String, in range: ClosedRange<Double>, required: Bool = false) throws(CardError) -> Double? {
        if required { _ = try r.required(key) }
        guard let n = try r.number(key, in: range) else { return nil }
        guard n == n.rounded() else { throw CardError(path: r.child(key), message: "\(format(n)) is not a whole number") }
        return n
    }
}
