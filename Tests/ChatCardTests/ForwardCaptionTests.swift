import Foundation
import Testing
@testable import ChatCard

/// iMessage has no forward label: the source goes in a grey caption above the bubble, outside it, in the card;
/// Telegram writes it in the bubble; a rows look that borrows iMessage's style still writes it (nothing dropped).
@Suite struct ForwardCaptionTests {
    static func forwards(_ look: String, direction: String, theme: String) throws -> [(forward: ElementFrame, bubble: ElementFrame?, width: Double)] {
        let json = #"{"look": \#(look), "direction": "\#(direction)", "theme": "\#(theme)", "width": 300, "messages": [{"from": "them", "author": "Ann", "forwardedFrom": "Trail News of the Week", "text": "Ridge trail reopens"}, {"from": "me", "forwardedFrom": "Trail News", "text": "ok"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames()
        return try (0..<2).map { i in
            let message = frames.of(message: i)
            let bubble = message.first { $0.kind == .bubble }
            let forwardFrame = message.first { $0.kind == .forward }  // out of #require: see PreviewTests
            let forward = try #require(forwardFrame, "\(look) message \(i)")
            #expect(forward.text?.contains("Trail News") == true)
            return (forward, bubble, frames.size.width)
        }
    }

    @Test(arguments: ["ltr", "rtl"], ["light", "dark"])
    func iMessageCaptionsAForwardAboveItsBubble(_ direction: String, _ theme: String) throws {
        for (forward, bubble, width) in try Self.forwards(#""imessage""#, direction: direction, theme: theme) {
            let body = try #require(bubble).rect
            #expect(forward.rect.maxY <= body.minY + 0.5, "\(direction): the caption \(forward.rect) over the bubble \(body)")
            #expect(forward.rect.minX >= 0 && forward.rect.maxX <= width)
        }
    }

    @Test func telegramWritesItInTheBubble() throws {
        for (forward, bubble, _) in try Self.forwards(#""telegram""#, direction: "ltr", theme: "light") {
            #expect(try #require(bubble).rect.contains(forward.rect))
        }
    }

    @Test func rowsThatBorrowTheCaptionStillWriteTheSource() throws {
        _ = try Self.forwards(#"{"base": "slack", "parts": {"forwards": "imessage"}}"#, direction: "ltr", theme: "light")
    }
}

