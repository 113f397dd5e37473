import Canvas
import Decorations
import TextLayout

/// The rows layout (`LookRows`: Discord, Slack): each message a transparent container of the bubbles'
/// parts in the column beside the avatars, each group under a header.
extension CardLayoutBuilder {
    /// The messages that start a group (a header over them): a message of another author or kind than the
    /// one before, one with a reply (its connector sits above a header), or one more than the look's
    /// window after the group's last time.
    static func rowGroupStarts(_ messages: [MessageSpec], rows: LookRows) -> Set<Int> {
        var starts = Set<Int>(), last: Int?
        let window = rows.groupWindow
        for (i, m) in messages.enumerated() {
            let now = m.time.flatMap(TimeHeaders.minutes)
            let joins = i > 0 && sameRun(messages[i - 1], m) && (m.reply == nil || !rows.replyConnector)
                && (now == nil || last == nil || TimeHeaders.elapsed(from: last!, to: now!) <= window)
            if !joins { starts.insert(i); last = nil }
            last = now ?? last
        }
        return starts
    }

    /// Places message `i` at `top` in the rows layout: on a group's first message the reply connector, the
    /// header and the avatar above it. Returns the bottom (below the avatar too).
    func placeRow(_ i: Int, startsGroup: Bool, at top: Double, into elements: inout [any CardElement]) throws -> Double {
        let m = spec.messages[i], rows = look.rows!, em = spec.fontSize
        let rtl = spec.direction == .rtl, column = avatars.width(for: m)
        var y = top, bottom = top
        if startsGroup {
            let avatarFrame = { (y: Double) in
                Rect(x: rtl ? spec.width - spec.padding - avatars.diameter : spec.padding, y: y + rows.avatarDrop * em,
                     width: avatars.diameter, height: avatars.diameter)
            }
            if let reply = m.reply, rows.replyConnector {
                let connector = try replyConnector(reply, top: y, avatarDrop: rows.avatarDrop * em, column: column)
                elements.append(connector)
                y = connector.frame.maxY + rows.replyGap * em
            }
            let header = rowHeader(m, group: groupMessages(from: i), y: y, column: column)
            elements.append(header)
            if avatars.showsRowAvatar(m) {
                let avatar = try avatars.element(for: m, in: avatarFrame(y), memo: memo)
                elements.append(avatar)
                bottom = avatar.frame.maxY
            }
            y = header.frame.maxY + rows.headerGap * em
        }
        var element: any SideElement = if let sticker = m.sticker { try stickerElement(m, sticker) }
            else if case .video(let video) = m.attachment, video.kind == .round { try roundVideoElement(m, video) }
            else if BigEmoji.applies(to: m) { bigEmojiElement(m) } else { try bubbleElement(m, run: .single, shape: .single) }
        // The content (not the container's inset) starts at the text column.
        let inset = element.contentInset
        element.frame.origin.x = rowX(width: element.frame.width, column: column) + (rtl ? inset : -inset)
        element.frame.origin.y = y
        elements.append(element)
        return max(bottom, element.frame.maxY)
    }

    /// Where something `width` wide starts at the leading edge of the text column beside the avatars.
    func rowX(width: Double, column: Double) -> Double {
        spec.direction == .rtl ? spec.width - spec.padding - column - width : spec.padding + column
    }

    /// The messages of the group that starts at `start`.
    func groupMessages(from start: Int) -> ArraySlice<MessageSpec> {
        let messages = spec.messages
        var end = start + 1
        while end < messages.count && !rowStarts.contains(end) { end += 1 }
        return messages[start..<end]
    }

    /// The name (with "via @bot" and the tag), then the group's first time and the delivery status of its
    /// latest message that has one (Discord and Slack show none; as iMessage, the latest stands for all).
    func rowHeader(_ m: MessageSpec, group: ArraySlice<MessageSpec>, y: Double, column: Double) -> RowHeaderElement {
        let rows = look.rows!, em = spec.fontSize
        let width = contentWidth - column, rtl = spec.direction == .rtl
        let meta = MessageMeta(time: group.lazy.compactMap(\.time).first?.oneLine, edited: false, status: group.last { $0.status != nil }?.status,
                               font: font(scaled: rows.timeSize), color: theme.secondaryText, tickColor: theme.accent,
                               marks: look.statusMarks, memo: memo)
        let metaRoom = meta.map { $0.size.width + rows.timeGap * em } ?? 0
        let line = NameLine(name: Avatars.name(of: m), of: m) ?? NameLine(name: " ", of: m)!
        let name = authorLayout(line, width: max(1, width - metaRoom), alignment: rtl ? .right : .left, weight: rows.nameWeight, size: rows.nameSize)
        let x = rowX(width: width, column: column)
        return RowHeaderElement(name: name, meta: meta, origin: Point(x: x, y: y), width: width - metaRoom, gap: rows.timeGap * em, rightToLeft: rtl)
    }
}

/// A group's header in the rows layout: the name, then the time and status on the same baseline.
struct RowHeaderElement: CardElement {
    let name: TextLayout
    let meta: MessageMeta?
    /// The name's box: its top-left corner and width (the time row goes after its used extent, `gap` apart).
    let origin: Point
    let width: Double
    let gap: Double
    let rightToLeft: Bool

    var frame: Rect { Rect(x: origin.x, y: origin.y, width: width, height: name.size.height) }

    /// Where the time row goes: after the name's ink, its baseline on the name's.
    var metaOrigin: Point? {
        guard let meta, let nameBaseline = name.lines.first?.baseline else { return nil }
        let used = name.usedBounds, x = rightToLeft ? origin.x + used.minX - gap - meta.size.width : origin.x + used.maxX + gap
        return Point(x: x, y: origin.y + nameBaseline - meta.baseline)
    }

    func draw(on canvas: Canvas) {
        name.draw(on: canvas, at: origin)
        if let meta, let at = metaOrigin { meta.draw(on: canvas, at: at) }
    }

    func frames(scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.author, name.usedBounds.offsetBy(dx: origin.x, dy: origin.y), text: name.text.string)]
        if let meta, let at = metaOrigin { frames += meta.frames(at: at, scale: scale) }
        return frames
    }
}
