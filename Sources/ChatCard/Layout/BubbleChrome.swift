import Decorations
import TextLayout

/// A bubble's radii, tail and insets are designed for the 17 pt font; other sizes scale them, but never
/// so far that insets and tail take more than their share of the widest bubble. Cards and the
/// `chatcard text --bubble` command draw bubbles with the same geometry.
package enum BubbleChrome {
    /// `look`'s bubbles are designed for its own font size.
    package static func scale(fontSize: Double, maxBubbleWidth: Double, look: Look = .named(.chatcard)) -> Double {
        let bubbles = look.bubbles
        let designChrome = 2 * bubbles.insets.horizontal + bubbles.tailWidth
        return min(fontSize / look.font.size, maxBubbleWidth * CardProportions.maxBubbleChromeShare / designChrome)
    }
}

extension CardLayoutBuilder {
    /// The look's insets at `factor`, and a line box's half-leading above and below where the placer keeps it.
    func bubbleInsets(scaled factor: Double) -> BubbleInsets {
        var insets = look.bubbles.insets.scaled(by: factor)
        guard placer.keepsLeading else { return insets }
        (insets.top, insets.bottom) = (insets.top + halfLeading, insets.bottom + halfLeading)
        return insets
    }

    /// Half of what the look's line height adds to the body font's own: the space a line box keeps above
    /// and below its line.
    var halfLeading: Double {
        guard let height = bodyLineHeight else { return 0 }
        let natural = memo.layout("Ag", options: LayoutOptions(font: font, color: theme.primaryText)).size.height
        return max(0, (height - natural) / 2)
    }
}
