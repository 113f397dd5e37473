import Canvas
import Decorations
import TextLayout

/// WhatsApp's poll (`PollStyle.checklist`) from a poll's fields: what a Telegram poll says in its kind label
/// (quiz, final results) goes in the subtitle in WhatsApp's words, a quiz's marks on the check boxes.
extension CardLayoutBuilder {
    /// At 17 pt: the subtitle's and counts' size, the options', the footer's; the track's opacity of the meta colour.
    static let checklistDetailSize = 13.0 / 17, checklistOptionSize = 16.0 / 17, checklistFooterSize = 15.0 / 17, checklistTrackAlpha = 0.25
    static let checklistFooter = "View votes"

    func checklistPoll(_ poll: PollSpec, bar: Color, ink: BubbleInk, maxWidth: Double) -> ChecklistPollPart {
        let em = spec.fontSize
        let optionWidth = max(1, maxWidth - ChecklistPollPart.textX * em)
        let question = kindText(poll.question, size: 1, color: ink.text, weight: .semibold, width: maxWidth, maxLines: nil)
        let subtitle = kindText(Self.checklistSubtitle(poll), size: Self.checklistDetailSize, color: ink.meta, width: maxWidth)
        let fill = ContrastColor.reaching(ContrastColor.markMinimum, bar, on: ink.ground, over: [ink.ground])
        let voters = max(1, poll.voters)
        let rows = poll.options.enumerated().map { i, option in
            let count = kindText(Self.grouped(option.votes), size: Self.checklistDetailSize, color: ink.meta, width: maxWidth)
            let room = max(1, optionWidth - count.usedBounds.width - ChecklistPollPart.countGap * em)
            let text = kindText(option.text, size: Self.checklistOptionSize, color: ink.text, width: room, maxLines: nil)
            var mark: PollMark?
            if poll.quiz, poll.correct == i { mark = .tick(fill) } else if poll.quiz, option.chosen { mark = .cross(Self.callMissed) } else if option.chosen { mark = .tick(fill) }
            return ChecklistPollPart.Row(text: text, count: count, share: Double(option.votes) / Double(voters), mark: mark)
        }
        let footer = kindText(Self.checklistFooter, size: Self.checklistFooterSize, color: ContrastColor.reaching(ContrastColor.secondaryMinimum, bar, on: ink.ground, over: [ink.ground]),
                              weight: .medium, width: maxWidth)
        let widest = max(question.usedBounds.width, subtitle.usedBounds.width,
                         rows.map { $0.text.usedBounds.width + $0.count.usedBounds.width + ChecklistPollPart.countGap * em }.max().map { $0 + ChecklistPollPart.textX * em } ?? 0)
        let inks = ChecklistPollPart.Inks(bar: fill, track: ink.meta.withAlpha(ink.meta.alpha * Self.checklistTrackAlpha), ring: ink.meta,
                                          rule: ink.meta.withAlpha(ink.meta.alpha * Self.checklistTrackAlpha), tick: glyphInk(on: fill, ink: ink))
        return ChecklistPollPart(question: question, subtitle: subtitle, rows: rows, footer: footer, inks: inks,
                                 width: min(maxWidth, max(ChecklistPollPart.minWidth * em, widest)), rightToLeft: mirrored, emSize: em)
    }

    /// "Select one", or "Select one or more · 12 voters" where voters picked several (the total is then not the
    /// counts' sum); a quiz and a closed poll say so. No "Anonymous": WhatsApp's polls have no such setting, and
    /// Telegram's default would put the word on nearly every poll.
    static func checklistSubtitle(_ poll: PollSpec) -> String {
        let several = poll.choseSeveral
        let task = poll.closed ? "Final results" : poll.quiz ? "Quiz" : several ? "Select one or more" : "Select one"
        return several ? "\(task) · \(grouped(poll.voters)) voter\(poll.voters == 1 ? "" : "s")" : task
    }
}
