import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Telegram writes an admin's title at the far end of the name's line inside the bubble, on the name's baseline,
/// apart from the name (a long name is cut for it); the other looks write it after the name.
@Suite struct AdminTitleTests {
    static let names = ["Maya", "Leo", "Maya Alexandrovna Konstantinopolskaya", "Ана", "مريم"]
    static let tags = ["admin", "owner", "chief editor", "модератор"]

    @Test func telegramSetsTheTitleAtTheLinesEnd() throws {
        var rng = SplitMix64(0xAD31)
        for round in 0..<40 {
            let name = Self.names[Int.random(in: 0..<Self.names.count, using: &rng)], tag = Self.tags[Int.random(in: 0..<Self.tags.count, using: &rng)]
            let rtl = Bool.random(using: &rng), width = Int.random(in: 240...520, using: &rng)
            let json = #"{"look": "telegram", "width": \#(width), "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [{"from": "them", "author": "\#(name)", "tag": "\#(tag)", "time": "9:41", "text": "Quarterly report is in, with the appendix"}, {"from": "them", "author": "Omar", "text": "ok"}]}"#
            let frames = try Card(json: Data(json.utf8)).frames().of(message: 0)
            let authors = frames.filter { $0.kind == .author }
            try #require(authors.count == 2, "round \(round): \(authors.compactMap(\.text))")
            let (nameFrame, tagFrame) = (authors[0].rect, authors[1].rect)
            #expect(authors[1].text == tag && authors[0].text?.contains(tag) == false, "round \(round)")
            let bodyFrame = frames.first { $0.kind == .text }
            let body = try #require(bodyFrame, "round \(round)").rect
            let bubbleFrame = frames.first { $0.kind == .bubble }
            let bubble = try #require(bubbleFrame, "round \(round)").rect
            // The title's far edge lines up with the text column's (the bubble's insets alike on both sides).
            let inset = rtl ? bubble.maxX - max(body.maxX, nameFrame.maxX) : min(body.minX, nameFrame.minX) - bubble.minX
            let far = rtl ? tagFrame.minX - bubble.minX : bubble.maxX - tagFrame.maxX
            #expect(far <= inset + 1, "round \(round): the title is \(far) pt from the bubble's far edge, the text \(inset)")
            let apart = rtl ? nameFrame.minX - tagFrame.maxX : tagFrame.minX - nameFrame.maxX
            #expect(apart >= 0.8 * 14 - 0.5, "round \(round): name and title \(apart) pt apart")
            #expect(abs(tagFrame.maxY - nameFrame.maxY) < 3, "round \(round): the title is not on the name's line")
        }
    }

    @Test(arguments: [Look.Name.whatsapp, .imessage, .chatcard])
    func otherLooksWriteItAfterTheName(_ look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "author": "Maya", "tag": "admin", "time": "9:41", "text": "hi"}, {"from": "them", "author": "Omar", "text": "ok"}]}"#
        let authors = try Card(json: Data(json.utf8)).frames().of(message: 0).filter { $0.kind == .author }
        #expect(authors.count == 1 && authors[0].text == "Maya  admin", "\(look): \(authors.compactMap(\.text))")
    }
}
