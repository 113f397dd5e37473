import ChatCard
import Foundation

/// The whole basic card, JSON bytes to PNG bytes, against the C peers (Cairo + Pango + json-c with
/// Cairo's PNG writer, and with libspng level 1) built from benchmarks/peers by scripts/bench.sh.
/// ChatCard is measured before and after the peers, so that all three share the machine's mood.
func benchPeers(iterations: Int, peersDirectory: String) throws {
    let cardPath = "Tests/ChatCardTests/Cards/basic.json"
    guard let json = FileManager.default.contents(atPath: cardPath) else { throw CocoaError(.fileNoSuchFile) }
    func chatCard() throws -> Double {
        _ = try Card(json: json).render()  // warm the thread's fonts
        return percentile(try (0..<iterations).map { _ in try milliseconds { _ = try Card(json: json).render() } }, 0.5)
    }
    let before = try chatCard()
    var peers: [(String, Double, Int)] = []
    for name in ["c-cairo-spng", "c-cairo-default"] {
        let path = peersDirectory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("peer \(name) not found in \(peersDirectory); build it: make -C benchmarks/peers BUILD=\(URL(fileURLWithPath: peersDirectory).standardizedFileURL.path)")
            continue
        }
        let (median, bytes) = try runPeer(path, iterations: iterations, card: cardPath)
        peers.append((name, median, bytes))
    }
    let after = try chatCard()
    let ours = (before + after) / 2
    let bytes = try Card(json: json).render().count
    print("\nWhole basic card, JSON → PNG bytes, median of \(iterations) (ChatCard before and after the peers: \(String(format: "%.2f / %.2f", before, after)) ms)")
    print(String(format: "%-18@ %8.2f ms %8d bytes", "ChatCard" as NSString, ours, bytes))
    for (name, median, bytes) in peers {
        print(String(format: "%-18@ %8.2f ms %8d bytes   ChatCard is %.2f× faster", name as NSString, median, bytes, median / ours))
    }
}

/// Runs a peer (`N card.json out.png`) and reads its `ms_per_card_median=` and `bytes=` fields.
private func runPeer(_ path: String, iterations: Int, card: String) throws -> (Double, Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("chatcard-peer.png").path
    process.arguments = [String(iterations), card, output]
    let pipe = Pipe()
    process.standardOutput = pipe
    fflush(nil)  // our sections so far, before the child runs
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    func field(_ name: String) -> String? {
        text.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }
    guard let median = field("ms_per_card_median").flatMap(Double.init), let bytes = field("bytes").flatMap(Int.init) else {
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "peer \(path) printed: \(text)"])
    }
    return (median, bytes)
}
