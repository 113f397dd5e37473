import Canvas
import Decorations
import TextLayout

extension Look {
    /// ChatCard's own look: iOS-like blue outgoing and grey incoming bubbles with a curved tail on the last
    /// of a run, names above the bubbles (inside on a transparent card).
    static let chatcard = Look(
        name: .chatcard,
        font: LookFont(family: FontSpec.defaultFamily, size: 17, timeSize: 0.65),
        bubbles: LookBubbles(radius: 18, joinedRadius: 6, tail: .curved, tailCorner: .bottom, tailWidth: 7,
                             insets: BubbleInsets(top: 7, bottom: 7, horizontal: 12), gapInRun: 2, gapBetweenRuns: 10),
        names: LookNames(placement: nil, insideSize: CardProportions.authorSize, insideWeight: .semibold, color: .author),
        avatars: LookAvatars(diameter: 1.9, gap: 0.35),
        serviceRadius: nil,
        storyStyles: true,
        light: CardTheme(background: .white, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                         incomingFill: Color(rgb: 0xE9E9EB), incomingText: .black, primaryText: .black, secondaryText: Color(rgb: 0x8E8E93),
                         separator: Color(rgb: 0xC6C6C8), accent: Color(rgb: 0x007AFF),
                         serviceFill: Color(rgb: 0xEFEFF4), serviceText: Color(rgb: 0x636366),
                         authorPalette: [0xC8372D, 0xB85400, 0x8E44CF, 0x2A832A, 0x0E7C92, 0x1C72CF, 0xC93A7A]),
        dark: CardTheme(background: .black, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                        incomingFill: Color(rgb: 0x26252A), incomingText: .white, primaryText: .white, secondaryText: Color(rgb: 0x98989D),
                        separator: Color(rgb: 0x48484A), accent: Color(rgb: 0x0A84FF),
                        serviceFill: Color(rgb: 0x2C2C2E), serviceText: Color(rgb: 0xAEAEB2),
                        authorPalette: [0xFF7A6B, 0xFFA351, 0xC08CFF, 0x6ED66E, 0x4FD2E8, 0x6BB4FF, 0xFF7EB6]))
}
