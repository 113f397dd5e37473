import ChatCard
import Foundation

/// The cards the playground offers: the built-in sample, the sample in each look, then every message kind
/// (`Assets/examples.json`, written by hand). Each entry is `{"group", "name", "card"}`; a card is JSON text
/// for the sample's (kept as written) and an object for the file's.
enum PlaygroundExamples {
    static let json: String = {
        let sample = entry(group: "Start", name: "The sample", card: SampleCard.json)
        let looks = Look.Name.allCases.map { look in
            entry(group: "Looks", name: title(of: look), card: sampleCard(in: look))
        }
        let file = String(decoding: PackageResources.examples_json, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // The file is an array: its items follow the generated ones.
        return "[" + ([sample] + looks).joined(separator: ",\n") + ",\n" + file.dropFirst()
    }()

    /// The sample with `"look"` as its first field after `$schema`.
    static func sampleCard(in look: Look.Name) -> String {
        SampleCard.json.replacingOccurrences(of: "\n  \"width\":", with: "\n  \"look\": \"\(look.rawValue)\",\n  \"width\":", options: [], range: nil)
    }

    static func title(of look: Look.Name) -> String {
        switch look {
        case .chatcard: "ChatCard"
        case .telegram: "Telegram"
        case .whatsapp: "WhatsApp"
        case .imessage: "iMessage"
        case .discord: "Discord"
        case .slack: "Slack"
        }
    }

    static func entry(group: String, name: String, card: String) -> String {
        #"{"group": \#(RenderRoutes.jsonString(group)), "name": \#(RenderRoutes.jsonString(name)), "card": \#(RenderRoutes.jsonString(card))}"#
    }
}
