import ChatCard
import Decorations
import Foundation
import Testing

/// The time sits at the bottom trailing corner of the card's direction, whatever the text's (Telegram keeps
/// it at the app's trailing edge): right in a left-to-right card, left in a right-to-left one.
@Suite struct TimeSideTests {
    @Test(arguments: ["ltr", "rtl"])
    func theTimeKeepsToTheCardsTrailingCorner(direction: String) throws {
        let texts = ["مرحبا بكم في بيتي الجديد", "שלום לכולם", "Latin text", "Mixed עברית and English text that wraps onto a second line"]
        for from in ["me", "them"] {
            for text in texts {
                let json = ##"{"direction": "\##(direction)", "messages": [{"from": "\##(from)", "time": "9:41", "text": "\##(text)"}]}"##
                let frames = try Card(json: Data(json.utf8)).frames().frames.map(\.element)
                let bubble = try #require(frames.first { $0.kind == .bubble }).rect
                let time = try #require(frames.first { $0.kind == .time }).rect
                let words = try #require(frames.first { $0.kind == .text }).rect
                // Nearer the card's trailing edge of the bubble than its leading one, and not above the text's last line.
                let trailingGap = direction == "ltr" ? bubble.maxX - time.maxX : time.minX - bubble.minX
                let leadingGap = direction == "ltr" ? time.minX - bubble.minX : bubble.maxX - time.maxX
                #expect(trailingGap < leadingGap, "\(direction) \(from) \(text): time \(time) in bubble \(bubble)")
                #expect(time.maxY >= words.maxY - 4, "\(direction) \(from) \(text): the time is at the bottom")
            }
        }
    }

    /// In a bubble wider than its last line (a photo, a reply header, reaction chips) the time still sits
    /// in the trailing corner, past everything else in the bubble, and chips sit as far
    /// under a photo as under text.
    @Test(arguments: ["ltr", "rtl"])
    func theTimeSitsInTheTrailingCornerOfAWideBubble(direction: String) throws {
        let png = try CardImageTests.dataURI("landscape.jpg")
        let reply = #""reply": {"author": "Maya", "text": "Did you see the new designs? They look great on the big screen."}"#
        let messages = [
            #"{"from": "them", "image": "\#(png)", "reactions": [{"emoji": "👍", "count": 2}], "time": "9:41"}"#,
            #"{"from": "me", "image": "\#(png)", "text": "Hi", "time": "9:41", "status": "read"}"#,
            #"{"from": "me", \#(reply), "text": "Yes", "time": "9:41", "status": "read"}"#,
            #"{"from": "them", "forwardedFrom": "A channel with a long name", "text": "FYI", "time": "9:41"}"#,
            #"{"from": "them", "text": "Nice", "reactions": [{"emoji": "❤️", "count": 1}, {"emoji": "🔥", "count": 3}], "time": "9:41"}"#,
        ]
        for message in messages {
            let json = #"{"direction": "\#(direction)", "messages": [\#(message)]}"#
            let frames = try Card(json: Data(json.utf8)).frames().of(message: 0)
            // The meta row: the time and, on my messages, the ticks after it.
            let metas = frames.filter { $0.kind == .time || $0.kind == .status }.map(\.rect)
            let time = try #require(metas.first).union(metas.last!)
            let content = frames.filter { [.text, .reply, .forward, .reaction].contains($0.kind) }.map(\.rect)
            for rect in content {
                if direction == "ltr" { #expect(time.maxX >= rect.maxX - 1e-6, "\(message): \(rect) past the time \(time)") }
                else { #expect(time.minX <= rect.minX + 1e-6, "\(message): \(rect) past the time \(time)") }
            }
        }
        // Chips under a photo keep the same gap as under text.
        let underPhoto = try Card(json: Data(#"{"messages": [\#(messages[0])]}"#.utf8)).frames().of(message: 0)
        let underText = try Card(json: Data(#"{"messages": [\#(messages[4])]}"#.utf8)).frames().of(message: 0)
        func gap(_ frames: [ElementFrame], above kind: ElementFrame.Kind) throws -> Double {
            let chip = try #require(frames.first { $0.kind == .reaction }).rect
            return chip.minY - (try #require(frames.first { $0.kind == kind }).rect.maxY)
        }
        #expect(abs(try gap(underPhoto, above: .photo) - gap(underText, above: .text)) < 1.5)
    }
}
