import Canvas

/// Each author's name colour: the card's `people` entry when it gives one, else one of seven hues. A name's
/// own hue comes from a hash of it (the same name, the same colour, on every machine: the Telegram look);
/// within one card, distinct people get distinct hues while hues last: a name whose hue another already
/// holds takes the next free one, names taking theirs in sorted order, so the result depends only on the
/// card's set of names. Each hue has a light-theme variant (≥ 4.5:1 on white) and a dark one (≥ 5.9:1 on
/// the dark incoming fill).
struct AuthorColors {
    static let light: [UInt32] = [0xC8372D, 0xB85400, 0x8E44CF, 0x2A832A, 0x0E7C92, 0x1C72CF, 0xC93A7A]
    static let dark: [UInt32] = [0xFF7A6B, 0xFFA351, 0xC08CFF, 0x6ED66E, 0x4FD2E8, 0x6BB4FF, 0xFF7EB6]

    let theme: CardSpec.Theme
    let people: [String: PersonSpec]
    /// The hue each of the card's names takes.
    let hues: [String: Int]

    init(theme: CardSpec.Theme, people: [String: PersonSpec], names: Set<String> = []) {
        self.init(theme: theme, people: people, hues: Self.distinctHues(for: names.filter { people[$0]?.color == nil },
                                                                       count: Self.light.count))
    }

    private init(theme: CardSpec.Theme, people: [String: PersonSpec], hues: [String: Int]) {
        (self.theme, self.people, self.hues) = (theme, people, hues)
    }

    /// The same people's colours from the other palette (avatar discs use the light one in both themes).
    func inTheme(_ theme: CardSpec.Theme) -> AuthorColors { AuthorColors(theme: theme, people: people, hues: hues) }

    /// The names of a card that get a colour: message authors and the authors they reply to.
    static func names(in card: CardSpec) -> Set<String> {
        Set(card.messages.flatMap { [$0.author, $0.reply?.author].compactMap { $0 } })
    }

    func color(of author: String) -> Color {
        if let given = people[author]?.color { return given }
        let palette = theme == .light ? Self.light : Self.dark
        return Color(rgb: palette[hues[author] ?? Self.ownHue(author, count: palette.count)])
    }

    static func ownHue(_ name: String, count: Int) -> Int { Int(stableHash(name) % UInt32(count)) }

    static func distinctHues(for names: Set<String>, count: Int) -> [String: Int] {
        var taken = Set<Int>(), hues: [String: Int] = [:]
        for name in names.sorted() {
            let own = ownHue(name, count: count)
            // The first free hue from its own on; its own again once all are taken.
            let hue = (0..<count).map { (own + $0) % count }.first { !taken.contains($0) } ?? own
            taken.insert(hue)
            if taken.count == count { taken.removeAll() }
            hues[name] = hue
        }
        return hues
    }

    /// FNV-1a over the name's UTF-8 bytes: Swift's own hash changes from run to run.
    static func stableHash(_ name: String) -> UInt32 {
        name.utf8.reduce(2_166_136_261) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}

extension CardSpec {
    /// Hues of names, in Telegram's peer-colour order (red, orange, violet, green, cyan, blue, pink): an
    /// importer colours a Telegram user by id % 7.
    public static let authorHueCount = AuthorColors.light.count

    /// The name colour of hue `index` in `theme`, legible on that theme's incoming bubbles.
    public static func authorColor(hue index: Int, theme: Theme) -> Color {
        let palette = theme == .light ? AuthorColors.light : AuthorColors.dark
        return Color(rgb: palette[((index % palette.count) + palette.count) % palette.count])
    }
}
