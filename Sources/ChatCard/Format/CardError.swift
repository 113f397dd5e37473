/// Bad input, with the path of the field at fault (`messages[2].spans[0].underline.style`) and the reason.
public struct CardError: Error, Equatable, CustomStringConvertible {
    /// Empty for problems with the document as a whole.
    public let path: String
    public let message: String
    /// The first message whose place passes the canvas's size, when that is the fault: the messages
    /// before it fit (an import that chose how many to take keeps fewer).
    package internal(set) var overflowingMessage: Int?

    package init(path: String, message: String) { self.path = path; self.message = message }

    public static func == (a: CardError, b: CardError) -> Bool { a.path == b.path && a.message == b.message }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
