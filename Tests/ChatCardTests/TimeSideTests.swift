import ChatCard
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
}
