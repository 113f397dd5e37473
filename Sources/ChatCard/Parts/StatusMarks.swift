/// The shape that marks a delivery status after a message's time.
package enum StatusMark: Sendable, Hashable {
    /// A clock face: not yet on the server (Telegram's "sending").
    case clock
    case check
    case doubleCheck
    /// Two checks cut out of a filled capsule in the read colour (ChatCard's read, as Signal marks it).
    case badge

    var checks: Int { self == .check ? 1 : self == .clock ? 0 : 2 }
}

/// A look's mark for each status; every look keeps the three apart at a glance (by shape, or by colour
/// where the app itself does: WhatsApp's read checks turn blue).
package struct StatusMarks: Sendable, Hashable {
    package var sent: StatusMark
    package var delivered: StatusMark
    package var read: StatusMark
    /// The marks' size against the meta row's font (WhatsApp's checks are larger than its time's digits).
    package var size: Double

    package init(sent: StatusMark = .check, delivered: StatusMark = .doubleCheck, read: StatusMark = .badge, size: Double = 1) {
        (self.sent, self.delivered, self.read, self.size) = (sent, delivered, read, size)
    }

    subscript(status: MessageSpec.Status) -> StatusMark {
        switch status {
        case .sent: sent
        case .delivered: delivered
        case .read: read
        }
    }
}
