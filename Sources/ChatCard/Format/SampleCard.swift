import Foundation

/// The built-in sample: every feature on one card (a date pill, both sides, grouping, authors in their
/// colours, times and ticks, a reply, reactions, a highlight-style message, highlights, several
/// underline styles, an RTL message, big emoji).
package enum SampleCard {
    package static let json = #"""
    {
      "$schema": "card.schema.json",
      "width": 390,
      "scale": 2,
      "theme": "light",
      "title": "Design review",
      "messages": [
        { "service": "Today" },
        { "from": "them", "author": "Maya", "time": "09:41", "text": "Did you see the new build? The story editor finally ships." },
        { "from": "them", "author": "Maya", "time": "09:41", "text": "Corners look right now 🎉",
          "reactions": [{ "emoji": "🔥", "count": 3, "mine": true }, { "emoji": "👍", "count": 2 }] },
        { "from": "me", "time": "09:42", "status": "read",
          "reply": { "author": "Maya", "text": "Did you see the new build? The story editor finally ships." }, "spans": [
          { "text": "Yes! The " },
          { "text": "rounded backgrounds", "highlight": "#FFD60A" },
          { "text": " merge across lines, and " },
          { "text": "recieve", "underline": { "style": "wavy", "color": "#FF3B30" } },
          { "text": " is still misspelled." }
        ] },
        { "from": "me", "time": "09:42", "status": "read", "text": "Ship it tonight?" },
        { "from": "them", "author": "Omar", "time": "09:44", "spans": [
          { "text": "I think you said " },
          { "text": "fifteen", "underline": "largeDot" },
          { "text": " minutes. " },
          { "text": "Dashed", "underline": { "style": "dashed", "color": "#0A84FF" } },
          { "text": " and " },
          { "text": "dotted", "underline": "dotted" },
          { "text": " work too." }
        ] },
        { "from": "them", "author": "Omar", "time": "09:44", "text": "ممتاز! نراكم الليلة 👋" },
        { "from": "me", "style": "highlight", "align": "center", "text": "Ship it 🚀\nTonight at nine" },
        { "from": "me", "time": "09:45", "status": "delivered", "text": "👍" }
      ]
    }
    """#

    package static var card: Card {
        // The sample is part of the program; a decoding failure is a bug caught by the tests.
        get throws { try Card(json: Data(json.utf8)) }
    }
}
