import Canvas
import Decorations
import TextLayout

/// Discord's call (`CallGlyph.systemRow`): a system message, with no header or avatar: a phone in the avatar
/// column (green, red when missed or declined) and one muted sentence, the caller's name in the header's weight,
/// the time after it. Only a bare call is drawn so; a call with text, reactions or a reply keeps its group.
struct SystemCallRow: CardElement {
    let text: TextLayout
    let textOrigin: Point
    let glyph: Glyph
    let glyphColor: Color
    let glyphBox: Rect
    let sentence: String

    var frame: Rect { Rect(origin: textOrigin, size: text.size).union(glyphBox) }

    /// At 16 pt: the phone's side, and its gap to the text where no avatar column holds it.
    static let glyphSide = 18.0 / 16, glyphGap = 8.0 / 16
    /// Discord's green and red [DC1].
    static let answered = Color(rgb: 0x23A55A), failed = Color(rgb: 0xF23F43)
    /// Where the glyph's centre sits above the first baseline, of the line's ascent (on the capitals' middle).
    static let glyphRaise = 0.36

    /// A call and nothing else to draw.
    static func draws(_ m: MessageSpec) -> Bool {
        guard case .call = m.attachment, m.style == .bubble else { return false }
        return m.spans.allSatisfy { $0.text.isEmpty } && m.reply == nil && m.forwardedFrom == nil && m.reactions.isEmpty && !m.edited
            && m.photos.isEmpty && m.sticker == nil && m.signature == nil && m.views == nil && m.viaBot == nil && m.tag == nil && m.thread == nil
    }

    init(_ m: MessageSpec, rows: LookRows, column: Double, top: Double, by b: CardLayoutBuilder) {
        guard case .call(let call) = m.attachment else { preconditionFailure("a system row is a call") }
        let em = b.spec.fontSize, rtl = b.mirrored, side = Self.glyphSide * em
        let name = Avatars.name(of: m).oneLine
        sentence = Self.sentence(call, caller: name)
        var words = AttributedText("")
        for (part, isName) in Self.split(sentence, at: name) {
            words.append(part, attributes: isName ? TextAttributes(weight: rows.nameWeight, color: b.theme.primaryText) : TextAttributes())
        }
        if let time = m.time?.oneLine {
            words.append("  " + time, attributes: TextAttributes(size: b.spec.fontSize * rows.timeSize))
        }
        let indent = column >= side ? 0 : side + Self.glyphGap * em
        let width = max(1, b.contentWidth - column - indent)
        text = b.memo.layout(words, options: LayoutOptions(width: width, alignment: rtl ? .right : .left, font: b.font, color: b.theme.secondaryText))
        let textX = rtl ? b.spec.width - b.spec.padding - column - indent - width : b.spec.padding + column + indent
        textOrigin = Point(x: textX, y: top)
        let first = text.lines.first
        let centreY = top + (first.map { $0.baseline - $0.metrics.ascent * Self.glyphRaise } ?? text.size.height / 2)
        let centreX: Double = if column >= side {
            rtl ? b.spec.width - b.spec.padding - b.avatars.diameter / 2 : b.spec.padding + b.avatars.diameter / 2
        } else {
            rtl ? textX + width + indent - side / 2 : textX - indent + side / 2
        }
        glyphBox = Rect(x: centreX - side / 2, y: centreY - side / 2, width: side, height: side)
        glyph = call.video ? .camera : .phone
        glyphColor = [.missed, .declined].contains(call.direction) ? Self.failed : Self.answered
    }

    /// "Maya started a call that lasted 5 minutes.", "You missed a video call from Maya.", in Discord's words.
    static func sentence(_ c: CallSpec, caller: String) -> String {
        let call = c.video ? "a video call" : "a call"
        let lasted = c.duration.flatMap { $0 > 0 ? " that lasted \(Self.lasted($0))" : nil } ?? ""
        return switch c.direction {
        case .missed: "You missed \(call) from \(caller)\(lasted)."
        case .declined: "\(caller) started \(call) that was declined."
        case .cancelled: "\(caller) started \(call) that nobody answered."
        case .outgoing, .incoming: "\(caller) started \(call)\(lasted)."
        }
    }

    /// "a few seconds", "5 minutes", "an hour", "3 hours".
    static func lasted(_ seconds: Double) -> String {
        func count(_ n: Int, _ unit: String, one: String) -> String { n == 1 ? one : "\(n) \(unit)s" }
        if seconds < 60 { return "a few seconds" }
        if seconds < 3600 { return count(Int(seconds / 60), "minute", one: "a minute") }
        return count(Int(seconds / 3600), "hour", one: "an hour")
    }

    /// The sentence in pieces, the caller's name apart.
    static func split(_ sentence: String, at name: String) -> [(String, Bool)] {
        guard !name.isEmpty, let r = sentence.range(of: name) else { return [(sentence, false)] }
        return [(String(sentence[..<r.lowerBound]), false), (name, true), (String(sentence[r.upperBound...]), false)].filter { !$0.0.isEmpty }
    }

    func draw(on canvas: Canvas) {
        glyph.draw(in: glyphBox, color: glyphColor, on: canvas)
        text.draw(on: canvas, at: textOrigin)
    }

    func frames(scale: Double) -> [ElementFrame] {
        [ElementFrame(.call, frame, text: sentence), ElementFrame(.text, text.usedBounds.offsetBy(dx: textOrigin.x, dy: textOrigin.y), text: text.text.string)]
    }
}
