import Canvas
@testable import ChatCard
import Decorations
import Foundation
import ImageCodecs
import Testing

/// Issue 34: a look is a table, and the pictures follow it: the card's colour, the bubbles' fills, radius
/// and tail corner, the avatar's size are read from `Look` here and measured in the render, never
/// written twice.
@Suite struct LookTests {
    @Test func anUnknownLookListsTheValidOnes() {
        let error = CardDecodingTests.error(#"{"look": "skype", "messages": [{"from": "me", "text": "hi"}]}"#)
        #expect(error == #"look: unknown value "skype"; valid: chatcard, telegram, whatsapp, imessage, discord, slack"#)
        #expect(CardDecodingTests.error(#"{"look": 3, "messages": [{"from": "me", "text": "hi"}]}"#).hasPrefix("look: expected one of chatcard"))
    }

    @Test func aLookBringsItsFontUnlessTheCardGivesOne() throws {
        let plain = try Card(json: Data(#"{"look": "whatsapp", "messages": [{"from": "me", "text": "hi"}]}"#.utf8)).spec
        #expect(plain.fontFamily == "Roboto" && plain.fontSize == Look.whatsapp.font.size)
        let sized = try Card(json: Data(#"{"look": "whatsapp", "font": {"size": 20}, "messages": [{"from": "me", "text": "hi"}]}"#.utf8)).spec
        #expect(sized.fontFamily == "Roboto" && sized.fontSize == 20)
        let family = try Card(json: Data(#"{"look": "whatsapp", "font": {"family": "Noto Sans"}, "messages": [{"from": "me", "text": "hi"}]}"#.utf8)).spec
        #expect(family.fontFamily == "Noto Sans" && family.fontSize == Look.whatsapp.font.size)
        // Another look over a decoded card brings its own font.
        #expect(try Card(spec: plain).with(look: .telegram).spec.fontFamily == "Inter")
        #expect(try Card(spec: sized).with(look: .telegram).spec.fontSize == 20)
    }

    static let card = #"""
        {"width": 320, "scale": 2, "avatars": "them", "messages": [
          {"from": "them", "author": "Ana", "text": "Hi there, how are you?"},
          {"from": "them", "author": "Ana", "text": "ok"},
          {"from": "me", "text": "Fine"}]}
        """#

    static func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: Color, tolerance: Int = 3) -> Bool {
        [(p.r, c.red), (p.g, c.green), (p.b, c.blue)].allSatisfy { abs(Int($0.0) - Int(($0.1 * 255).rounded())) <= tolerance }
    }

    static func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), tolerance: Int) -> Bool {
        [(p.r, q.r), (p.g, q.g), (p.b, q.b)].allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    }

    @Test(arguments: Look.Name.allCases, CardSpec.Theme.allCases)
    func theTableIsWhatIsDrawn(_ name: Look.Name, _ themeName: CardSpec.Theme) throws {
        let look = Look.named(name), theme = look.theme(themeName)
        let card = try Card(json: Data(Self.card.utf8)).with(theme: themeName, look: name)
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames()
        let s = frames.scale
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * s), Int(y * s)] }

        // The card: the wallpaper (its field, its pattern's strokes over a share of it), else the theme's
        // colour; the card's wallpaper alone is what the bubbles' surroundings are compared with below.
        let backdrop = try Canvas(size: frames.size, scale: s, background: theme.background, wallpaper: theme.wallpaper).rgbaImage()
        if let wallpaper = theme.wallpaper { Self.checkWallpaper(wallpaper, image: backdrop) }
        if theme.wallpaper == nil { #expect(Self.near(image[0, 0], theme.background), "card colour") }
        #expect(image[0, 0] == backdrop[0, 0], "the card's corner is its wallpaper")
        if case .rows(let rows) = look.layout { return try Self.checkRows(rows, look: look, card: card, frames: frames) }
        let bubbles = (0..<3).map { i in frames.of(message: i).first { $0.kind == .bubble }!.rect }
        let chrome = BubbleChrome.scale(fontSize: card.spec.fontSize, maxBubbleWidth: (card.spec.width - 2 * card.spec.padding) * BubbleRuns.defaultTextShare,
                                        look: look)
        let (tail, radius) = (look.bubbles.tailWidth * chrome, look.bubbles.radius * chrome)
        for (i, bubble) in bubbles.enumerated() {
            let incoming = i < 2
            // Inside the body, in the side inset at mid-height: the side's fill.
            let bodyMinX = incoming ? bubble.minX + tail : bubble.minX
            #expect(Self.near(pixel(bodyMinX + 3, bubble.midY), Self.fill(theme, incoming: incoming, y: bubble.midY, height: frames.size.height)),
                    "message \(i): fill")
            // The corner away from the tail, on the diagonal: background at 0.2 r in, fill at 0.5 r in.
            let outerX = incoming ? bubble.maxX : bubble.minX, inward = incoming ? -1.0 : 1.0
            let cornerY = look.bubbles.tailCorner == .top ? bubble.maxY : bubble.minY, down = look.bubbles.tailCorner == .top ? -1.0 : 1.0
            let outside = (x: Int((outerX + inward * 0.2 * radius) * s), y: Int((cornerY + down * 0.2 * radius) * s))
            #expect(Self.near(image[outside.x, outside.y], backdrop[outside.x, outside.y], tolerance: 24), "message \(i): corner outside")
            let inside = cornerY + down * 0.5 * radius
            #expect(Self.near(pixel(outerX + inward * 0.5 * radius, inside), Self.fill(theme, incoming: incoming, y: inside, height: frames.size.height), tolerance: 8),
                    "message \(i): corner inside")
        }
        // The tail: on the run's first bubble at the top corner (WhatsApp), else on its last at the bottom.
        // Rows of the tail's room that differ from the wallpaper alone: in that half only.
        func tailRows(_ bubble: Rect) -> [Int] {
            let (x0, x1) = (Int(bubble.minX * s), Int((bubble.minX + tail) * s))
            return (Int(bubble.minY * s)..<Int(bubble.maxY * s)).filter { y in
                (x0..<x1).contains { x in
                    let (p, outside) = (image[x, y], backdrop[x, y])
                    return [(p.r, outside.r), (p.g, outside.g), (p.b, outside.b)].contains { abs(Int($0.0) - Int($0.1)) > 12 }
                }
            }
        }
        let (tailed, plain) = look.bubbles.tailCorner == .top ? (bubbles[0], bubbles[1]) : (bubbles[1], bubbles[0])
        let rows = tailRows(tailed)
        #expect(!rows.isEmpty && tailRows(plain).isEmpty, "one tail, on the \(look.bubbles.tailCorner) bubble")
        let middle = Int(tailed.midY * s)
        #expect(rows.allSatisfy { look.bubbles.tailCorner == .top ? $0 < middle : $0 >= middle }, "the tail at the \(look.bubbles.tailCorner)")
        // The avatar's diameter, in ems of the card's font, beside the run's last bubble or its first (WhatsApp).
        let avatar = try #require((frames.of(message: 1) + frames.of(message: 0)).first { $0.kind == .avatar }).rect
        #expect(abs(avatar.width - look.avatars.diameter * card.spec.fontSize) < 1e-6)
    }

    /// A wallpaper alone: most pixels the field's colour at their centre, the pattern's strokes over
    /// 2–40 % of them (none without a pattern), tinted its ink's way.
    static func checkWallpaper(_ wallpaper: Wallpaper, image: RGBAImage) {
        var (inked, wrongTint) = (0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let field = wallpaper.field.color(atX: (Double(x) + 0.5) / Double(image.width), y: (Double(y) + 0.5) / Double(image.height))
                let p = image[x, y]
                if near(p, field, tolerance: 2) { continue }
                inked += 1
                let lightness = Int(p.r) + Int(p.g) + Int(p.b), fieldLightness = Int((field.red + field.green + field.blue) * 255)
                switch wallpaper.pattern?.ink {
                case .softLight: if lightness > fieldLightness { wrongTint += 1 }  // soft light of black only darkens
                case .field(let ink, _):
                    let inkLightness = Int((ink.topLeft.red + ink.topLeft.green + ink.topLeft.blue) * 255)
                    if (lightness - fieldLightness).signum() != (inkLightness - fieldLightness).signum() { wrongTint += 1 }
                case nil: break
                }
            }
        }
        let share = Double(inked) / Double(image.width * image.height)
        if wallpaper.pattern == nil { #expect(inked == 0, "a plain field") } else {
            #expect((0.02...0.4).contains(share), "the pattern covers \(share) of the corner")
            #expect(wrongTint == 0, "\(wrongTint) pixels tinted against the ink")
        }
    }

    /// A side's fill at the card's `y`: its colour, or its screen-space gradient there.
    static func fill(_ theme: CardTheme, incoming: Bool, y: Double, height: Double) -> Color {
        guard !incoming, let colors = theme.outgoingGradient, colors.count == 2 else { return theme.fill(for: incoming ? .them : .me) }
        let t = y / height, (a, b) = (colors[0], colors[1])
        return Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    }

    /// Rows: every message's text at the column beside the avatars, a header (name, then the time on its
    /// line) over each group, the avatar beside it at the look's size and shape.
    static func checkRows(_ rows: LookRows, look: Look, card: Card, frames: CardFrames) throws {
        let em = card.spec.fontSize, column = card.spec.padding + (look.avatars.diameter + look.avatars.gap) * em
        for i in 0..<3 {
            let text = try #require(frames.of(message: i).first { $0.kind == .text }).rect
            #expect(abs(text.minX - column) < 1, "message \(i) at the text column")
        }
        // One group (Ana's two messages), then mine: two headers, two avatars.
        let authors = frames.frames.filter { $0.element.kind == .author }
        #expect(authors.map(\.element.text) == ["Ana", "Me"] && authors.map(\.message) == [0, 2])
        let avatars = frames.frames.filter { $0.element.kind == .avatar }.map(\.element.rect)
        #expect(avatars.count == 2 && avatars.allSatisfy { abs($0.width - look.avatars.diameter * em) < 1e-6 && abs($0.minX - card.spec.padding) < 1e-6 })
        #expect(abs(avatars[0].minY - (authors[0].element.rect.minY - 0)) < em, "the avatar beside its header")
    }

    /// Nothing dropped: a highlight or plain message's time stays under its block in rows (it has no header),
    /// and becomes a header in iMessage.
    @Test(arguments: [Look.Name.discord, .slack, .imessage])
    func aStoryMessageKeepsItsTime(_ look: Look.Name) throws {
        let json = #"{"messages": [{"from": "them", "author": "Ana", "time": "9:00", "text": "hi"}, {"from": "me", "style": "plain", "time": "9:30", "text": "plain"}]}"#
        let frames = try Card(json: Data(json.utf8)).with(look: look).frames().frames
        #expect(frames.contains { $0.message == 1 && $0.element.kind == .time && $0.element.text == "9:30" })
    }

    /// Telegram Night's outgoing gradient is in screen space: a bubble high on the card shows its top colour,
    /// one low down its bottom colour, each a slice, never the whole gradient.
    @Test func nightGradientSpansTheCard() throws {
        let messages = (0..<12).map { _ in #"{"from": "me", "text": "x"}"# }.joined(separator: ",")
        let card = try Card(json: Data(#"{"look": "telegram", "theme": "dark", "messages": [\#(messages)]}"#.utf8))
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames()
        let colors = try #require(Look.named(.telegram).dark.outgoingGradient)
        func fill(_ i: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let bubble = frames.of(message: i).first { $0.kind == .bubble }!.rect
            return image[Int((bubble.maxX - 12) * frames.scale), Int(bubble.midY * frames.scale)]
        }
        let (top, bottom) = (fill(0), fill(11))
        let height = frames.size.height
        let first = frames.of(message: 0).first { $0.kind == .bubble }!.rect, last = frames.of(message: 11).first { $0.kind == .bubble }!.rect
        let expectedTop = colors[0].red + (colors[1].red - colors[0].red) * first.midY / height
        let expectedBottom = colors[0].red + (colors[1].red - colors[0].red) * last.midY / height
        #expect(abs(Double(top.r) - expectedTop * 255) < 3 && abs(Double(bottom.r) - expectedBottom * 255) < 3, "\(top) \(bottom)")
    }

    @Test func timeHeadersComeAfterAPauseAndTheCaptionUnderMyLastMessage() throws {
        #expect(TimeHeaders.minutes("09:41") == 581 && TimeHeaders.minutes("9:41 PM") == 21 * 60 + 41 && TimeHeaders.minutes("12:05am") == 5)
        #expect(TimeHeaders.minutes("24:00") == nil && TimeHeaders.minutes("9:7") == nil && TimeHeaders.minutes("13:00 pm") == nil && TimeHeaders.minutes("soon") == nil)
        #expect(TimeHeaders.elapsed(from: 23 * 60 + 55, to: 10) == 15)
        func message(_ from: MessageSpec.Sender, _ time: String?, _ status: MessageSpec.Status? = nil) -> MessageSpec {
            var m = MessageSpec(from: from, spans: [SpanSpec(text: "x")])
            (m.time, m.status) = (time, status)
            return m
        }
        let messages = [message(.them, "9:41"), message(.me, "9:50", .read), message(.them, "10:00"), message(.me, "Yesterday", .delivered),
                        message(.them, "Yesterday"), message(.them, nil), message(.me, "23:59", .delivered)]
        let headers = TimeHeaders(messages, pause: 15)
        #expect(headers.headers == [0: "9:41", 2: "10:00", 3: "Yesterday", 6: "23:59"])
        #expect(headers.caption?.index == 6 && headers.caption?.status == .delivered)
        // Only under my last message: none when it has no status, though an earlier one has.
        #expect(TimeHeaders(messages.dropLast() + [message(.me, "23:59")], pause: 15).caption == nil)

        // iMessage draws them: no time or ticks in the bubbles, one caption.
        var spec = CardSpec()
        (spec.look, spec.messages) = (.imessage, messages)
        let frames = try Card(spec: spec).frames().frames.map(\.element)
        #expect(frames.filter { $0.kind == .time }.map(\.text) == ["9:41", "10:00", "Yesterday", "23:59"])
        #expect(frames.filter { $0.kind == .status }.map(\.text) == ["Delivered"])
    }

    /// A date separator followed by a time header reads as one line, "Today 09:41", centred as a pair; a
    /// separator of two lines or before a message without a header keeps its own item.
    @Test(arguments: ["ltr", "rtl"])
    func aSeparatorAndItsTimeShareALine(_ direction: String) throws {
        let json = #"{"look": "imessage", "direction": "\#(direction)", "messages": [{"service": "Today"},"#
            + #"{"from": "them", "text": "hi", "time": "09:41"}, {"service": "Later"}, {"from": "them", "text": "yo", "time": "09:42"},"#
            + #"{"service": "Two\nlines"}, {"from": "me", "text": "ok", "time": "11:00"}]}"#
        let card = try Card(json: Data(json.utf8))
        let all = try card.frames(), times = all.frames.map(\.element).filter { $0.kind == .time }
        #expect(times.map(\.text) == ["09:41", "11:00"])
        let (day, time) = (try #require(all.of(message: 0).first { $0.kind == .text && $0.text == "Today" }).rect, times[0].rect)
        #expect(!all.of(message: 0).contains { $0.kind == .background }, "no pill")
        #expect(abs(day.maxY - time.maxY) < 1, "one baseline")
        #expect(day.maxX < time.minX, "the day first: English reads left to right in either card")
        // An Arabic day reads first from the right.
        let arabic = try Card(json: Data(#"{"look": "imessage", "direction": "\#(direction)", "messages": [{"service": "اليوم"}, {"from": "them", "text": "hi", "time": "09:41"}]}"#.utf8)).frames()
        let (arabicDay, arabicTime) = (try #require(arabic.of(message: 0).first { $0.kind == .text }).rect, try #require(arabic.of(message: 0).first { $0.kind == .time }).rect)
        #expect(arabicTime.maxX < arabicDay.minX)
        let middle = (min(day.minX, time.minX) + max(day.maxX, time.maxX)) / 2
        #expect(abs(middle - card.spec.width / 2) < 1, "centred as a pair")
        // The others keep their own items: "Later" (no header after it) and the two-line one above its time.
        #expect(all.of(message: 2).contains { $0.kind == .text && $0.text == "Later" })
        let twoLines = try #require(all.of(message: 4).first { $0.kind == .background }).rect
        #expect(twoLines.maxY < times[1].rect.minY)
    }
}
