import Foundation

/// The field walk's changes of a look given as data: each key of `"look": {…}` on a card that draws what the
/// key styles (two authors, a reply, a reaction, a preview, a file, a video, a voice note, a poll, a service pill, my edited read message).
extension FieldWalkTests {
    static let richMessages = [
        ##"{"service": "Today"}"##,
        ##"{"from": "them", "author": "Maya", "text": "Hello there\nand more", "reactions": [{"emoji": "👍", "count": 2}], "preview": {"url": "https://example.com", "title": "A page"}}"##,
        ##"{"from": "them", "author": "Omar", "text": "The plan", "document": {"name": "plan.pdf", "size": 24000}}"##,
        ##"{"from": "them", "author": "Omar", "spans": [{"text": "@maya", "mention": true}, {"text": " then "}, {"text": "lunch", "code": true}]}"##,
        ##"{"from": "them", "style": "plain", "text": "A note on the card"}"##,
        ##"{"from": "them", "author": "Omar", "video": {"duration": 83, "width": 640, "height": 360}}"##,
        ##"{"from": "them", "author": "Maya", "voice": {"duration": 5}}"##,
        ##"{"from": "them", "author": "Maya", "poll": {"question": "Tea?", "options": [{"text": "Yes", "votes": 2}, {"text": "No", "votes": 1}]}}"##,
        ##"{"from": "me", "text": "Hi", "reply": {"author": "Maya", "text": "Hello there"}, "forwardedFrom": "News", "status": "read", "edited": true}"##,
    ].joined(separator: ", ")

    /// The rich card in a look object: `base` members, then the same with `changed` ones.
    static func look(_ base: String, _ changed: String, theme: String = "light") -> Change {
        let top = { (members: String) in ##""theme": "\##(theme)", "title": "Plans", "bubbleBorder": {"width": 1}, "look": {\##(members)}, "## }
        return Change(base: card(top(base), richMessages), changed: card(top(changed), richMessages))
    }

    static let lookChanges: [String: Change] = {
        var c: [String: Change] = [
            "look.base": look(##""base": "telegram""##, ##""base": "whatsapp""##),
            "look.font": look(##""base": "telegram""##, ##""base": "telegram", "font": {"size": 20}"##),
            "look.bubbles": look(##""base": "telegram""##, ##""base": "telegram", "bubbles": {"radius": 2}"##),
            "look.light": look(##""base": "telegram""##, ##""base": "telegram", "light": {"background": "#FF00FF"}"##),
            "look.dark": look(##""base": "telegram""##, ##""base": "telegram", "dark": {"background": "#FF00FF"}"##, theme: "dark"),
            "look.parts": look(##""base": "telegram""##, ##""base": "telegram", "parts": {"reactions": "whatsapp"}"##),
            "look.font.family": look(##""font": {"family": "Inter"}"##, ##""font": {"family": "DejaVu Sans"}"##),
            "look.font.size": look("", ##""font": {"size": 13}"##),
            "look.font.lineHeight": look("", ##""font": {"lineHeight": 2}"##),
            "look.bubbles.radius": look("", ##""bubbles": {"radius": 3}"##),
            "look.bubbles.joinedRadius": look(##""base": "telegram""##, ##""base": "telegram", "bubbles": {"joinedRadius": 16}"##),
            "look.bubbles.tail": look("", ##""bubbles": {"tail": "wedge"}"##),
            "look.bubbles.gapInRun": look(##""base": "telegram""##, ##""base": "telegram", "bubbles": {"gapInRun": 12}"##),
            "look.bubbles.gapBetweenRuns": look("", ##""bubbles": {"gapBetweenRuns": 30}"##),
        ]
        for theme in ["light", "dark"] {
            for key in ThemeKeys.colors {
                let base = ThemeKeys.base[key] ?? "telegram"
                c["look.\(theme).\(key)"] = look(##""base": "\##(base)""##, ##""base": "\##(base)", "\##(theme)": {"\##(key)": "#FF00FF"}"##, theme: theme)
            }
            c["look.\(theme).names"] = look(##""base": "telegram""##, ##""base": "telegram", "\##(theme)": {"names": ["#FF00FF"]}"##, theme: theme)
        }
        for part in ["reactions", "replies", "previews", "forwards", "avatars", "names", "files", "media", "voice", "polls", "status", "code"] {
            c["look.parts.\(part)"] = look(##""base": "telegram""##, ##""base": "telegram", "parts": {"\##(part)": "\##(ThemeKeys.lender[part] ?? "whatsapp")"}"##)
        }
        return c
    }()

    enum ThemeKeys {
        static let colors = ["background", "outgoingFill", "outgoingText", "incomingFill", "incomingText", "primaryText", "secondaryText",
                             "separator", "accent", "serviceFill", "serviceText"]
        /// A base look that draws the colour (Telegram's times take their side's colours; iMessage's headers
        /// are secondary text; Slack writes its names in it: only ChatCard's own look draws plain text).
        static let base = ["secondaryText": "imessage", "primaryText": "slack"]
        /// A look whose style of the part differs from Telegram's.
        static let lender = ["code": "slack", "files": "discord", "avatars": "whatsapp", "names": "imessage", "status": "whatsapp"]
    }
}
