import CFuzzDriver
import ChatCard
import Foundation

/// CHATCARD_FUZZ_TARGET=png fuzzes the PNG encoder instead (PNGFuzzTarget.swift), =images the image
/// decoders (ImageFuzzTarget.swift), =import the conversation importers (ImportFuzzTarget.swift).
let fuzzTarget = ProcessInfo.processInfo.environment["CHATCARD_FUZZ_TARGET"]

/// The fuzz target: any bytes as card JSON, decoded and, when valid, rendered to PNG (every fourth input
/// also to SVG). Bad input must end in a CardError; a crash, a sanitizer report or a hang is a finding.
/// Built by scripts/fuzz.sh with libFuzzer and AddressSanitizer; an ordinary build replays files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if fuzzTarget == "png" { return fuzzPNGEncoder(UnsafeBufferPointer(start: data, count: size)) }
    if fuzzTarget == "images" { return fuzzImageDecoders(UnsafeBufferPointer(start: data, count: size)) }
    if fuzzTarget == "import" { return fuzzImporters(UnsafeBufferPointer(start: data, count: size)) }
    let bytes = Data(bytes: data, count: size)
    guard let card = try? Card(json: bytes) else { return 0 }
    let format: OutputFormat = bytes.count % 4 == 3 ? .svg : .png
    do {
        _ = try card.render(format: format, deadline: RenderDeadline(after: .seconds(5)))
    } catch {
        switch error {
        case .card, .timedOut: break
        case .canvas, .write: fatalError("a valid card failed to render: \(error)")
        }
    }
    return 0
}

/// Replays files and folders of inputs (a corpus or crash reproducers) without libFuzzer.
func replay(_ paths: [String]) -> Int32 {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
            files += (try? FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }) ?? []
        } else {
            files.append(path)
        }
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        _ = data.withUnsafeBytes { fuzzOne($0.bindMemory(to: UInt8.self).baseAddress ?? UnsafePointer(bitPattern: 1)!, data.count) }
    }
    print("replayed \(files.count) inputs")
    return 0
}

@main
enum FuzzMain {
    static func main() {
        let status = chatcard_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv)
        exit(status == -1 ? replay(Array(CommandLine.arguments.dropFirst())) : status)
    }
}
