import Canvas
import Decorations
import TextLayout

/// Discord's poll (`PollStyle.answerBoxes`) from a poll's fields, in Discord's words: "Select one answer", each
/// answer's percentage, "9 votes • Poll closed"; a quiz's marks before the percentages.
extension CardLayoutBuilder {
    /// At 16 pt: the subtitle's and footer's size; the share fill's and border's opacity of the meta colour, and
    /// of the accent for my choice.
    static let answerDetailSize = 13.0 / 16, answerFillAlpha = 0.16, answerBorderAlpha = 0.35, answerChosenFillAlpha = 0.3

    func answerBoxPoll(_ poll: PollSpec, ink: BubbleInk, maxWidth: Double) -> AnswerBoxPollPart {
        let em = spec.fontSize, inset = AnswerBoxPollPart.boxInset * em
        let question = kindText(poll.question, size: 1, color: ink.text, weight: .semibold, width: maxWidth, maxLines: nil)
        let task = poll.quiz ? "Quiz" : poll.choseSeveral ? "Select one or more answers" : "Select one answer"
        let subtitle = kindText(task, size: Self.answerDetailSize, color: ink.meta, width: maxWidth)
        let percents = PollPercents.of(poll.options.map(\.votes), voters: poll.voters)
        // Discord's green, as a disc behind a white tick (a mark, not text).
        let right = ContrastColor.reaching(ContrastColor.markMinimum, SystemCallRow.answered, on: ink.ground, over: [ink.ground])
        let rows = zip(poll.options, percents).enumerated().map { i, pair in
            let (option, percent) = pair
            let label = kindText("\(percent)%", size: 1, color: ink.text, weight: .semibold, width: maxWidth)
            let room = max(1, maxWidth - 2 * inset - label.usedBounds.width - (AnswerBoxPollPart.markSide + 2 * AnswerBoxPollPart.markGap) * em)
            let text = kindText(option.text, size: 1, color: ink.text, width: room, maxLines: nil)
            var mark: PollMark?
            if poll.quiz, poll.correct == i { mark = .tick(right) } else if poll.quiz, option.chosen { mark = .cross(Self.callMissed) } else if option.chosen { mark = .tick(ink.accent) }
            return AnswerBoxPollPart.Row(text: text, percent: label, share: Double(option.votes) / Double(max(1, poll.voters)), mark: mark, chosen: option.chosen)
        }
        let votes = "\(Self.grouped(poll.voters)) vote\(poll.voters == 1 ? "" : "s")"
        let footer = kindText(poll.closed ? "\(votes) • Poll closed" : votes, size: Self.answerDetailSize, color: ink.meta, width: maxWidth)
        let inks = AnswerBoxPollPart.Inks(border: ink.meta.withAlpha(ink.meta.alpha * Self.answerBorderAlpha), fill: ink.meta.withAlpha(ink.meta.alpha * Self.answerFillAlpha),
                                          chosenBorder: ink.accent, chosenFill: ink.accent.withAlpha(Self.answerChosenFillAlpha), tick: glyphInk(on: ink.accent, ink: ink))
        let widest = max(question.usedBounds.width, subtitle.usedBounds.width, footer.usedBounds.width,
                         rows.map { $0.text.usedBounds.width + $0.percent.usedBounds.width + 2 * inset + (AnswerBoxPollPart.markSide + 2 * AnswerBoxPollPart.markGap) * em }.max() ?? 0)
        return AnswerBoxPollPart(question: question, subtitle: subtitle, rows: rows, footer: footer, inks: inks,
                                 width: min(maxWidth, max(AnswerBoxPollPart.minWidth * em, widest)), rightToLeft: mirrored, emSize: em)
    }
}
