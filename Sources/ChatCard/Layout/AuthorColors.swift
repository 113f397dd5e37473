import Canvas

/// Each author's name colour: the card's `people` entry when it gives one, else one of seven hues. A name's
/// own hue comes from a hash of it (the same name, the same colour, on every machine: the Telegram look);
/// within one card, distinct people get distinct hues while hues last: a name whose hue another already
/// holds takes the next free one, names taking theirs in sorted order, so the result depends only on the
/// card's set of names. The palette is the look's: ChatCard's has a light-theme variant of each hue
/// (≥ 4.5:1 on white) and a dark one (≥ 5.9:1 on the dark incoming fill).
struct AuthorColors {
    static let light = Look.chatcard.light.authorPalette
    static let dark = Look.chatcard.dark.authorPalette

    let palette: [UInt32]
    let people: [String: PersonSpec]
    /// The hue each of the card's names takes.
    let hues: [String: Int]

    init(palette: [UInt32], people: [String: PersonSpec], names: Set<String> = []) {
        self.init(palette: palette, people: people, hues: Self.distinctHues(for: names.filter { people[$0]?.color == nil },
                                                                           count: palette.count))
    }

    /// ChatCard's own palette of `theme`.
    init(theme: CardSpec.Theme, people: [String: PersonSpec], names: Set<String> = []) {
        self.init(palette: Look.chatcard.theme(theme).authorPalette, people: people, names: names)
    }

    private init(palette: [UInt32], people: [String: PersonSpec], hues: [String: Int]) {
        (self.palette, self.people, self.hues) = (palette, people, hues)
    }

    /// The same people's colours from another palette (avatar discs use the light one in both themes, or the
    /// look's own avatar colours).
    func with(palette other: [UInt32]) -> AuthorColors {
        AuthorColors(palette: other.isEmpty ? palette : other, people: people, hues: hues)
    }

    /// The names of a card that get a colour: message authors and the authors they reply to.
    static func names(in card: CardSpec) -> Set<String> {
        card.authorNames ?? Set(card.messages.flatMap { [$0.author, $0.reply?.author].compactMap { $0 } })
    }

    func color(of author: String) -> Color {
        if let given = people[author]?.color { return given }
        // A palette of another size (a look's avatar colours) wraps the hue.
        return Color(rgb: palette[(hues[author] ?? Self.ownHue(author, count: palette.count)) % palette.count])
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
    package static let authorHueCount = AuthorColors.light.count

    /// The name colour of hue `index` in `theme` of `look`, legible on that theme's incoming bubbles.
    package static func authorColor(hue index: Int, theme: Theme, look: Look.Name = .chatcard) -> Color {
        let palette = Look.named(look).theme(theme).authorPalette
        return Color(rgb: palette[((index % palette.count) + palette.count) % palette.count])
    }
}

extension CardSpec {
    /// The authors whose set decides each one's colour (`authorNames` when given).
    package var colouredAuthors: Set<String> { AuthorColors.names(in: self) }
}
