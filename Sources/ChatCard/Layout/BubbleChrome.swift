import Decorations

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
