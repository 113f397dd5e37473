/// Rich messages: forward labels, replies, reactions, delivery status, service items (light and dark).
enum RichMessageCases {
    static let all: [GoldenCase] = [
        CardCases.card("rich-reply-forward", "Replies and forwards on both sides: accent bar in the author's colour, one ellipsized line", json: replies("light")),
        CardCases.card("rich-reply-forward-dark", "Replies and forwards, dark", json: replies("dark")),
        CardCases.card("rich-reactions", "Reaction chips: counts shortened, mine filled, rows wrap, the time beside the last row", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "time": "9:41", "text": "Who is in for Friday?", "reactions": [
                {"emoji": "👍", "count": 3}, {"emoji": "🔥", "count": 1250, "mine": true}, {"emoji": "🎉"}, {"emoji": "😂", "count": 12},
                {"emoji": "👀", "count": 7}]},
              {"from": "me", "time": "9:42", "status": "read", "text": "Me!", "reactions": [{"emoji": "❤️", "count": 2}, {"emoji": "👏", "count": 1, "mine": true}]}]}
            """#),
        CardCases.card("rich-status", "Delivery ticks after the time (sent, delivered, read) and \"edited\": on the blue bubble, on a light fill, under a block", json: #"""
            {"width": 300, "messages": [
              {"from": "me", "time": "9:41", "status": "sent", "text": "Sent"},
              {"from": "me", "time": "9:42", "status": "delivered", "text": "Delivered"},
              {"from": "me", "time": "9:43", "status": "read", "edited": true, "text": "Read, and edited"},
              {"from": "me", "time": "9:44", "status": "read", "fill": "#E9E9EB", "text": "Read on a light fill"},
              {"from": "me", "style": "highlight", "time": "9:45", "status": "read", "text": "A block"}]}
            """#),
        CardCases.card("rich-service", "Service items: centred pills between runs; a long one wraps into one merged shape", json: #"""
            {"width": 320, "messages": [
              {"service": "Today"},
              {"from": "them", "author": "Maya", "text": "Morning!"},
              {"service": "Maya added Omar, Lena, Kofi and Yuki to the group \"Weekend plans\""},
              {"from": "me", "time": "9:41", "text": "Welcome all"}]}
            """#),
        CardCases.card("rich-rtl-reply", "An RTL card with a reply, a forward and reactions: bars, chips and times mirror", json: #"""
            {"width": 360, "direction": "rtl", "messages": [
              {"from": "them", "author": "נועה", "time": "10:02", "forwardedFrom": "ערוץ החדשות", "text": "שלום! מה שלומך?",
               "reactions": [{"emoji": "👍", "count": 2}, {"emoji": "❤️", "mine": true}]},
              {"from": "me", "time": "10:03", "status": "read", "reply": {"author": "נועה", "text": "שלום! מה שלומך? רציתי לשאול אותך משהו על המסיבה"},
               "text": "מצוין, תודה!"}]}
            """#),
        CardCases.card("rich-quote-reply", "Partial-quote replies: up to five lines and a quote mark in the trailing corner; LTR and RTL", json: #"""
            {"width": 340, "messages": [
              {"from": "them", "author": "Maya", "reply": {"author": "Leo", "quote": true, "text": "The boat is back on the rack since Tuesday, and the oars are in the shed behind the clubhouse, next to the life jackets and the ropes nobody uses."}, "text": "That part"},
              {"from": "me", "time": "9:41", "reply": {"author": "Maya Lopez-Fernández de la Fuente", "quote": true, "text": "short"}, "text": "ok"}]}
            """#),
        CardCases.card("rich-quote-reply-rtl", "A partial-quote reply in an RTL card, dark: the mark in the top left corner", json: #"""
            {"width": 340, "direction": "rtl", "theme": "dark", "messages": [
              {"from": "me", "time": "10:03", "reply": {"author": "נועה", "quote": true, "text": "שלום! מה שלומך? רציתי לשאול אותך משהו על המסיבה של יום שישי בערב"}, "text": "מצוין"}]}
            """#),
        CardCases.card("rich-entities", "Telegram entities on both sides: nesting, an emoji before the offsets, code, links, mentions, a spoiler", json: entities("light")),
        CardCases.card("rich-entities-dark", "Telegram entities, dark", json: entities("dark")),
        CardCases.card("rich-blocks", "A block quote, a pre block with a language and a long line, a wrapped code span, a spoiler over two lines", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "time": "9:41", "spans": [{"text": "As the docs say:\n"}, {"text": "Every number that shapes output is named once.", "quote": true},
                {"text": "\nSo run "}, {"text": "scripts/test.sh --filter GoldenTests.golden", "code": true}, {"text": " before you push."}]},
              {"from": "me", "time": "9:42", "status": "read", "spans": [{"text": "Like this?\n"},
                {"text": "let card = try Card(json: data)\nlet png = try card.render(format: .png, deadline: .none)", "pre": "swift"}]},
              {"from": "them", "time": "9:43", "spans": [{"text": "The answer is "}, {"text": "hidden behind a spoiler that runs over two whole lines of this bubble", "spoiler": true}]}]}
            """#),
        CardCases.card("rich-entities-more", "The other entity types: text_link, email, phone_number, cashtag, text_mention, custom_emoji, blockquote, expandable_blockquote, pre", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "time": "9:44", "text": "Read the docs, mail help@chatcard.dev or call +1 555 0100. $CARD is up, thanks to Maya 👍\nQuoted from the release notes\nand, folded in Telegram:\nMore quoted text, expandable\nls -la scripts",
               "entities": [{"type": "text_link", "offset": 5, "length": 8, "url": "https://chatcard.dev/docs"}, {"type": "email", "offset": 20, "length": 17}, {"type": "phone_number", "offset": 46, "length": 11}, {"type": "cashtag", "offset": 59, "length": 5}, {"type": "text_mention", "offset": 82, "length": 4, "user": {"id": 42}}, {"type": "custom_emoji", "offset": 87, "length": 2, "custom_emoji_id": "5368324170671202286"}, {"type": "blockquote", "offset": 90, "length": 29}, {"type": "expandable_blockquote", "offset": 145, "length": 28}, {"type": "pre", "offset": 174, "length": 14, "language": "sh"}]}]}
            """#),
        CardCases.card("card-avatars", "Initials avatars beside the last bubble of each incoming run; bubbles and author names move over", json: avatars("light", "them", "ltr")),
        CardCases.card("card-avatars-rtl", "Avatars for every run in a dark RTL card", json: avatars("dark", "all", "rtl")),
    ]

    static func avatars(_ theme: String, _ mode: String, _ direction: String) -> String {
        #"""
        {"width": 360, "theme": "\#(theme)", "avatars": "\#(mode)", "direction": "\#(direction)", "people": {"Omar": {"color": "#8E44CF"}}, "messages": [
          {"from": "them", "author": "Maya Lopez", "text": "Did you see the new designs?"},
          {"from": "them", "author": "Maya Lopez", "time": "9:41", "text": "They look great", "reactions": [{"emoji": "👍", "count": 2}]},
          {"from": "me", "time": "9:42", "status": "read", "text": "Love the colours"},
          {"from": "them", "author": "Omar", "time": "9:43", "text": "Same here"},
          {"from": "them", "author": "Omar", "text": "🎉"}]}
        """#
    }

    static func entities(_ theme: String) -> String {
        let text = "🎉 Bold, italic, both, underlined and struck. Run make test, see https://example.com, ask @maya about #release or /start. Secret: the cake is a lie"
        let entities = #"[{"type": "bold", "offset": 3, "length": 18}, {"type": "italic", "offset": 9, "length": 12}, {"type": "underline", "offset": 23, "length": 10}, {"type": "strikethrough", "offset": 38, "length": 6}, {"type": "code", "offset": 50, "length": 9}, {"type": "url", "offset": 65, "length": 19}, {"type": "mention", "offset": 90, "length": 5}, {"type": "hashtag", "offset": 102, "length": 8}, {"type": "bot_command", "offset": 114, "length": 6}, {"type": "spoiler", "offset": 130, "length": 17}]"#
        return #"""
            {"width": 360, "theme": "\#(theme)", "messages": [
              {"from": "them", "author": "Maya", "time": "9:41", "text": "\#(text)", "entities": \#(entities)},
              {"from": "me", "time": "9:42", "status": "delivered", "text": "\#(text)", "entities": \#(entities)}]}
            """#
    }

    static func replies(_ theme: String) -> String {
        #"""
        {"width": 360, "theme": "\#(theme)", "messages": [
          {"from": "them", "author": "Maya", "time": "9:41", "text": "Did you see the new designs? They look great on the big screen."},
          {"from": "me", "time": "9:42", "status": "read", "reply": {"author": "Maya", "text": "Did you see the new designs? They look great on the big screen."},
           "text": "Yes! Love the colours"},
          {"from": "them", "author": "Omar", "time": "9:43", "reply": {"author": "Me", "text": "Yes! Love the colours"}, "text": "Same here"},
          {"from": "them", "author": "Omar", "time": "9:43", "forwardedFrom": "Design Team", "text": "Version 3 is up for review"},
          {"from": "me", "time": "9:44", "forwardedFrom": "A channel with a very long name that cannot fit on one line", "text": "FYI"}]}
        """#
    }
}
