import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp draws a voice note as its player: the sender's avatar with a microphone at the row's leading edge,
/// a bare triangle and bars as wide whatever the duration, the microphone and the dot green until the reader
/// plays it (mine: the read ticks' blue once read); Messages a bare line of triangle, bars and duration. Telegram
/// keeps its accent disc and a waveform that grows with the duration.
@Suite struct VoicePlayerTests {
    static func card(_ look: Look.Name, theme: String = "light", rtl: Bool = false, width: Int, notes: [(from: String, seconds: Int, status: String)]) throws -> Card {
        let messages = notes.map { n in
            #"{"from": "\#(n.from)", "author": "\#(n.from == "me" ? "Me" : "Leo")", "time": "9:4\#(n.seconds % 10)", \#(n.from == "me" ? #""status": "\#(n.status)","# : "") "voice": {"duration": \#(n.seconds)}}"#
        }
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "width": \#(width), "scale": 2, "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [\#(messages.joined(separator: ","))]}"#
        return try Card(json: Data(json.utf8))
    }

    static func voiceFrames(_ card: Card, messages: Int) throws -> [(row: Rect, avatars: [Rect], photos: [Rect])] {
        let frames = try card.frames()
        return try (0..<messages).map { i in
            let own = frames.of(message: i)
            let found = own.first { $0.kind == .voice }
            let row = try #require(found, "message \(i) has no voice frame").rect
            let inside = own.filter { $0.kind != .voice && row.contains(Point(x: $0.rect.midX, y: $0.rect.midY)) }
            return (row, inside.filter { $0.kind == .avatar }.map(\.rect), inside.filter { $0.kind == .photo }.map(\.rect))
        }
    }

    @Test func whatsappLeadsWithTheSendersAvatarAndKeepsOneWidth() throws {
        var rng = SplitMix64(0x7015E)
        for round in 0..<40 {
            let width = Int.random(in: 260...520, using: &rng), rtl = Bool.random(using: &rng)
            let from = Bool.random(using: &rng) ? "me" : "them"
            let notes = [(from, Int.random(in: 0...3, using: &rng), "read"), (from, Int.random(in: 60...3600, using: &rng), "sent")]
            let card = try Self.card(.whatsapp, rtl: rtl, width: width, notes: notes)
            let rows = try Self.voiceFrames(card, messages: 2)
            for row in rows {
                #expect(row.photos.isEmpty, "round \(round): a play disc in WhatsApp's player")
                let avatar = try #require(row.avatars.first, "round \(round): no sender's avatar in the player")
                let edge = rtl ? abs(avatar.maxX - row.row.maxX) : abs(avatar.minX - row.row.minX)
                #expect(edge < 0.5, "round \(round): the avatar is \(edge) pt from the row's leading edge")
            }
            let (short, long) = (rows[0].row.width, rows[1].row.width)
            #expect(abs(short - long) < 0.5, "round \(round): \(short) against \(long) pt")
        }
    }

    /// Messages: no badge, one line (the triangle, the bars and the duration), one width whatever the duration.
    @Test func messagesDrawsABareLineOfOneWidth() throws {
        var rng = SplitMix64(0x1B4E)
        for round in 0..<30 {
            let width = Int.random(in: 260...520, using: &rng), rtl = Bool.random(using: &rng), from = Bool.random(using: &rng) ? "me" : "them"
            let notes = [(from, Int.random(in: 0...3, using: &rng), "read"), (from, Int.random(in: 60...36000, using: &rng), "sent")]
            let rows = try Self.voiceFrames(Self.card(.imessage, rtl: rtl, width: width, notes: notes), messages: 2)
            let telegram = try Self.voiceFrames(Self.card(.telegram, rtl: rtl, width: width, notes: notes), messages: 2)
            for (row, theirs) in zip(rows, telegram) {
                #expect(row.avatars.isEmpty && row.photos.isEmpty, "round \(round): a badge in Messages' player")
                #expect(row.row.height < theirs.row.height * 0.75, "round \(round): \(row.row.height) pt high, Telegram's two lines \(theirs.row.height)")
            }
            let (short, long) = (rows[0].row.width, rows[1].row.width)
            #expect(abs(short - long) < 0.5, "round \(round): \(short) against \(long) pt")
        }
    }

    @Test func telegramKeepsItsDiscAndGrowsWithTheDuration() throws {
        let rows = try Self.voiceFrames(Self.card(.telegram, width: 400, notes: [("them", 2, "read"), ("them", 30, "read")]), messages: 2)
        #expect(rows.allSatisfy { $0.avatars.isEmpty && $0.photos.count == 1 })
        #expect(rows[1].row.width > rows[0].row.width + 50, "\(rows.map(\.row.width))")
    }

    /// Pixels of `color` (within 6 per channel) inside `rect` at scale 2.
    static func count(_ color: Color, in rect: Rect, of image: RGBAImage) -> Int {
        let want = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        var n = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image[x, y]
                if zip([Int(p.r), Int(p.g), Int(p.b)], want).allSatisfy({ abs($0 - $1) <= 6 }) { n += 1 }
            }
        }
        return n
    }

    @Test(arguments: ["light", "dark"])
    func theMarkIsGreenUntilHeardAndMineBlueOnceRead(_ theme: String) throws {
        let green = Color(rgb: 0x00A884), blue = Color(rgb: 0x53BDEB)
        let card = try Self.card(.whatsapp, theme: theme, width: 360, notes: [("them", 14, "read"), ("me", 9, "read"), ("me", 9, "delivered")])
        let rows = try Self.voiceFrames(card, messages: 3)
        let image = try RGBAImage(png: card.render())
        // The dot (12 pt at 17: ≥ 100 px at scale 2) and the microphone.
        #expect(Self.count(green, in: rows[0].row, of: image) > 120, "\(theme): the unheard note's mark")
        #expect(Self.count(blue, in: rows[1].row, of: image) > 120, "\(theme): my read note's mark")
        #expect(Self.count(blue, in: rows[2].row, of: image) == 0, "\(theme): my unread note is marked read")
        let telegram = try Self.card(.telegram, theme: theme, width: 360, notes: [("them", 14, "read")])
        let plain = try RGBAImage(png: telegram.render())
        #expect(Self.count(green, in: try Self.voiceFrames(telegram, messages: 1)[0].row, of: plain) == 0)
    }
}
