import Canvas
import Decorations
import Foundation
import Testing
import TextLayout
@testable import ChatCard

/// Text, time and decoration colors that a card does not give are chosen for the fill behind them;
/// given colors are obeyed (and a given text color reaches the time).
@Suite struct CardContrastTests {
    static let minimum = ContrastColor.secondaryMinimum

    /// The text and time layouts and the decorations of a card's one bubble, and its fill.
    static func bubble(_ message: String, theme: String = "light") throws -> (text: Color, time: Color, decorations: [TextDecoration], fill: Color) {
        let card = try Card(json: Data(##"{"theme": "\##(theme)", "messages": [\##(message)]}"##.utf8))
        let element = try #require(CardLayout(card.spec).elements.compactMap { $0 as? BubbleElement }.first)
        let timed = try #require(element.bubbled.content.parts.first as? TimedPart)
        let part = (host: try #require(timed.host as? TextPart), meta: timed.meta)
        guard case .color(let fill) = element.bubbled.bubble.fill else { throw CocoaError(.featureUnsupported) }
        let time = try #require(part.meta)
        return (part.host.story.layout.options.color, time.label.options.color, part.host.story.decorations.map(\.decoration), fill)
    }

    static func seenRatio(_ color: Color, on fill: Color) -> Double {
        ContrastColor.ratio(ContrastColor.seen(color, over: fill), fill)
    }

    @Test(arguments: ["#FFD60A", "#1C1C1E", "#FFFFFF", "#0A84FF", "#E9E9EB", "#34C759", "#FF9F0A", "#5E5CE6", "#8E8E93"])
    func defaultTextAndTimeAreReadableOnAnyFill(fill: String) throws {
        for from in ["me", "them"] {
            let b = try Self.bubble(##"{"from": "\##(from)", "time": "9:41", "fill": "\##(fill)", "text": "hi"}"##)
            #expect(Self.seenRatio(b.text, on: b.fill) >= Self.minimum, "text on \(fill): \(Self.seenRatio(b.text, on: b.fill))")
            #expect(Self.seenRatio(b.time, on: b.fill) >= Self.minimum, "time on \(fill): \(Self.seenRatio(b.time, on: b.fill))")
        }
    }

    @Test func dictationDotsTakeTheTextColorOnABlueBubble() throws {
        let onBlue = try Self.bubble(#"{"from": "me", "time": "1", "spans": [{"text": "dots", "underline": "largeDot"}]}"#)
        #expect(onBlue.decorations.first?.color == onBlue.text)
        let onGray = try Self.bubble(#"{"from": "them", "time": "1", "spans": [{"text": "dots", "underline": "largeDot"}]}"#)
        #expect(onGray.decorations.first?.color == TextDecoration.dictationBlue, "dictation blue where it stands out")
        let given = try Self.bubble(##"{"from": "me", "time": "1", "spans": [{"text": "x", "underline": {"style": "largeDot", "color": "#007AFF"}}]}"##)
        #expect(given.decorations.first?.color == (try Color(hex: "#007AFF")), "a given color is obeyed")
    }

    @Test func aGivenTextColorIsObeyedAndReachesTheTime() throws {
        let red = try Color(hex: "#FF3B30")
        let b = try Self.bubble(##"{"from": "me", "time": "9:41", "color": "#FF3B30", "fill": "#FFFFFF", "text": "hi"}"##)
        #expect(b.text == red)
        #expect(b.time.red == red.red && b.time.green == red.green && b.time.alpha < 1)
    }
}

extension CardContrastTests {
    /// A faint marker over a dark bubble looks dark: the marked text turns white, not black.
    @Test func markedTextIsJudgedOnTheMarkerAsItLooksOnTheBubble() throws {
        let json = ##"{"theme": "dark", "messages": [{"from": "them", "fill": "#1C1C1E", "spans": [{"text": "marked words", "highlight": "#FFD60A40"}]}]}"##
        let image = try Card(json: Data(json.utf8)).drawnCanvas().rgbaImage()
        var bright = 0
        for y in 0..<image.height { for x in 0..<image.width where min(image[x, y].r, image[x, y].g, image[x, y].b) > 200 { bright += 1 } }
        #expect(bright > 200, "only \(bright) white pixels: the marked text is not white")
    }
}
