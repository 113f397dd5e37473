import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp draws a call as its tile: the phone or camera on a tinted rounded square at the row's leading edge
/// (red when missed or declined), "Voice call" or "Missed video call" over its length or what became of it, and the
/// time once, in the meta row.
@Suite struct CallTileTests {
    static let expected: [(direction: String, duration: Int?, title: String, detail: String?)] = [
        ("outgoing", 300, "Voice call", "5 min"), ("incoming", nil, "Voice call", nil), ("missed", nil, "Missed voice call", "Tap to call back"),
        ("declined", nil, "Voice call", "Declined"), ("cancelled", nil, "Voice call", "No answer"), ("incoming", 45, "Voice call", "45 sec"),
    ]

    static func card(_ look: Look.Name, _ call: String, rtl: Bool = false) throws -> Card {
        let json = #"{"look": "\#(look.rawValue)", "width": 360, "scale": 2, "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [{"from": "them", "author": "Maya", "time": "9:47", "call": \#(call)}]}"#
        return try Card(json: Data(json.utf8))
    }

    @Test(arguments: [false, true])
    func whatsappWritesItsWordsAndTheTimeOnce(_ rtl: Bool) throws {
        for e in Self.expected {
            for video in [false, true] {
                let call = #"{"direction": "\#(e.direction)", "video": \#(video)\#(e.duration.map { #", "duration": \#($0)"# } ?? "")}"#
                let frames = try Self.card(.whatsapp, call, rtl: rtl).frames().of(message: 0)
                let rowFrame = frames.first { $0.kind == .call }
                let row = try #require(rowFrame, "\(call)").rect
                let inside = frames.filter { $0.kind != .call && row.contains(Point(x: $0.rect.midX, y: $0.rect.midY)) }
                let title = video ? e.title.replacingOccurrences(of: "voice", with: "video").replacingOccurrences(of: "Voice", with: "Video") : e.title
                #expect(inside.filter { $0.kind == .text }.compactMap(\.text) == [title] + (e.detail.map { [$0] } ?? []), "\(call)")
                let tile = try #require(inside.first { $0.kind == .photo }, "\(call): no tile").rect
                #expect(abs(rtl ? tile.maxX - row.maxX : tile.minX - row.minX) < 0.5, "\(call): the tile is not at the leading edge")
                #expect(frames.filter { $0.text?.contains("9:47") == true }.map(\.kind) == [.time], "\(call): \(frames.compactMap(\.text))")
            }
        }
    }

    @Test func theTileIsRedOnlyWhenTheCallFailed() throws {
        for (direction, red) in [("missed", true), ("declined", true), ("outgoing", false), ("cancelled", false)] {
            let card = try Self.card(.whatsapp, #"{"direction": "\#(direction)"}"#)
            let tileFrame = try card.frames().of(message: 0).first { $0.kind == .photo }
            let tile = try #require(tileFrame).rect
            let image = try RGBAImage(png: card.render())
            var reds = 0
            for y in Int(tile.minY * 2)..<Int(tile.maxY * 2) {
                for x in Int(tile.minX * 2)..<Int(tile.maxX * 2) {
                    let p = image[x, y]
                    if Int(p.r) > 180 && Int(p.g) < 110 && Int(p.b) < 110 { reds += 1 }
                }
            }
            #expect(red ? reds > 60 : reds == 0, "\(direction): \(reds) red pixels")
        }
    }

    @Test func telegramKeepsTheTimeInItsStatusLine() throws {
        let frames = try Self.card(.telegram, #"{"direction": "missed", "duration": 0}"#).frames().of(message: 0)
        #expect(frames.filter { $0.text?.contains("9:47") == true }.map(\.kind) == [.text])
    }
}
