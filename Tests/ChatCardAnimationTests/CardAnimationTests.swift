@testable import ChatCardAnimation
import ChatCard
import Foundation
import ImageCodecs
import Testing

/// `chatcard animate`'s engine: the messages come in order, incoming ones after the typing indicator, the view
/// never scrolls back, and the last frame is the still card, exactly (lossless WebP read back by libwebp).
@Suite struct CardAnimationTests {
    static let sample = try! Card(json: Data(SampleCard.json.utf8))

    static func still(_ card: Card) throws -> RGBAImage { try card.layers().picture }

    @Test func theLastFrameIsTheStillCard() throws {
        let animation = try CardAnimation(card: Self.sample)
        let webp = try animation.encoded(as: .webp)
        let read = try #require(AnimatedWebPReader(webp))
        let still = try Self.still(Self.sample)
        #expect(read.width == still.width && read.height == still.height)
        #expect(read.frames.last?.rgba == still.pixels)
        // The first frame has the title and no message yet: the ground where the first message will be.
        let layers = try Self.sample.layers()
        let firstRows = try #require(layers.rows[0])
        let rowBytes = still.width * 4
        let first = try #require(read.frames.first).rgba
        #expect(Array(first[(firstRows.lowerBound * rowBytes)..<(firstRows.upperBound * rowBytes)])
                == Array(layers.ground.pixels[(firstRows.lowerBound * rowBytes)..<(firstRows.upperBound * rowBytes)]))
        // It lasts as long as its timeline, to the millisecond.
        #expect(read.frames.last?.endsAt == Int((animation.duration * 1000).rounded()))
        #expect(read.frames.count > 20)
    }

    /// A frame taller than wide, as a phone's story: the card scaled to the frame's width, scrolled to its end.
    @Test func aStoryFrameEndsOnTheCardsBottom() throws {
        var options = AnimationOptions()
        options.frameSize = .init(width: 540, height: 600)
        options.fps = 10
        let animation = try CardAnimation(card: Self.sample, options: options)
        let read = try #require(AnimatedWebPReader(try animation.encoded(as: .webp)))
        let still = try Self.still(try Self.sample.with(scale: 540 / 390))
        #expect(read.width == 540 && read.height == 600 && still.height > 600)
        let bottom = Array(still.pixels[((still.height - 600) * 540 * 4)...])
        #expect(read.frames.last?.rgba == bottom)
    }

    /// Over every look and both themes: messages enter in order, the view's bottom never moves up, what is in place
    /// never shrinks, incoming messages (and only they) are typed first, and the end shows the whole card.
    @Test(arguments: Look.Name.allCases) func scenesOnlyMoveForward(look: Look.Name) throws {
        for theme in CardSpec.Theme.allCases {
            let card = try Self.sample.with(theme: theme, look: look)
            var options = AnimationOptions()
            options.frameSize = .init(width: 390, height: 500)
            options.fps = 20
            let animation = try CardAnimation(card: card, options: options)
            var last: FrameComposer.Scene?
            var typed = Set<Int>()
            for index in 0..<animation.frameCount {
                let scene = animation.scene(at: animation.time(ofFrame: index), last: index == animation.frameCount - 1)
                if let last {
                    #expect(scene.bottom >= last.bottom, "\(look) \(theme) frame \(index): the view scrolled back")
                    #expect(scene.shown >= last.shown, "\(look) \(theme) frame \(index)")
                }
                if let typing = scene.typing { typed.insert(typing.message) }
                last = scene
            }
            let incoming = Set(card.spec.messages.indices.filter { card.spec.messages[$0].from == .them && card.spec.messages[$0].style != .service })
            #expect(typed == incoming, "\(look) \(theme)")
            #expect(last?.shown == animation.bands.height && last?.newest == nil)
            #expect(animation.timeline.entries.map(\.message) == Array(card.spec.messages.indices))
            #expect(zip(animation.timeline.entries, animation.timeline.entries.dropFirst()).allSatisfy { $0.enters < $1.enters })
        }
    }

    @Test func longerMessagesWaitLongerAndSpeedScalesEverything() throws {
        func card(_ texts: [String]) throws -> Card {
            let messages = texts.map { #"{"from": "them", "text": "\#($0)"}"# }.joined(separator: ",")
            return try Card(json: Data(#"{"messages": [\#(messages)]}"#.utf8))
        }
        let short = AnimationTimeline(try card(["ok", "yes"]).spec, options: AnimationOptions())
        let long = AnimationTimeline(try card([String(repeating: "long words ", count: 5), "yes"]).spec, options: AnimationOptions())
        #expect(long.entries[1].typingFrom! > short.entries[1].typingFrom!)
        var fast = AnimationOptions()
        fast.speed = 2
        let quick = AnimationTimeline(try card(["ok", "yes"]).spec, options: fast)
        #expect(abs((quick.duration - fast.hold) * 2 - (short.duration - AnimationOptions().hold)) < 1e-9)
    }

    /// A message's own `delay` and `typing` (seconds) win over the reading pace; `typing` 0 shows none; only
    /// messages from them may be typed.
    @Test func pacingFieldsWin() throws {
        let card = try Card(json: Data(#"""
            {"messages": [{"service": "Today", "delay": 1.5}, {"from": "me", "text": "hi", "delay": 5},
                          {"from": "them", "text": "hello", "typing": 2}, {"from": "them", "text": "again", "typing": 0}]}
            """#.utf8))
        let timeline = AnimationTimeline(card.spec, options: AnimationOptions())
        let (service, mine, typed, untyped) = (timeline.entries[0], timeline.entries[1], timeline.entries[2], timeline.entries[3])
        #expect(abs(service.enters - AnimationTimeline.leadSeconds - 1.5) < 1e-9)
        #expect(abs(mine.enters - (service.enters + timeline.enterSeconds) - 5) < 1e-9)
        #expect(abs(typed.enters - typed.typingFrom! - 2) < 1e-9)
        #expect(untyped.typingFrom == nil)
        let refused = #expect(throws: CardError.self) { _ = try Card(json: Data(#"{"messages": [{"from": "me", "text": "hi", "typing": 1}]}"#.utf8)) }
        #expect(refused?.path == "messages[0].typing")
        #expect(throws: CardError.self) { _ = try Card(json: Data(#"{"messages": [{"from": "me", "text": "hi", "delay": 31}]}"#.utf8)) }
        #expect(throws: CardError.self) { _ = try Card(json: Data(#"{"messages": [{"service": "x", "typing": 1}]}"#.utf8)) }
    }

    @Test func badOptionsAreRefusedByName() throws {
        func refusal(_ change: (inout AnimationOptions) -> Void) -> String? {
            var options = AnimationOptions()
            change(&options)
            do { _ = try CardAnimation(card: Self.sample, options: options); return nil } catch {
                if case .card(let error) = error { return error.path }
                return "?"
            }
        }
        #expect(refusal { $0.fps = 0 } == "fps")
        #expect(refusal { $0.fps = 61 } == "fps")
        #expect(refusal { $0.speed = 0 } == "speed")
        #expect(refusal { $0.hold = -1 } == "hold")
        #expect(refusal { $0.charactersPerSecond = .nan } == "cps")
        #expect(refusal { $0.quality = 101 } == "quality")
        #expect(refusal { $0.frameSize = .init(width: 200, height: 400) } == "size")
        #expect(refusal { $0.frameSize = .init(width: 390, height: 5000) } == "size")
        // A card whose reading time passes the bound.
        let many = (0..<200).map { _ in #"{"from": "them", "text": "a message to read before the next one comes"}"# }.joined(separator: ",")
        let long = try Card(json: Data(#"{"messages": [\#(many)]}"#.utf8))
        #expect(throws: RenderError.self) { _ = try CardAnimation(card: long) }
    }
}
