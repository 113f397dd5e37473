import Canvas

/// Each author's name colour: the card's `people` entry when it gives one, else one of seven hues picked
/// by a hash of the name, so the same name has the same colour in every card, on every machine (the
/// Telegram look). Each hue has a light-theme variant (≥ 4.5:1 on white) and a dark one (≥ 5.9:1 on
/// the dark incoming fill).
struct AuthorColors {
    static let light: [UInt32] = [0xC8372D, 0xB85400, 0x8E44CF, 0x2A832A, 0x0E7C92, 0x1C72CF, 0xC93A7A]
    static let dark: [UInt32] = [0xFF7A6B, 0xFFA351, 0xC08CFF, 0x6ED66E, 0x4FD2E8, 0x6BB4FF, 0xFF7EB6]

    let theme: CardSpec.Theme
    let people: [String: PersonSpec]

    func color(of author: String) -> Color {
        if let given = people[author]?.color { return given }
        let palette = theme == .light ? Self.light : Self.dark
        return Color(rgb: palette[Int(Self.stableHash(author) % UInt32(palette.count))])
    }

    /// FNV-1a over the name's UTF-8 bytes: Swift's own hash changes from run to run.
    static func stableHash(_ name: String) -> UInt32 {
        name.utf8.reduce(2_166_136_261) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}
