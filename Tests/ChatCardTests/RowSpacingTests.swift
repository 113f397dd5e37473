import Canvas
import Foundation
import Testing
import TextLayout
@testable import ChatCard

/// In Discord and Slack two messages of one group stand further apart than two lines of one message (each
/// message's text keeps its line boxes' half-leading, as the apps' pages do), and the header's name is a line
/// above the text: over random texts, widths and themes.
@Suite struct RowSpacingTests {
    static let words = ["ship", "it", "tonight", "the", "story", "editor", "finally", "ships", "rounded", "backgrounds",
                        "merge", "across", "lines", "gyp", "Ján", "👍", "misspelled"]
    /// A paragraph break must show: baselines at least this much further apart than the line height.
    static let minimumBreak = 3.0

    @Test(arguments: [Look.Name.discord, .slack])
    func messagesStandApartByMoreThanALine(_ name: Look.Name) throws {
        let look = Look.named(name), size = look.font.size
        let lineHeight = try #require(look.font.lineHeight) * size
        let natural = TextLayout("Ag", options: LayoutOptions(font: FontSpec(family: look.font.family, size: size))).size.height
        var random = SplitMix64(0x5EED + UInt64(name.rawValue.count))
        for round in 0..<30 {
            let count = Int.random(in: 2...4, using: &random)
            let texts = (0..<count).map { _ in
                (0..<Int.random(in: 1...20, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
            }
            let width = Int.random(in: 240...600, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
            let messages = texts.map { #"{"from": "them", "author": "Maya", "time": "9:41", "text": "\#($0)"}"# }
            let json = #"{"look": "\#(name.rawValue)", "width": \#(width), "theme": "\#(theme)", "messages": [\#(messages.joined(separator: ","))]}"#
            let frames = try Card(json: Data(json.utf8)).frames()
            let bodies = try (0..<count).map { i in try #require(frames.of(message: i).first { $0.kind == .text }).rect }
            for (above, below) in zip(bodies, bodies.dropFirst()) {
                // From the last baseline above to the first below: the gap between the boxes and one line's height.
                let baselines = below.minY - above.maxY + natural
                #expect(baselines >= lineHeight + Self.minimumBreak, "round \(round): \(baselines) pt between messages in \(json)")
            }
            let header = try #require(frames.of(message: 0).first { $0.kind == .author }).rect
            let firstBaselines = bodies[0].minY - header.maxY + header.height
            #expect(firstBaselines >= lineHeight - Self.minimumBreak, "round \(round): the name \(firstBaselines) pt above the text in \(json)")
        }
    }

    /// Between groups both apps leave a group's padding (Slack 8 + 8 px, Discord 17 px above a header): one
    /// group's last line and the next group's name stand a line and at least this much more apart.
    static let groupBreak = 14.0

    @Test(arguments: [Look.Name.discord, .slack])
    func groupsStandApartByTheirPadding(_ name: Look.Name) throws {
        let look = Look.named(name)
        let lineHeight = try #require(look.font.lineHeight) * look.font.size
        var random = SplitMix64(0x6A9 + UInt64(name.rawValue.count))
        for round in 0..<12 {
            let word = { Self.words.randomElement(using: &random)! }
            let (first, second) = ("\(word()) \(word())", "\(word()) \(word())")
            let theme = Bool.random(using: &random) ? "light" : "dark"
            let json = #"{"look": "\#(name.rawValue)", "width": 480, "theme": "\#(theme)", "messages": [{"from": "them", "author": "Maya", "time": "9:41", "text": "\#(first)"}, {"from": "them", "author": "Omar", "time": "9:42", "text": "\#(second)"}]}"#
            let frames = try Card(json: Data(json.utf8)).frames()
            let text = try #require(frames.of(message: 0).first { $0.kind == .text }).rect
            let header = try #require(frames.of(message: 1).first { $0.kind == .author }).rect
            // One-line texts in one font: their tops are their baselines, less one ascent.
            let baselines = header.minY - text.minY
            #expect(baselines >= lineHeight + Self.groupBreak, "round \(round): \(baselines) pt from the text to the next header in \(json)")
        }
    }
}
