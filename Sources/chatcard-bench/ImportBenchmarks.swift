import ChatCard
import ChatCardImport
import Foundation

/// What importing adds to a render: a 30-message Telegram export imported and rendered, against the card JSON
/// it makes read and rendered (what a user who writes card JSON pays), in alternating rounds (the same
/// machine mood for both).
func benchImport(iterations: Int) throws {
    let export = Data(ImportBenchmarkChat.export(messages: 30).utf8)
    var options = ImportOptions()
    options.timeZone = TimeZone(identifier: "Europe/Berlin")!
    let importer = CardImporter(.telegramExport, options: options)
    let cardJSON = Data(CardEncoder.encode(try importer.importCard(export).spec).text().utf8)
    _ = try Card(json: cardJSON).render()  // the thread's fonts
    var imported: [Double] = [], alone: [Double] = []
    for _ in 0..<iterations {
        // As the service renders an import: fitted to a canvas as it renders.
        imported.append(try milliseconds { _ = try importer.importCard(export).using { card throws(RenderError) in try card.render() } })
        alone.append(try milliseconds { _ = try Card(json: cardJSON).render() })
    }
    let (withImport, without) = (percentile(imported, 0.5), percentile(alone, 0.5))
    print(String(format: "\nImport: 30-message Telegram export → PNG %.2f ms, its card JSON → PNG %.2f ms: importing adds %.1f%%",
                 withImport, without, (withImport / without - 1) * 100))
}

/// A made-up export: four people, styled text, replies, reactions, a day change.
enum ImportBenchmarkChat {
    static func export(messages: Int) -> String {
        let people = [("Ana", 1), ("Ben", 2), ("Cy", 3), ("Dee", 4)]
        let items = (0..<messages).map { i -> String in
            let (name, id) = people[i % people.count]
            let reply = i % 5 == 4 ? #", "reply_to_message_id": \#(i - 1)"# : ""
            let reactions = i % 7 == 0 ? #", "reactions": [{"type": "emoji", "count": 2, "emoji": "👍"}]"# : ""
            return #"{"id": \#(i), "type": "message", "date_unixtime": "\#(1772900000 + i * 900)", "from": "\#(name)", "from_id": "user\#(id)","#
                + #" "text": ["message \#(i) with ", {"type": "bold", "text": "bold"}, " and a link ", {"type": "link", "text": "https://example.org/\#(i)"}]\#(reply)\#(reactions)}"#
        }
        return #"{"name": "Bench", "type": "private_group", "id": 9, "messages": [\#(items.joined(separator: ","))]}"#
    }
}
