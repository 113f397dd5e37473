import Foundation
import Testing
@testable import ChatCard

/// A long name on a narrow card is cut with "…", never a refusal: every look, with avatars, at widths down
/// to the narrowest card, for names up to 60 characters.
@Suite struct NarrowNameTests {
    @Test(arguments: Look.Name.allCases) func longNamesAreCutNotRefused(_ look: Look.Name) throws {
        let letters = Array("Maximilian Alexander von Humboldt-Smith der Jüngere aus Wien")
        for width in stride(from: 160, through: 280, by: 15) {
            for length in [1, 8, 21, 30, 38, 47, 60] {
                let name = String(letters.prefix(length)).trimmingCharacters(in: .whitespaces)
                let json = #"{"width": \#(width), "look": "\#(look.rawValue)", "avatars": "them", "messages": ["#
                    + #"{"from": "them", "author": "\#(name)", "text": "Hi there"}, {"from": "them", "author": "\#(name)", "text": "Coming?"}]}"#
                let frames = try Card(json: Data(json.utf8)).frames()
                #expect(frames.size.width == Double(width), "\(look) \(width) pt, \(length) letters")
            }
        }
    }
}
