import Canvas
import Decorations
import TextLayout

/// A file: its thumbnail or a badge of its extension, its name and "PDF • 243 kB" (or "1.2 MB"), on the
/// look's file card where it has one (Discord's).
extension DocumentSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        try b.documentRow(self, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    func documentRow(_ d: DocumentSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> BadgeRowPart {
        let em = spec.fontSize, side = Self.badgeSide * em
        let fileCard = fileCard(ink: ink), column = kindColumn(maxWidth: maxWidth, card: fileCard)
        let badge: RowBadge
        if let thumbnail = d.thumbnail {
            let box = Rect(origin: .zero, size: Size(width: side, height: side))
            badge = .picture(try images.decode(thumbnail, covering: ImagePart.cover(box, aspect: thumbnail.aspect).size), round: false, glyph: nil, side: side)
        } else {
            badge = documentBadge(d.name, ink: ink, side: side)
        }
        let files = look.files, kind = FileBadge.fileExtension(of: d.name)?.uppercased()
        let size = d.size.map(AttachmentText.fileSize)
        let details = files.kindInDetails ? [kind, size].compactMap { $0 }.joined(separator: " • ") : (size ?? FileBadge.kindName(of: d.name))
        return BadgeRowPart(kind: .document, label: d.name, badge: badge, lines: [
            // Cut in the middle, as the apps do: the name keeps its extension.
            .text(kindText(d.name, size: Self.titleSize, color: ink.color(files.titleInk), width: column, ellipsis: .middle)),
            .text(kindText(details.isEmpty ? FileBadge.kindName(of: d.name) : details, size: Self.detailSize, color: ink.meta, width: column)),
        ], block: fileCard, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }

    /// A file's badge: its extension (up to four letters) on the colour of its kind, else a page glyph.
    func documentBadge(_ name: String, ink: BubbleInk, side: Double) -> RowBadge {
        guard let ext = FileBadge.fileExtension(of: name) else {
            return .glyph(.file, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side)
        }
        // A kind's colour where it stands out from the bubble (not blue on a blue bubble), else the accent.
        let fill = FileBadge.color(of: ext).flatMap { ContrastColor.ratio($0, ink.ground) >= FileBadge.minBadgeContrast ? $0 : nil } ?? ink.accent
        // Four letters get a smaller size, to keep their margin in the disc.
        let share = ext.count >= FileBadge.longestExtension ? FileBadge.longLabelShare : FileBadge.labelShare
        let label = memo.layout(AttributedText(ext.uppercased(), attributes: TextAttributes(weight: .bold)), options: LayoutOptions(
            font: FontSpec(family: spec.fontFamily, size: side * share), color: glyphInk(on: fill, ink: ink)))
        return .label(label, on: fill, side: side, page: look.files.pageBadge)
    }
}
