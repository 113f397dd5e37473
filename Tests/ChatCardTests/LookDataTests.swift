import Canvas
import Foundation
import Testing
@testable import ChatCard

/// A look given as data (`"look": {"base": …}`): checked as every field is, drawn whatever it borrows.
@Suite struct LookDataTests {
    static func refusal(_ look: String) -> CardError? {
        do {
            _ = try Card(json: Data(##"{"look": \##(look), "messages": [{"from": "me", "text": "hi"}]}"##.utf8))
            return nil
        } catch { return error }
    }

    @Test(arguments: [
        (##"{"base": "telegram", "light": {"accentt": "#112233"}}"##, "look.light.accentt", "unknown key"),
        (##"{"base": "whatsap"}"##, "look.base", "unknown value"),
        (##"{"fonts": {}}"##, "look.fonts", "unknown key"),
        (##"{"font": {"lineHeight": 9}}"##, "look.font.lineHeight", "out of range"),
        (##"{"font": {"family": "No Such Family 42"}}"##, "look.font.family", "not an installed font family"),
        (##"{"bubbles": {"radius": -1}}"##, "look.bubbles.radius", "out of range"),
        (##"{"bubbles": {"tail": "hook"}}"##, "look.bubbles.tail", "unknown value"),
        (##"{"dark": {"names": []}}"##, "look.dark.names", "has 0 colours"),
        (##"{"dark": {"names": ["#11223380"]}}"##, "look.dark.names[0]", "translucent"),
        (##"{"light": {"background": "white"}}"##, "look.light.background", "invalid color"),
        (##"{"parts": {"reactions": "skype"}}"##, "look.parts.reactions", "unknown value"),
        (##"{"parts": {"wallpaper": "telegram"}}"##, "look.parts.wallpaper", "unknown key"),
        ("5", "look", "or an object with \"base\""),
    ])
    func badLooksAreRefusedWithTheirPath(look: String, path: String, reason: String) {
        let error = Self.refusal(look)
        #expect(error?.path == path && error?.message.contains(reason) == true, "\(look): \(String(describing: error))")
    }

    /// Every part of every look borrowed by every other, on the rich card in both themes: each card draws,
    /// within its canvas, and the borrowed part changes the card wherever the two looks draw it differently.
    @Test func everyPartOfEveryLookDrawsOnEveryBase() throws {
        var drawn = 0
        for base in Look.Name.allCases {
            for theme in CardSpec.Theme.allCases {
                let plain = try Self.rich(base: base, theme: theme, parts: "")
                let plainFrames = try plain.frames()
                for part in LookPart.allCases {
                    for lender in Look.Name.allCases where lender != base {
                        let card = try Self.rich(base: base, theme: theme, parts: ##""\##(part.rawValue)": "\##(lender.rawValue)""##)
                        let frames = try card.frames()
                        for frame in frames.frames {
                            let r = frame.element.rect
                            #expect(r.minX >= -0.5 && r.maxX <= frames.size.width + 0.5, "\(base) \(theme) \(part) from \(lender): \(frame.element)")
                        }
                        if theme == .dark { _ = try card.render() }
                        // Nothing borrowed is dropped: the reaction and the file are drawn whatever the layout.
                        #expect(frames.frames.contains { $0.element.kind == .reaction }, "\(base) \(theme) \(part) from \(lender): no reaction")
                        drawn += 1
                        if part == .reactions, case .bubbles = Look.named(base).layout, Look.named(lender).reactions.place != Look.named(base).reactions.place {
                            #expect(frames.frames.map(\.element.rect) != plainFrames.frames.map(\.element.rect), "\(base) reactions from \(lender)")
                        }
                    }
                }
            }
        }
        #expect(drawn == Look.Name.allCases.count * 2 * LookPart.allCases.count * (Look.Name.allCases.count - 1))
    }

    static func rich(base: Look.Name, theme: CardSpec.Theme, parts: String) throws -> Card {
        let json = ##"{"theme": "\##(theme.rawValue)", "look": {"base": "\##(base.rawValue)", "parts": {\##(parts)}}, "messages": [\##(FieldWalkTests.richMessages)]}"##
        return try Card(json: Data(json.utf8))
    }

    /// A look that changes nothing is its base, written back as the name alone.
    @Test func anEmptyLookObjectIsItsBase() throws {
        let object = try Card(json: Data(##"{"look": {"base": "slack"}, "messages": [{"from": "me", "text": "hi"}]}"##.utf8))
        let named = try Card(json: Data(##"{"look": "slack", "messages": [{"from": "me", "text": "hi"}]}"##.utf8))
        let (a, b) = (try object.render(), try named.render())
        #expect(object.spec == named.spec && a == b)
        guard case .object(let members) = CardEncoder.encode(object.spec) else { Issue.record("not an object"); return }
        #expect(members.first { $0.key == "look" }?.value == .string("slack"))
    }

    /// A given background replaces the base's wallpaper (Telegram's), and a given accent colours links on
    /// both sides in place of the base's own shades.
    @Test func aBackgroundReplacesTheWallpaperAndAnAccentColoursLinks() throws {
        var look = Look.telegram.changed(by: LookChanges())
        #expect(look.light.wallpaper != nil && look.light.incoming.link != nil)
        var changes = LookChanges()
        changes.light.colors = [.background: .white, .accent: Color(rgb: 0xC2410C)]
        look = Look.telegram.changed(by: changes)
        #expect(look.light.wallpaper == nil && look.light.background == .white)
        #expect(look.light.incoming.link == nil && look.light.outgoing.link == nil && look.light.accent == Color(rgb: 0xC2410C))
        #expect(look.dark.wallpaper?.field.corners == Look.telegram.dark.wallpaper?.field.corners, "the dark theme keeps its own")
    }
}
