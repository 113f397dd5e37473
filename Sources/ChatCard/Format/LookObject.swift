import Canvas
import Decorations

/// The card's `look`, read and written: a look's name, or an object of a base look and what it changes
/// (`LookChanges`), checked as every field is (unknown keys and bad values refused with their path).
enum LookObject {
    static func read(_ value: JSONValue?, path: String) throws(CardError) -> (base: Look.Name, changes: LookChanges) {
        guard let value else { return (.chatcard, LookChanges()) }
        if case .string = value { return (try JSONReader.choice(value, path: path, Look.Name.self), LookChanges()) }
        guard case .object = value else {
            let names = Look.Name.allCases.map(\.rawValue).joined(separator: ", ")
            throw CardError(path: path, message: "expected one of \(names), or an object with \"base\", found \(value.typeName)")
        }
        let r = try JSONReader(value, path: path, known: CardKeys.look)
        var changes = LookChanges()
        if let font = r.value("font") {
            let f = try JSONReader(font, path: r.child("font"), known: CardKeys.lookFont)
            if let family = try f.string("family") { changes.font.family = try CardDecoder.fontFamily(family, path: f.child("family")) }
            changes.font.size = try f.number("size", in: CardLimits.fontSizeRange)
            changes.font.lineHeight = try f.number("lineHeight", in: CardLimits.lookLineHeightRange)
        }
        if let bubbles = r.value("bubbles") {
            let b = try JSONReader(bubbles, path: r.child("bubbles"), known: CardKeys.lookBubbles)
            changes.bubbles.radius = try b.number("radius", in: CardLimits.lookRadiusRange)
            changes.bubbles.joinedRadius = try b.number("joinedRadius", in: CardLimits.lookRadiusRange)
            changes.bubbles.tail = try b.choice("tail", TailStyle.self)
            changes.bubbles.gapInRun = try b.number("gapInRun", in: CardLimits.lookGapRange)
            changes.bubbles.gapBetweenRuns = try b.number("gapBetweenRuns", in: CardLimits.lookGapRange)
        }
        changes.light = try theme(r.value("light"), path: r.child("light"))
        changes.dark = try theme(r.value("dark"), path: r.child("dark"))
        if let parts = r.value("parts") {
            let p = try JSONReader(parts, path: r.child("parts"), known: CardKeys.lookParts)
            for part in LookPart.allCases {
                changes.parts[part] = try p.choice(part.rawValue, Look.Name.self)
            }
        }
        return (try r.choice("base", Look.Name.self) ?? .chatcard, changes)
    }

    private static func theme(_ value: JSONValue?, path: String) throws(CardError) -> ThemeChanges {
        guard let value else { return ThemeChanges() }
        let r = try JSONReader(value, path: path, known: CardKeys.lookTheme)
        var theme = ThemeChanges()
        for color in ThemeColor.allCases {
            theme.colors[color] = try r.color(color.rawValue)
        }
        if let names = try r.array("names") {
            guard CardLimits.lookPaletteRange.contains(names.count) else {
                throw CardError(path: r.child("names"), message: "has \(names.count) colours; allowed "
                    + "\(CardLimits.lookPaletteRange.lowerBound) to \(CardLimits.lookPaletteRange.upperBound)")
            }
            theme.names = try names.enumerated().map { (i, name) throws(CardError) in
                let path = "\(r.child("names"))[\(i)]", color = try JSONReader.color(name, path: path)
                guard color.isOpaque else { throw CardError(path: path, message: "is translucent; names take opaque colours") }
                return color
            }
        }
        return theme
    }

    /// The look as the card gives it: its name alone when nothing changes; nil for ChatCard's own.
    static func write(_ base: Look.Name, _ changes: LookChanges) -> JSONValue? {
        guard !changes.isEmpty else { return base == .chatcard ? nil : .string(base.rawValue) }
        var look = JSONMembers()
        look.add("base", base, unless: .chatcard)
        var font = JSONMembers()
        font.add("family", changes.font.family)
        font.add("size", changes.font.size)
        font.add("lineHeight", changes.font.lineHeight)
        look.add("font", font.nonEmpty)
        var bubbles = JSONMembers()
        bubbles.add("radius", changes.bubbles.radius)
        bubbles.add("joinedRadius", changes.bubbles.joinedRadius)
        bubbles.add("tail", changes.bubbles.tail)
        bubbles.add("gapInRun", changes.bubbles.gapInRun)
        bubbles.add("gapBetweenRuns", changes.bubbles.gapBetweenRuns)
        look.add("bubbles", bubbles.nonEmpty)
        look.add("light", theme(changes.light))
        look.add("dark", theme(changes.dark))
        var parts = JSONMembers()
        for part in LookPart.allCases { parts.add(part.rawValue, changes.parts[part]) }
        look.add("parts", parts.nonEmpty)
        return look.value
    }

    private static func theme(_ theme: ThemeChanges) -> JSONValue? {
        var members = JSONMembers()
        for color in ThemeColor.allCases { members.add(color.rawValue, theme.colors[color]) }
        members.add("names", theme.names.map { JSONValue.array($0.map { .string($0.hexString) }) })
        return members.nonEmpty
    }
}
