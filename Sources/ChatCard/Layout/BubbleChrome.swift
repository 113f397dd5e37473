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
    /// The look's insets at `factor`, and the body's half-leading above and below (`leadingKept`).
    func bubbleInsets(scaled factor: Double) -> BubbleInsets {
        var insets = look.bubbles.insets.scaled(by: factor)
        (insets.top, insets.bottom) = (insets.top + leadingKept, insets.bottom + leadingKept)
        return insets
    }

    /// Half of what a line height of `height` adds to `font`'s own: the space a line box keeps above and below
    /// its line.
    static func halfLeading(_ height: Double?, font: FontSpec, memo: LayoutMemo) -> Double {
        guard let height else { return 0 }
        return max(0, (height - memo.layout("Ag", options: LayoutOptions(font: font)).size.height) / 2)
    }
}
