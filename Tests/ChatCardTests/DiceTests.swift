import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// A dice message (Bot API `dice`) stands alone, without a bubble, at Telegram's animated emoji size; a die
/// shows its value's pips, every other game its emoji and where it landed.
@Suite struct DiceTests {
    static func card(_ dice: String, extra: String = "", look: String = "chatcard") -> String {
        #"{"look": "\#(look)", "scale": 2, "messages": [{"from": "them", "time": "9:41", "dice": \#(dice)\#(extra)}]}"#
    }

    static func error(_ json: String) -> String? {
        do { _ = try Card(json: Data(json.utf8)); return nil } catch { return "\(error)" }
    }

    @Test func badDiceAreRefusedNamingTheField() {
        #expect(Self.error(Self.card(#"{"emoji": "🎲", "value": 7}"#)) == "messages[0].dice.value: 7 is out of range; allowed 1 to 6")
        #expect(Self.error(Self.card(#"{"emoji": "🏀", "value": 6}"#)) == "messages[0].dice.value: 6 is out of range; allowed 1 to 5")
        #expect(Self.error(Self.card(#"{"emoji": "🎰", "value": 64.5}"#)) == "messages[0].dice.value: 64.5 is out of range; allowed 1 to 64")
        #expect(Self.error(Self.card(#"{"emoji": "🃏", "value": 1}"#))?.hasPrefix("messages[0].dice.emoji: unknown value") == true)
        #expect(Self.error(Self.card(#"{"emoji": "🎲"}"#)) == "messages[0].dice.value: is required")
        #expect(Self.error(Self.card(#"{"emoji": "🎲", "value": 2, "color": "red"}"#)) == "messages[0].dice.color: unknown key; valid keys: emoji, value")
        #expect(Self.error(Self.card(#"{"emoji": "🎲", "value": 2}"#, extra: #", "text": "lucky""#))
                == #"messages[0].dice: a dice message stands alone; this one also has "text""#)
        #expect(Self.error(Self.card(#"{"emoji": "🎰", "value": 64}"#)) == nil)
    }

    @Test func whereTheGameLandedIsSaid() {
        #expect(DiceSpec(game: .slots, value: 64).reels == ["7", "7", "7"] && DiceSpec(game: .slots, value: 1).reels == ["BAR", "BAR", "BAR"])
        #expect(DiceSpec(game: .slots, value: 22).reels == ["🍇", "🍇", "🍇"] && DiceSpec(game: .slots, value: 43).reels == ["🍋", "🍋", "🍋"])
        #expect(DiceSpec(game: .slots, value: 2).reels == ["🍇", "BAR", "BAR"] && DiceSpec(game: .slots, value: 43).outcome == nil)
        #expect(DiceSpec(game: .darts, value: 6).outcome == "Bullseye" && DiceSpec(game: .basketball, value: 3).outcome == "Missed")
        #expect(DiceSpec(game: .football, value: 3).outcome == "Goal" && DiceSpec(game: .die, value: 3).outcome == nil)
    }

    /// In every look: no bubble, a square of 112 pt at 17 pt, the outcome's pill for every game but the die and
    /// the slot machine.
    @Test(arguments: Look.Name.allCases)
    func aDiceStandsWithoutABubble(look: Look.Name) throws {
        for game in DiceSpec.Game.allCases {
            let card = try Card(json: Data(Self.card(#"{"emoji": "\#(game.rawValue)", "value": 3}"#, look: look.rawValue).utf8))
            let frames = try card.frames().of(message: 0)
            #expect(!frames.contains { $0.kind == .bubble }, "\(look) \(game)")
            let dice = try #require(frames.first { $0.kind == .dice })
            #expect(abs(dice.rect.width - DicePart.sideEms * card.spec.fontSize) < 1e-9 && dice.rect.width == dice.rect.height)
            let worded = frames.filter { $0.kind == .pill && $0.text != nil }.map(\.text)
            #expect(worded == (game == .die || game == .slots ? [] : [DiceSpec(game: game, value: 3).outcome]), "\(look) \(game): the outcome's pill")
        }
    }

    /// The die's face shows exactly its value's pips: dark blobs counted in its pixels.
    @Test(arguments: 1...6)
    func aDieShowsItsValue(value: Int) throws {
        let card = try Card(json: Data(Self.card(#"{"emoji": "🎲", "value": \#(value)}"#).utf8))
        let frames = try card.frames()
        let die = try #require(frames.of(message: 0).first { $0.kind == .dice }).rect
        let image = try RGBAImage(png: card.render())
        let s = frames.scale
        // The die's middle, clear of the time pill in its bottom corner.
        let (x0, y0) = (Int((die.minX + 0.15 * die.width) * s), Int((die.minY + 0.15 * die.height) * s))
        let (x1, y1) = (Int((die.maxX - 0.15 * die.width) * s), Int((die.maxY - 0.15 * die.height) * s))
        var seen = Set<Int>(), blobs = 0
        func dark(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) < 200 }
        for y in y0..<y1 {
            for x in x0..<x1 where dark(x, y) && !seen.contains(y * image.width + x) {
                blobs += 1
                var stack = [(x, y)]
                seen.insert(y * image.width + x)
                while let (px, py) = stack.popLast() {
                    let neighbours: [(Int, Int)] = [(px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)]
                    for (nx, ny) in neighbours where nx >= x0 && nx < x1 && ny >= y0 && ny < y1 && dark(nx, ny) {
                        if seen.insert(ny * image.width + nx).inserted { stack.append((nx, ny)) }
                    }
                }
            }
        }
        #expect(blobs == value, "\(blobs) pips for \(value)")
    }
}
