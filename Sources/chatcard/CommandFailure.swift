import ArgumentParser
import ChatCard
import Foundation

/// Reports a failure caused by the input (not a bug) as one line on stderr and exits with `code`
/// (2 = bad input), without ArgumentParser's usage text.
func failure(_ message: String, code: Int32 = 2) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return ExitCode(code)
}

/// 3 when a render ran out of time (`--timeout`), 2 for everything the input caused.
func failureCode(for error: any Error) -> Int32 {
    if case RenderError.timedOut = error { return 3 }
    return 2
}

/// `error` printed once with the input it is about, as the exit to leave with (an import prints its own and
/// exits with `ExitCode`).
func reported(_ error: any Error, of input: String) -> ExitCode {
    if let exit = error as? ExitCode { return exit }
    return failure("\(input == "-" ? "stdin" : input): \(error)", code: failureCode(for: error))
}
