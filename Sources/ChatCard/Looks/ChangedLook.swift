import Canvas

extension Look {
    /// This look with a look given as data applied: first the part styles it borrows (each with the colours
    /// that part has in the lending look's themes), then its font, bubbles and colours.
    package func changed(by changes: LookChanges) -> Look {
        guard !changes.isEmpty else { return self }
        var look = self
        for (part, lender) in changes.parts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            look.borrow(part, from: Look.named(lender))
        }
        if let family = changes.font.family { look.font.family = family }
        if let size = changes.font.size { look.font.size = size }
        if let lineHeight = changes.font.lineHeight { look.font.lineHeight = lineHeight }
        let b = changes.bubbles
        if let radius = b.radius { look.bubbles.radius = radius }
        if let joined = b.joinedRadius { look.bubbles.joinedRadius = joined }
        if let tail = b.tail { look.bubbles.tail = tail }
        if let gap = b.gapInRun { look.bubbles.gapInRun = gap }
        if let gap = b.gapBetweenRuns { look.bubbles.gapBetweenRuns = gap }
        look.light.apply(changes.light)
        look.dark.apply(changes.dark)
        return look
    }

    private mutating func borrow(_ part: LookPart, from lender: Look) {
        switch part {
        case .reactions:
            reactions = lender.reactions
            (light.reactions, dark.reactions) = (lender.light.reactions, lender.dark.reactions)
        case .replies:
            replies = lender.replies
            (light.replies, dark.replies) = (lender.light.replies, lender.dark.replies)
        case .previews:
            previews = lender.previews
            (light.previews, dark.previews) = (lender.light.previews, lender.dark.previews)
        case .forwards: forwards = lender.forwards
        case .avatars: avatars = lender.avatars
        case .names: names = lender.names
        case .files:
            files = lender.files
            (light.fileCards, dark.fileCards) = (lender.light.fileCards, lender.dark.fileCards)
        case .media: media = lender.media
        case .voice: voice = lender.voice
        case .polls: polls = lender.polls
        case .status: (statusMarks, editedWord, edits) = (lender.statusMarks, lender.editedWord, lender.edits)
        case .code:
            codeBlocks = lender.codeBlocks
            (light.marks, dark.marks) = (lender.light.marks, lender.dark.marks)
        }
    }
}

extension CardTheme {
    /// A given background is the card's plain colour (no wallpaper); a given accent is every side's links and
    /// accents (the base look's own shades of its accent go).
    mutating func apply(_ changes: ThemeChanges) {
        for (color, value) in changes.colors { self[keyPath: color.field] = value }
        if changes.colors[.background] != nil { wallpaper = nil }
        if changes.colors[.accent] != nil {
            (incoming.link, incoming.accent, outgoing.link, outgoing.accent) = (nil, nil, nil, nil)
        }
        if let names = changes.names {
            authorPalette = names.map { c in [c.red, c.green, c.blue].reduce(UInt32(0)) { $0 << 8 | UInt32(($1 * 255).rounded()) } }
        }
    }
}
