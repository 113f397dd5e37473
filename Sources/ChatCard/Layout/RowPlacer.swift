import Canvas
import Decorations
import TextLayout

/// The rows layout (`LookRows`: Discord, Slack): each message a transparent container of the bubbles'
/// parts in the column beside the avatars, each group under a header, a reply as the look's connector
/// above the header where it draws one.
struct RowPlacer: MessagePlacer {
    let rows: LookRows
    /// The connector replies are drawn as; nil: a block in the message.
    let connector: ReplyConnectorStyle?
    /// The messages that start a group.
    let starts: Set<Int>
    /// The bare calls drawn as system rows (Discord's), without a header; the message after one starts a group.
    let systemRows: Set<Int>

    init(rows: LookRows, replies: LookReplies, systemCalls: Bool, messages: [MessageSpec]) {
        self.rows = rows
        connector = if case .connector(let style) = replies.style { style } else { nil }
        systemRows = systemCalls ? Set(messages.indices.filter { SystemCallRow.draws(messages[$0]) }) : []
        starts = Self.groupStarts(messages, rows: rows, replyStartsGroup: connector != nil).union(systemRows.flatMap { [$0, $0 + 1] }.filter { $0 < messages.count })
    }

    var runWindow: Int? { nil }
    var sidesBySender: Bool { false }
    var mirrorsRightToLeft: Bool { false }
    var textShare: Double { 1 }
    var roundsShortMessages: Bool { false }
    var timesInHeaders: Bool { true }
    var outlinesFaintBubbles: Bool { false }
    var keepsLeading: Bool { true }
    var avatarColumnForAll: Bool { true }
    var repliesAbove: Bool { connector != nil }
    var kindsAboveText: Bool { false }
    var metaFollowsText: Bool { true }
    var hangsReactions: Bool { false }
    var boxesKinds: Bool { true }
    var captionsOutside: Bool { false }

    func startsGroup(_ i: Int, joinsPrevious: Bool) -> Bool { starts.contains(i) }

    /// The messages that start a group (a header over them): a message of another author or kind than the
    /// one before, one with a reply drawn as a connector (it sits above a header), or one more than the
    /// look's window after the group's last time.
    static func groupStarts(_ messages: [MessageSpec], rows: LookRows, replyStartsGroup: Bool) -> Set<Int> {
        var starts = Set<Int>(), last: Int?
        for (i, m) in messages.enumerated() {
            let now = m.time.flatMap(TimeHeaders.minutes)
            let joins = i > 0 && CardLayoutBuilder.sameRun(messages[i - 1], m) && (m.reply == nil || !replyStartsGroup)
                && (now == nil || last == nil || TimeHeaders.elapsed(from: last!, to: now!) <= rows.groupWindow)
            if !joins { starts.insert(i); last = nil }
            last = now ?? last
        }
        return starts
    }

    /// On a group's first message the reply connector, the header and the avatar go above it. Returns the
    /// bottom (below the avatar too).
    func place(_ i: Int, joinsPrevious: Bool, joinsNext: Bool, at top: Double, into elements: inout [any CardElement],
               by b: CardLayoutBuilder) throws(RenderError) -> Double {
        let spec = b.spec, m = spec.messages[i], em = spec.fontSize
        let rtl = b.mirrored, column = b.avatars.width(for: m)
        if systemRows.contains(i) {
            let row = SystemCallRow(m, rows: rows, column: column, top: top, by: b)
            elements.append(row)
            return row.frame.maxY
        }
        var y = top, bottom = top
        if starts.contains(i) {
            let avatarFrame = { (y: Double) in
                Rect(x: rtl ? spec.width - spec.padding - b.avatars.diameter : spec.padding, y: y + rows.avatarDrop * em,
                     width: b.avatars.diameter, height: b.avatars.diameter)
            }
            if let reply = m.reply, let connector {
                let element = try replyConnector(reply, style: connector, top: y, column: column, by: b)
                elements.append(element)
                y = element.frame.maxY + connector.gapBelow * em
            }
            let header = rowHeader(m, group: groupMessages(from: i, in: spec.messages), y: y, column: column, by: b)
            elements.append(header)
            if b.avatars.showsRowAvatar(m) {
                let avatar = try b.avatars.element(for: m, in: avatarFrame(y), memo: b.memo)
                elements.append(avatar)
                bottom = avatar.frame.maxY
            }
            y = header.frame.maxY + rows.headerGap * em
        }
        var element = try b.messageElement(m, run: .single, shape: .single)
        // The content (not the container's inset) starts at the text column.
        let inset = element.contentInset
        element.frame.origin.x = x(width: element.frame.width, column: column, by: b) + (rtl ? inset : -inset)
        element.frame.origin.y = y
        elements.append(element)
        return max(bottom, element.frame.maxY)
    }

    /// Where something `width` wide starts at the leading edge of the text column beside the avatars.
    func x(width: Double, column: Double, by b: CardLayoutBuilder) -> Double {
        b.mirrored ? b.spec.width - b.spec.padding - column - width : b.spec.padding + column
    }

    /// The messages of the group that starts at `start`.
    func groupMessages(from start: Int, in messages: [MessageSpec]) -> ArraySlice<MessageSpec> {
        var end = start + 1
        while end < messages.count && !starts.contains(end) { end += 1 }
        return messages[start..<end]
    }

    /// The name (with "via @bot" and the tag), then the group's first time and the delivery status of its
    /// latest message that has one where the look marks statuses (as iMessage, the latest stands for all).
    func rowHeader(_ m: MessageSpec, group: ArraySlice<MessageSpec>, y: Double, column: Double, by b: CardLayoutBuilder) -> RowHeaderElement {
        let em = b.spec.fontSize
        let width = b.contentWidth - column, rtl = b.mirrored
        let meta = MessageMeta(time: group.lazy.compactMap(\.time).first?.oneLine, edited: false, status: group.last { $0.status != nil }?.status,
                               font: b.font(scaled: rows.timeSize), color: b.theme.secondaryText, tickColor: b.theme.accent,
                               marks: b.look.statusMarks, memo: b.memo)
        let metaRoom = meta.map { $0.size.width + rows.timeGap * em } ?? 0
        let line = NameLine(name: Avatars.name(of: m), of: m) ?? NameLine(name: " ", of: m)!
        let name = b.authorLayout(line, width: max(1, width - metaRoom), alignment: rtl ? .right : .left, weight: rows.nameWeight, size: rows.nameSize)
        return RowHeaderElement(name: name, meta: meta, origin: Point(x: x(width: width, column: column, by: b), y: y), width: width - metaRoom,
                                gap: rows.timeGap * em, rightToLeft: rtl)
    }
}
