import Foundation
import Testing
@testable import ChatCard

/// Discord and Slack write first and attach after, and say "(edited)" right after the last word; the bubble
/// looks put a kind's block above its caption and the meta row in the bubble's trailing corner.
@Suite struct RowOrderTests {
    static func frames(_ look: Look.Name, _ message: String) throws -> [ElementFrame] {
        try Card(json: Data(#"{"look": "\#(look.rawValue)", "width": 420, "messages": [\#(message)]}"#.utf8)).frames().of(message: 0)
    }

    @Test(arguments: Look.Name.allCases) func theTextAndTheFile(_ look: Look.Name) throws {
        let frames = try Self.frames(look, #"{"from": "them", "author": "Ann", "text": "The plan, as promised", "document": {"name": "plan.pdf", "size": 815000}}"#)
        let text = try #require(frames.first { $0.kind == .text && $0.text == "The plan, as promised" }).rect
        let file = try #require(frames.first { $0.kind == .document }).rect
        let rows = [Look.Name.discord, .slack].contains(look)
        #expect(rows ? file.minY >= text.maxY : file.maxY <= text.minY, "\(look): file \(file), text \(text)")
    }

    /// A picture with a caption: the picture on top in a bubble, the text first in a row (then the reactions).
    @Test(arguments: Look.Name.allCases) func theTextAndThePicture(_ look: Look.Name) throws {
        let png = try CardImageTests.dataURI("landscape.jpg")
        let frames = try Self.frames(look, #"{"from": "them", "author": "Ann", "text": "guess where", "image": "\#(png)", "edited": true, "reactions": [{"emoji": "👍", "count": 2}]}"#)
        let text = try #require(frames.first { $0.kind == .text && $0.text == "guess where" }).rect
        let photo = try #require(frames.first { $0.kind == .photo }).rect
        let rows = [Look.Name.discord, .slack].contains(look)
        #expect(rows ? photo.minY >= text.maxY : photo.maxY <= text.minY, "\(look): photo \(photo), text \(text)")
        if rows {
            let chip = try #require(frames.first { $0.kind == .reaction }).rect
            let edited = try #require(frames.first { $0.text?.contains("edited") == true }).rect
            #expect(chip.minY >= photo.maxY, "\(look): reactions under the picture")
            #expect(edited.maxY <= photo.minY, "\(look): \"(edited)\" with the text")
        }
    }

    @Test(arguments: [Look.Name.discord, .slack]) func editedFollowsTheLastWord(_ look: Look.Name) throws {
        // A last line shorter than the first: "(edited)" after it, not at the first line's end.
        let frames = try Self.frames(look, #"{"from": "them", "author": "Ann", "text": "Ridge trail reopens Saturday\nnice!", "edited": true}"#)
        let paragraph = try #require(frames.first { $0.kind == .text && $0.text?.hasSuffix("nice!") == true }).rect
        let lineHeight = paragraph.height / 2
        let text = Rect(x: paragraph.minX, y: paragraph.maxY - lineHeight, width: try Self.lastLineWidth(look), height: lineHeight)
        let edited = try #require(frames.first { $0.text?.contains("edited") == true }).rect
        // On the word's line, a small gap after it (not at the row's far end).
        #expect(edited.minX > text.maxX && edited.minX - text.maxX < 12, "\(look): edited at \(edited.minX), the word ends at \(text.maxX)")
        #expect(edited.midY > text.minY && edited.midY < text.maxY, "\(look): on the word's line")
    }

    /// How wide "nice!" is on its own in the look's text.
    static func lastLineWidth(_ look: Look.Name) throws -> Double {
        try #require(frames(look, #"{"from": "them", "author": "Ann", "text": "nice!"}"#).first { $0.kind == .text && $0.text == "nice!" }).rect.width
    }
}
