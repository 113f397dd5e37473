/// Whether text would show anything: the card format and the `chatcard text` command refuse text that
/// would draw an empty bubble.
package enum VisibleText {
    /// True for whitespace, control and format characters (zero-width spaces and joiners, direction
    /// marks) only, or nothing at all.
    package static func drawsNothing(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            s.properties.isWhitespace || [.control, .format].contains(s.properties.generalCategory)
        }
    }
}
