import ArgumentParser
import Foundation

/// Reports a failure caused by the input (not a bug) as one line on stderr and exits with `code`
/// (2 = bad input), without ArgumentParser's usage text.
func failure(_ message: String, code: Int32 = 2) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return ExitCode(code)
}
