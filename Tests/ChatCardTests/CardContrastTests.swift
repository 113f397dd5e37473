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
        let part = try #require(element.bubbled.content.parts.first as? MessageTextPart)
        guard case .color(let fill) = element.bubbled.bubble.fill else { throw CocoaError(.featureUnsupported) }
        let time = try #require(part.time)
        return (part.story.layout.options.color, time.options.color, part.story.decorations.map(\.decoration), fill)
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

/// Bubble geometry is designed at 17 pt and scales with the card's font size.
@Suite struct BubbleScalingTests {
    static func shape(fontSize: Double) throws -> (BubbleShape, BubbleInsets) {
        let card = try Card(json: Data(#"{"font": {"size": \#(fontSize)}, "messages": [{"from": "me", "text": "Hi"}]}"#.utf8))
        let bubble = try #require(CardLayout(card.spec).elements.compactMap { $0 as? BubbleElement }.first).bubbled.bubble
        return (bubble.shape, bubble.insets)
    }

    @Test func radiiTailAndInsetsFollowTheFontSize() throws {
        let (base, baseInsets) = try Self.shape(fontSize: 17)
        #expect(base.cornerRadius == 18 && base.tailWidth == 7 && baseInsets == BubbleInsets(), "17 pt keeps today's look")
        let (big, bigInsets) = try Self.shape(fontSize: 40)
        let k = 40.0 / 17
        #expect(abs(big.cornerRadius - 18 * k) < 1e-9 && abs(big.tailWidth - 7 * k) < 1e-9 && abs(big.joinedRadius - 6 * k) < 1e-9)
        #expect(abs(bigInsets.horizontal - 12 * k) < 1e-9 && abs(bigInsets.top - 7 * k) < 1e-9)
    }
}

/// Nothing leaves the card: at any font size a bubble fits its card or the card is refused, naming the
/// message; the bubble's chrome stops growing before it crowds out the text.
@Suite struct BubbleFitTests {
    @Test(arguments: [160.0, 240, 390])
    func everyBubbleFitsOrTheCardIsRefused(width: Double) throws {
        for size in stride(from: 6.0, through: 96, by: 6) {
            let json = #"{"width": \#(width), "font": {"size": \#(size)}, "messages": [{"from": "me", "text": "k"}, {"from": "them", "time": "9:41", "text": "Hello there, a message"}]}"#
            let card = try Card(json: Data(json.utf8))
            do {
                let layout = try CardLayout(card.spec)
                for bubble in layout.elements.compactMap({ $0 as? BubbleElement }) {
                    #expect(bubble.frame.minX >= card.spec.padding - 1e-6 && bubble.frame.maxX <= width - card.spec.padding + 1e-6,
                            "\(size) pt in \(width) pt: bubble \(bubble.frame)")
                }
            } catch let error as CardError {
                #expect(error.path.hasPrefix("messages[") && error.message.contains("wider than a bubble can be"), "\(error)")
            }
        }
    }

    @Test func aHugeFontInATinyCardIsRefusedNamingTheMessage() throws {
        let card = try Card(json: Data(#"{"width": 160, "font": {"size": 96}, "messages": [{"from": "them", "time": "19:41", "text": "Hello"}]}"#.utf8))
        #expect(throws: CardError.self) { _ = try CardLayout(card.spec) }
    }
}
