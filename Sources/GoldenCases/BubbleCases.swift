import Canvas
import Decorations
import TextLayout

/// Chat bubbles: sides, tail styles, grouping, borders, gradients, themes, tiny and huge content.
enum BubbleCases {
    static let blue = Color(rgb: 0x0A84FF)
    static let lightGray = Color(rgb: 0xE9E9EB)
    static let darkGray = Color(rgb: 0x26252A)

    struct Message {
        var text: String
        var side: BubbleSide
        var group: GroupPosition = .single
        var tail: TailStyle = .curved
        var fill: BubbleFill? = nil
        var border: BubbleBorder? = nil
        var textColor: Color? = nil
    }

    static let all: [GoldenCase] = [
        GoldenCase("bubble-sides", "Both sides, curved tails, light theme") {
            try column([Message(text: "Did you see the new build?", side: .left),
                        Message(text: "Yes! Corners look right now 🎉", side: .right)])
        },
        GoldenCase("bubble-tails", "Tail styles: curved, pointed, none") {
            try column(TailStyle.allCases.flatMap { tail in
                [Message(text: "\(tail.rawValue) tail", side: .left, tail: tail),
                 Message(text: "\(tail.rawValue) tail", side: .right, tail: tail)]
            })
        },
        GoldenCase("bubble-group", "A run of four: joined corners, tail on the last only") {
            try column([
                Message(text: "First in the run", side: .right, group: .first),
                Message(text: "middle", side: .right, group: .middle),
                Message(text: "another middle one, a bit longer", side: .right, group: .middle),
                Message(text: "last with the tail", side: .right, group: .last),
                Message(text: "Incoming run", side: .left, group: .first),
                Message(text: "ends here", side: .left, group: .last),
            ], gap: 2)
        },
        GoldenCase("bubble-border", "Border kept inside the frame, white fill") {
            try column([
                Message(text: "A bordered bubble", side: .left, fill: .color(.white),
                        border: BubbleBorder(width: 1.5, color: try Color(hex: "#C7C7CC"))),
                Message(text: "Thick border, pointed", side: .right, tail: .pointed, fill: .color(.white),
                        border: BubbleBorder(width: 3, color: blue), textColor: .black),
            ], background: try Color(hex: "#F2F2F7"))
        },
        GoldenCase("bubble-gradient", "Vertical gradient fill (Messenger style)") {
            try column([
                Message(text: "Gradient bubble with two lines of text to show the blend", side: .right,
                        fill: .verticalGradient([try Color(hex: "#A033FF"), try Color(hex: "#FF5C87")])),
                Message(text: "three stops", side: .right,
                        fill: .verticalGradient([try Color(hex: "#00C6FF"), blue, try Color(hex: "#5E5CE6")])),
            ])
        },
        GoldenCase("bubble-dark", "Dark theme colors") {
            try column([Message(text: "Dark theme, incoming", side: .left, fill: .color(darkGray), textColor: .white),
                        Message(text: "and outgoing", side: .right)], background: .black)
        },
        GoldenCase("bubble-tiny", "One character and one emoji still look like bubbles") {
            try column([Message(text: "k", side: .left), Message(text: "k", side: .right),
                        Message(text: "👍", side: .left, tail: .pointed), Message(text: "!", side: .right, tail: .pointed)])
        },
        GoldenCase("bubble-huge", "A long message wraps at 75% of the width") {
            try column([Message(text: String(repeating: "A long message that keeps going so the bubble grows tall. ", count: 5),
                                side: .left)])
        },
        GoldenCase("bubble-scale-3", "Scale 3: crisp straight edges") {
            try column([Message(text: "Crisp at 3×", side: .left), Message(text: "and here", side: .right)], scale: 3)
        },
    ]

    /// Bubbles stacked like a conversation, each side hugging its edge.
    static func column(_ messages: [Message], width: Double = 320, gap: Double = 8, scale: Double = 2,
                       background: Color = .white) throws -> Canvas {
        let margin = 12.0
        let maxContent = width * 0.75 - 24
        var placed: [(BubbledContent, Rect)] = []
        var y = margin
        for m in messages {
            let fill = m.fill ?? .color(m.side == .right ? blue : lightGray)
            let textColor = m.textColor ?? (m.side == .right ? Color.white : Color.black)
            let item = BubbledContent(
                bubble: Bubble(shape: BubbleShape(side: m.side, tail: m.tail, group: m.group), fill: fill, border: m.border),
                content: BubbleContent([TextPart(TextLayout(m.text, options: LayoutOptions(width: maxContent, color: textColor)))]))
            let size = item.frameSize
            let x = m.side == .right ? width - margin - size.width : margin
            placed.append((item, Rect(origin: Point(x: x, y: y), size: size)))
            y += size.height + gap
        }
        let canvas = try Canvas(size: Size(width: width, height: (y - gap + margin).rounded(.up)), scale: scale,
                                background: background)
        for (item, frame) in placed { item.draw(in: frame, on: canvas) }
        return canvas
    }
}
