/// Input that is not the format it was named (or detected) as, or an option that does not fit: the path
/// is in the source's own vocabulary (`messages[3].text_entities[1]`), the message says what is wrong.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String

    public init(path: String, message: String) { (self.path, self.message) = (path, message) }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
