import Canvas
import Foundation
import Testing
@testable import ChatCard

/// WhatsApp draws a shared contact as its card: the row bare in the bubble, the time beside its last line, and
/// "Message" centred under a rule across the bubble; Telegram keeps its row in the preview block with no action.
@Suite struct ContactCardTests {
    static func frames(_ look: Look.Name, from: String, phone: Bool, rtl: Bool, width: Int) throws -> [ElementFrame] {
        let author = from == "them" ? #""author": "Maya", "# : #""status": "read", "#
        let contact = phone ? #"{"name": "Ana Lima", "phone": "+55 11 91234-5678"}"# : #"{"name": "Leo"}"#
        let json = #"{"look": "\#(look.rawValue)", "width": \#(width), "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [{"from": "\#(from)", \#(author)"time": "9:48", "contact": \#(contact)}]}"#
        return try Card(json: Data(json.utf8)).frames().of(message: 0)
    }

    @Test func whatsappCentresItsActionUnderTheContact() throws {
        var rng = SplitMix64(0xC0C7)
        for round in 0..<24 {
            let from = Bool.random(using: &rng) ? "me" : "them", rtl = Bool.random(using: &rng)
            let frames = try Self.frames(.whatsapp, from: from, phone: Bool.random(using: &rng), rtl: rtl, width: Int.random(in: 260...480, using: &rng))
            let actionFrame = frames.first { $0.kind == .text && $0.text == "Message" }
            let action = try #require(actionFrame, "round \(round): no action").rect
            let contactFrame = frames.first { $0.kind == .contact }, bubbleFrame = frames.first { $0.kind == .bubble }
            let (contact, bubble) = (try #require(contactFrame).rect, try #require(bubbleFrame).rect)
            let time = try #require(frames.first { $0.kind == .time }).rect
            #expect(action.minY >= contact.maxY && action.minY >= time.maxY, "round \(round): the action is not under the contact and its time")
            // Centred in the bubble, give or take its tail's side (the wedge is 8 pt at 16).
            #expect(abs(action.midX - bubble.midX) < 6, "round \(round): the action at \(action.midX), the bubble's middle \(bubble.midX)")
        }
    }

    @Test func telegramHasNoAction() throws {
        let frames = try Self.frames(.telegram, from: "them", phone: true, rtl: false, width: 380)
        #expect(!frames.contains { $0.text == "Message" } && frames.contains { $0.kind == .contact })
    }
}
