import Decorations
import TextLayout

/// Where a look that shows times as centred headers (iMessage) puts them, and which message carries the
/// delivery caption: decided once for the whole card.
struct TimeHeaders {
    /// Message index → the time shown centred above it.
    let headers: [Int: String]
    /// My last message, when it has a status, and the status.
    let caption: (index: Int, status: MessageSpec.Status)?

    init(_ messages: [MessageSpec], pause: Int) {
        var headers: [Int: String] = [:]
        var shown: (text: String, minutes: Int?)?
        for (i, m) in messages.enumerated() {
            guard let time = m.time?.oneLine, !time.isEmpty else { continue }
            let minutes = Self.minutes(time)
            let due: Bool = switch (shown, minutes) {
            case (nil, _): true
            case (let last?, let now?): last.minutes.map { Self.elapsed(from: $0, to: now) >= pause } ?? true
            case (let last?, nil): last.text != time
            }
            if due {
                headers[i] = time
                shown = (time, minutes)
            }
        }
        self.headers = headers
        // Under my last message only, as Messages shows it; none when that one carries no status.
        caption = messages.indices.last { messages[$0].from == .me && messages[$0].style != .service }
            .flatMap { i in messages[i].status.map { (i, $0) } }
    }

    /// Minutes from one clock time to a later one, across midnight.
    static func elapsed(from a: Int, to b: Int) -> Int { (b - a + 24 * 60) % (24 * 60) }

    /// Minutes after midnight of "09:41", "9:41", "9:41 AM" or "9:41pm"; nil for other text.
    static func minutes(_ text: String) -> Int? {
        var rest = Substring(text.lowercased())
        var meridiem: Int?
        for (suffix, offset) in [("am", 0), ("pm", 12)] where rest.hasSuffix(suffix) {
            meridiem = offset
            rest = rest.dropLast(2)
        }
        rest = rest.drop { $0 == " " }
        while rest.last == " " { rest = rest.dropLast() }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1...2).contains(parts[0].count),
              let hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            return ((hour % 12) + meridiem) * 60 + minute
        }
        return hour < 24 ? hour * 60 + minute : nil
    }

    /// The caption's words.
    static func words(_ status: MessageSpec.Status) -> String {
        switch status {
        case .sent: "Sent"
        case .delivered: "Delivered"
        case .read: "Read"
        }
    }

    /// The caption as Messages writes it: "**Read** 09:42" with the message's time when it is a clock time,
    /// else the status alone ("Delivered").
    static func caption(_ status: MessageSpec.Status, time: String?) -> AttributedText {
        var text = AttributedText(words(status), attributes: TextAttributes(weight: status == .read ? .semibold : .regular))
        if status == .read, let time = time?.oneLine, minutes(time) != nil {
            text.append(" " + time, attributes: TextAttributes(weight: .regular))
        }
        return text
    }
}

extension CardLayoutBuilder {
    /// A centred time header, or a delivery caption at the trailing edge of the body of the bubble in
    /// `bubble` (`alignment` says which edge), in the secondary colour at the time's size.
    func timeLabel(_ text: String, kind: ElementFrame.Kind, alignment: TextAlignment, y: Double, beside bubble: Rect? = nil) -> LabelElement {
        timeLabel(AttributedText(text), kind: kind, alignment: alignment, y: y, beside: bubble)
    }

    /// `color`: the label's own (iMessage's blue "Edited"), else the secondary colour.
    func timeLabel(_ text: AttributedText, kind: ElementFrame.Kind, alignment: TextAlignment, y: Double, color: Color? = nil,
                   beside bubble: Rect? = nil) -> LabelElement {
        let layout = memo.layout(text, options: LayoutOptions(
            width: contentWidth, alignment: alignment, font: font(scaled: look.font.timeSize), color: color ?? theme.secondaryText, maxLines: 1))
        guard let bubble else { return LabelElement(kind: kind, layout: layout, origin: Point(x: spec.padding, y: y)) }
        // Under the body, clear of the tail's room.
        let room = look.bubbles.tailWidth * bubbleChromeScale
        let x = alignment == .right ? bubble.maxX - room - (spec.padding + contentWidth) : bubble.minX + room - spec.padding
        return LabelElement(kind: kind, layout: layout, origin: Point(x: spec.padding + x, y: y))
    }

    /// A date separator and the time header after it as iMessage writes them, on one centred line:
    /// "**Today** 09:41" (the day semibold). Nil when the separator's text takes more than a line.
    func dayAndTime(_ m: MessageSpec, time: String, y: Double) -> [LabelElement]? {
        let day = m.text.oneLine
        guard day == m.text, !day.isEmpty else { return nil }
        func label(_ text: String, bold: Bool) -> TextLayout {
            memo.layout(AttributedText(text, attributes: TextAttributes(weight: bold ? .semibold : .regular)), options: LayoutOptions(
                font: font(scaled: look.font.timeSize), color: theme.secondaryText, maxLines: 1))
        }
        let (dayLayout, timeLayout) = (label(day, bold: true), label(time, bold: false))
        let space = spec.fontSize * look.font.timeSize * Self.dayTimeSpace
        let width = dayLayout.size.width + space + timeLayout.size.width
        guard width <= contentWidth else { return nil }
        // Reading order: the day first, on the right when its own words run right to left (an English
        // "Today 09:41" stays one left-to-right run in a right-to-left card).
        let left = spec.padding + (contentWidth - width) / 2, rtl = dayLayout.direction == .rtl
        let dayX = rtl ? left + timeLayout.size.width + space : left, timeX = rtl ? left : left + dayLayout.size.width + space
        return [LabelElement(kind: .text, layout: dayLayout, origin: Point(x: dayX, y: y)),
                LabelElement(kind: .time, layout: timeLayout, origin: Point(x: timeX, y: y))]
    }

    /// The space between the day and the time, in ems of their size.
    static let dayTimeSpace = 0.3
}
