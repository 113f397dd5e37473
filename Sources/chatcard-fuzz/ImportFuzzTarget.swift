import ChatCard
import ChatCardImport
import Foundation

/// The importers' fuzz target: any bytes as a conversation, read by format detection and by each
/// importer in turn (the input's first byte picks the options: "me", the last N, the clock). Bad input must
/// end in an ImportError; a card an importer makes must decode as a card (a CardError there is a finding:
/// the importer promised a card), and a crash, a sanitizer report or a hang is a finding.
func fuzzImporters(_ input: UnsafeBufferPointer<UInt8>) -> Int32 {
    let data = Data(input)
    let pick = Int(input.first ?? 0)
    var options = ImportOptions()
    if pick & 1 != 0 { options.me = "7" }
    if pick & 2 != 0 { options.last = 1 + pick % 40 }
    if pick & 4 != 0 { options.clock = .twelve }
    if pick & 8 != 0 { options.timeZone = TimeZone(identifier: "Asia/Kathmandu")! }
    for format in ImportFormat.allCases {
        guard let result = try? CardImporter(format, options: options).importCard(data) else { continue }
        do { _ = try result.card() } catch { fatalError("\(format.rawValue) made a card that is refused: \(error)\n\(CardEncoder.encode(result.spec).text())") }
    }
    return 0
}
