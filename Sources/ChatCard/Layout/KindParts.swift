import Canvas
import Decorations
import TextLayout

/// Polls, places' names and link previews as parts (Telegram iOS's geometry at 17 pt, in ems).
extension CardLayoutBuilder {
    static let pollKindSize = 14.0 / 17, pollPercentSize = 14.5 / 17, pollFullPercentSize = 12.5 / 17
    static let placeSize = 14.0 / 17, placeAddressLines = 2, coordinateDecimals = 6
    static let previewTitleLines = 2, previewDescriptionLines = 12

    /// Text of an attachment in the card's direction: on one line ending in "…" (its line breaks folded),
    /// or on up to `maxLines` lines (nil: as many as it takes).
    /// `spaced`: its lines the look's line height apart, scaled to its size (a preview's description).
    func kindText(_ text: String, size: Double, color: Color, weight: FontWeight = .regular, width: Double, maxLines: Int? = 1,
                  spaced: Bool = false, ellipsis: LayoutOptions.Ellipsis = .end) -> TextLayout {
        let shown = maxLines == 1 ? text.oneLine : text
        return memo.layout(AttributedText(shown, attributes: TextAttributes(weight: weight)),
                           options: LayoutOptions(width: width, alignment: mirrored ? .right : .left,
                                                  lineHeight: spaced ? bodyLineHeight.map { $0 * size } : nil, font: font(scaled: size),
                                                  color: color, maxLines: maxLines, ellipsis: ellipsis))
    }

    func pollPart(_ poll: PollSpec, ink: BubbleInk, maxWidth: Double) -> PollPart {
        let em = spec.fontSize
        let optionWidth = max(1, maxWidth - (PollPart.textX + PollPart.rightInset) * em)
        let question = kindText(poll.question, size: 1, color: ink.text, weight: .semibold, width: maxWidth, maxLines: nil)
        let kind = poll.closed ? "Final Results" : (poll.anonymous ? "Anonymous " : "") + (poll.quiz ? "Quiz" : "Poll")
        let kindLabel = kindText(kind, size: Self.pollKindSize, color: ink.meta, width: maxWidth)
        let percents = PollPercents.of(poll.options.map(\.votes), voters: poll.voters)
        let most = max(1, poll.options.map(\.votes).max() ?? 1)
        // A wrong choice is red on any bubble (its cross tells it apart where red barely shows).
        let right = ink.legible(Self.callAnswered), wrong = Self.callMissed
        let rows = zip(poll.options, percents).enumerated().map { i, pair in
            let (option, percent) = pair
            let text = kindText(option.text, size: 1, color: ink.text, width: optionWidth, maxLines: nil)
            let percentLabel = kindText("\(percent)%", size: percent == 100 ? Self.pollFullPercentSize : Self.pollPercentSize, color: ink.text,
                                        weight: .bold, width: PollPart.percentEnd * em)
            var mark: PollPart.Mark?
            if poll.quiz, poll.correct == i { mark = .tick(right) } else if poll.quiz, option.chosen { mark = .cross(wrong) } else if option.chosen { mark = .tick(ink.accent) }
            return PollPart.Row(percent: percentLabel, text: text, share: Double(option.votes) / Double(most), mark: mark,
                                height: PollPart.rowHeight(text: text, emSize: em))
        }
        let voters = poll.voters
        let noun = poll.quiz ? "answer" : "vote"
        let totalText = voters == 0 ? "No \(noun)s yet" : "\(Self.grouped(voters)) \(noun)\(voters == 1 ? "" : "s")"
        let total = kindText(totalText, size: Self.pollKindSize, color: ink.meta, width: maxWidth)
        let widest = max(question.usedBounds.width, kindLabel.usedBounds.width, total.usedBounds.width,
                         (rows.map(\.text.usedBounds.width).max() ?? 0) + (PollPart.textX + PollPart.rightInset) * em)
        return PollPart(question: question, kindLabel: kindLabel, rows: rows, total: total, bar: ink.accent, markInk: glyphInk(on: ink.accent, ink: ink),
                        width: min(maxWidth, max(PollPart.minWidth * em, widest)), rightToLeft: mirrored, emSize: em)
    }

    /// "12,345": thousands apart by commas.
    static func grouped(_ n: Int) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 { out = "," + digits.suffix(3) + out; digits.removeLast(3) }
        return digits + out
    }

    /// A venue's name and address under its map; a bare point without a map picture shows its coordinates.
    func placeLines(_ place: LocationSpec, ink: BubbleInk, maxWidth: Double) -> BadgeRowPart? {
        var lines: [RowLine] = []
        if let title = place.title { lines.append(.text(kindText(title, size: Self.placeSize, color: ink.text, weight: .medium, width: maxWidth))) }
        if let address = place.address {
            lines.append(.text(kindText(address, size: Self.placeSize, color: ink.meta, width: maxWidth, maxLines: Self.placeAddressLines)))
        }
        if lines.isEmpty, place.map == nil {
            lines.append(.text(kindText(Self.coordinates(place), size: Self.placeSize, color: ink.meta, width: maxWidth)))
        }
        guard !lines.isEmpty else { return nil }
        return BadgeRowPart(kind: .text, label: place.title ?? Self.coordinates(place), badge: nil, lines: lines,
                            rightToLeft: mirrored, emSize: spec.fontSize, maxWidth: maxWidth)
    }

    /// "51.507400, -0.127800".
    static func coordinates(_ place: LocationSpec) -> String {
        [place.latitude, place.longitude].map { $0.formatted(.number.precision(.fractionLength(coordinateDecimals)).grouping(.never).locale(.init(identifier: "en_US_POSIX"))) }
            .joined(separator: ", ")
    }

    func previewPart(_ preview: PreviewSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> PreviewPart {
        let em = spec.fontSize
        let accent = block(theme.previews, ink: ink)
        let column = accent.textWidth(maxWidth)
        let small = preview.image != nil && !preview.large
        let textWidth = max(1, column - (small ? PreviewPart.smallRoom * em : 0))
        let style = look.previews, size = style.textSize, cardOrder = style.cardOrder
        func line(_ text: String, _ line: PreviewLine, maxLines: Int = 1) -> TextLayout {
            kindText(text, size: size * line.size, color: ink.color(line.ink), weight: line.weight, width: textWidth, maxLines: maxLines,
                     spaced: maxLines > 1)
        }
        var lines = cardOrder ? [] : [line(preview.site ?? Self.host(of: preview.url), style.site)]
        if let title = preview.title { lines.append(line(title, style.title, maxLines: Self.previewTitleLines)) }
        if let description = preview.description {
            lines.append(kindText(description, size: size, color: ink.text, width: textWidth, maxLines: Self.previewDescriptionLines, spaced: true))
        }
        if cardOrder { lines.append(kindText(Self.host(of: preview.url), size: size, color: ink.meta, width: textWidth)) }
        let imageSize: Size = preview.image.map { image in
            small ? Size(width: PreviewPart.smallSide * em, height: PreviewPart.smallSide * em)
                : Size(width: column, height: min(column * PreviewPart.largeMaxHeight, column / image.aspect))
        } ?? .zero
        let decoded = try preview.image.map { image throws(RenderError) in try images.decode(image, covering: ImagePart.cover(Rect(origin: .zero, size: imageSize), aspect: image.aspect).size) }
        return PreviewPart(url: preview.url, lines: lines, accent: accent, image: decoded, imageSize: imageSize, large: preview.large,
                           imageOnTop: cardOrder, gapAbove: PartProportions.blockGap * em, maxWidth: maxWidth)
    }

    /// A block in the look's colours, else the accent's tint and bar.
    func block(_ colors: BlockColors?, ink: BubbleInk) -> AccentBlock {
        AccentBlock(color: colors.map { $0.bar ?? $0.fill } ?? ink.accent, emSize: spec.fontSize, bar: colors.map { $0.bar != nil } ?? true,
                    rightToLeft: mirrored, ground: ink.solidGround, fill: colors?.fill, border: colors?.border)
    }

    /// A URL's host without "www.": what a preview without a site name shows.
    static func host(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let bare = host.hasPrefix("www.") ? host.dropFirst(4) : host
        return bare.isEmpty ? url : String(bare)
    }
}

/// A place: its name and address under its map (the map itself is a media part).
extension LocationSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        b.placeLines(self, ink: ink, maxWidth: maxWidth)
    }
}

/// A link preview is placed by the bubble's builder, above or below the text as the look puts it.
extension PreviewSpec: DrawnKind {}
