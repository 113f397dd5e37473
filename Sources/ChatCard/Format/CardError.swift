/// Bad input, with the path of the field at fault (`messages[2].spans[0].underline.style`) and the reason.
public struct CardError: Error, Equatable, CustomStringConvertible {
    /// Empty for problems with the document as a whole.
    public let path: String
    public let message: String

    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
