import TextLayout

/// One card's short labels laid out once: reaction emoji and counts, times, author names repeat from
/// message to message, and a TextLayout is read-only once made, so parts of one render share it.
/// Belongs to one card layout (one thread); holds at most `maxEntries` labels of at most `maxCharacters`.
final class LayoutMemo {
    static let maxEntries = 256
    static let maxCharacters = 64

    private struct Key: Hashable {
        let text: AttributedText
        let options: LayoutOptions
    }

    private var layouts: [Key: TextLayout] = [:]

    func layout(_ text: AttributedText, options: LayoutOptions) -> TextLayout {
        guard text.string.utf8.count <= Self.maxCharacters else { return TextLayout(text, options: options) }
        let key = Key(text: text, options: options)
        if let kept = layouts[key] { return kept }
        let made = TextLayout(text, options: options)
        if layouts.count < Self.maxEntries { layouts[key] = made }
        return made
    }

    func layout(_ string: String, options: LayoutOptions) -> TextLayout { layout(AttributedText(string), options: options) }
}
