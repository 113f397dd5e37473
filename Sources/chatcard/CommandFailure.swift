import ArgumentParser

/// A failure caused by the input (not a bug): printed as one line, exit code 2, no usage text.
struct CommandFailure: Error, CustomStringConvertible {
    static let exitCode: Int32 = 2
    let message: String
    var description: String { message }
}
