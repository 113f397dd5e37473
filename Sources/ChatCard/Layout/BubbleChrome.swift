import Decorations

/// A bubble's radii, tail and insets are designed for the 17 pt font; other sizes scale them, but never
/// so far that insets and tail take more than their share of the widest bubble. Cards and the
/// `chatcard text --bubble` command draw bubbles with the same geometry.
public enum BubbleChrome {
    public static func scale(fontSize: Double, maxBubbleWidth: Double) -> Double {
        let designChrome = 2 * BubbleInsets().horizontal + BubbleShape(side: .left).tailWidth
        return min(fontSize / CardProportions.bubbleDesignFontSize, maxBubbleWidth * CardProportions.maxBubbleChromeShare / designChrome)
    }
}
