import Canvas
import ChatCard
import Foundation
import ImageCodecs

/// The typing indicator: a bubble of the incoming side with three dots, drawn as the card draws an incoming
/// message (its look, theme, width, scale, the author's avatar and name) on a transparent ground, once for each
/// step of the dots' pulse. Each step is the bubble's rows only.
struct TypingBubble {
    let steps: [RGBAImage]

    /// Steps of one pulse (a wave through the three dots), and how long a pulse takes.
    static let stepCount = 6
    static let pulseSeconds = 1.2
    static let dots = 3
    /// A dot's ink at rest and at its brightest, as a share of the theme's secondary text colour.
    static let restAlpha = 0.3

    var height: Int { steps.first?.height ?? 0 }

    /// `avatars`: whether the card draws them (the indicator then stands beside its author's, as a run's last bubble).
    /// `previous`: the message before, when the same person wrote it: the indicator continues that run (no name
    /// again). `scale`: the card's drawing scale.
    init(card: Card, before message: MessageSpec, after previous: MessageSpec?, avatars: Bool, scale: Double) throws(RenderError) {
        var spec = NewestDrawing.alone(card, avatars: avatars)
        let ink = Look.named(spec.look).theme(spec.theme).secondaryText
        spec.title = nil
        var steps: [RGBAImage] = []
        for step in 0..<Self.stepCount {
            var typing = MessageSpec(from: .them, spans: Self.spans(step: step, ink: ink))
            (typing.author, typing.avatar) = (message.author, message.avatar)
            spec.messages = (previous.map { [$0] } ?? []) + [typing]
            let typingCard: Card
            do { typingCard = try Card(spec: spec).with(drawingScale: scale) } catch { throw .card(error) }
            let layers = try typingCard.layers()
            guard let rows = layers.rows.last ?? nil else { break }
            steps.append(layers.picture.rows(rows))
        }
        self.steps = steps
    }

    /// The step shown `seconds` after the indicator appeared.
    func step(at seconds: Double) -> Int {
        let phase = (seconds / Self.pulseSeconds).truncatingRemainder(dividingBy: 1)
        return min(steps.count - 1, Int(phase * Double(steps.count)))
    }

    /// Three dots; the brightest moves from the first to the last over the pulse.
    static func spans(step: Int, ink: Color) -> [SpanSpec] {
        (0..<dots).flatMap { dot -> [SpanSpec] in
            let phase = Double(step) / Double(stepCount) - Double(dot) / Double(dots)
            let lift = max(0, cos(2 * Double.pi * phase))
            var span = SpanSpec(text: "●")
            span.color = ink.withAlpha(restAlpha + (1 - restAlpha) * lift)
            return dot == 0 ? [span] : [SpanSpec(text: " "), span]
        }
    }
}

extension RGBAImage {
    /// Rows `range` of the image (clamped to it).
    func rows(_ range: Range<Int>) -> RGBAImage {
        let top = max(0, range.lowerBound), bottom = min(height, range.upperBound)
        guard bottom > top else { return RGBAImage(width: width, height: 0, pixels: []) }
        return RGBAImage(width: width, height: bottom - top, pixels: Array(pixels[(top * width * 4)..<(bottom * width * 4)]))
    }
}
