import ChatCard
import Foundation

/// Every message kind in both themes and right to left: the rows (file, voice note, track,
/// call, contact, channel post), the media (video, GIF, round video, spoiler, place, poll, quiz, link
/// previews) and dice.
enum KindCases {
    static let all: [GoldenCase] = [
        ImageCases.card("kinds-rows", "Files (extension badge, thumbnail), voice notes (waveform, none), tracks (cover, none), calls, contacts, a channel post", json: rows("light")),
        ImageCases.card("kinds-rows-dark", "The rows in the dark theme", json: rows("dark")),
        ImageCases.card("kinds-rows-rtl", "The rows right to left: badges on the right, waveforms and arrows mirrored", json: rowsRightToLeft),
        ImageCases.card("kinds-media", "A video, a GIF without a frame, a round video, a photo under a spoiler, places, a poll, a quiz, link previews", json: media("light")),
        ImageCases.card("kinds-media-dark", "The media kinds in the dark theme", json: media("dark")),
        ImageCases.card("kinds-media-rtl", "The media kinds right to left: badges, percentages and preview pictures mirrored", json: mediaRightToLeft),
        ImageCases.card("kinds-dice", "Dice: a die's face, the other games' emoji with where they landed, a reaction", json: dice(look: "chatcard", theme: "light", direction: "ltr")),
        ImageCases.card("kinds-dice-telegram-rtl", "Dice on Telegram's wallpaper, dark, right to left", json: dice(look: "telegram", theme: "dark", direction: "rtl")),
    ]

    static func dice(look: String, theme: String, direction: String) -> String {
        #"""
        {"width": 340, "look": "\#(look)", "theme": "\#(theme)", "direction": "\#(direction)", "messages": [
          {"from": "them", "author": "Maya", "dice": {"emoji": "🎲", "value": 4}, "time": "9:41"},
          {"from": "me", "dice": {"emoji": "🎯", "value": 6}, "time": "9:42", "status": "read"},
          {"from": "them", "author": "Leo", "dice": {"emoji": "🎰", "value": 61}, "time": "9:43"},
          {"from": "me", "dice": {"emoji": "🏀", "value": 5}, "time": "9:44", "reactions": [{"emoji": "🔥", "count": 2}]},
          {"from": "them", "author": "Leo", "dice": {"emoji": "🎳", "value": 3}, "time": "9:45"}]}
        """#
    }

    static let wave = "[0,2,5,9,14,20,25,31,28,22,17,12,9,14,19,24,29,31,26,20,15,10,6,3,1,0,4,9,15,22,28,31,27,21,16,11,7,4,2,1,3,8,14,20,26,30,25,18,12,6]"

    static func rows(_ theme: String) -> String {
        #"""
        {"width": 380, "theme": "\#(theme)", "messages": [
          {"from": "them", "author": "Maya", "tag": "admin", "document": {"name": "Quarterly report 2026.pdf", "size": 2516582}, "time": "9:41"},
          {"from": "me", "document": {"name": "site-plan.jpg", "size": 834211, "thumbnail": {"file": "landscape.jpg"}}, "text": "The plan, as promised", "time": "9:42", "status": "read"},
          {"from": "them", "author": "Leo", "voice": {"duration": 14, "waveform": \#(wave)}, "time": "9:43"},
          {"from": "me", "voice": {"duration": 3}, "time": "9:44", "status": "delivered"},
          {"from": "them", "author": "Leo", "viaBot": "music", "audio": {"title": "Blue in Green", "performer": "Miles Davis", "duration": 337, "cover": {"file": "square.webp"}}, "time": "9:45"},
          {"from": "me", "audio": {"duration": 59}, "time": "9:45"},
          {"from": "me", "call": {"direction": "outgoing", "duration": 312}, "time": "9:46"},
          {"from": "them", "author": "Maya", "call": {"direction": "missed", "video": true}, "time": "9:47"},
          {"from": "them", "author": "Maya", "contact": {"name": "Ana Lima", "phone": "+55 11 91234-5678"}, "time": "9:48", "reactions": [{"emoji": "👍", "count": 2}]},
          {"from": "me", "contact": {"name": "Leo", "avatar": {"file": "avatar-leo.png"}}, "time": "9:48"},
          {"from": "them", "author": "Harbour News", "text": "The ferry runs again from Monday.", "signature": "Ana", "views": 12345, "edited": true, "time": "9:49"}]}
        """#
    }

    static let rowsRightToLeft = #"""
        {"width": 380, "direction": "rtl", "messages": [
          {"from": "them", "author": "נועה", "tag": "מנהלת", "document": {"name": "דוח רבעוני.docx", "size": 1048575}, "time": "9:41"},
          {"from": "them", "author": "נועה", "voice": {"duration": 45, "waveform": \#(wave)}, "time": "9:43"},
          {"from": "me", "audio": {"title": "שיר", "performer": "להקה", "duration": 201}, "time": "9:45", "status": "read"},
          {"from": "me", "call": {"direction": "declined"}, "time": "9:46"},
          {"from": "them", "author": "נועה", "call": {"direction": "incoming", "duration": 4000, "video": true}, "time": "9:47"},
          {"from": "them", "author": "נועה", "contact": {"name": "דן כהן", "phone": "+972 50-123-4567"}, "time": "9:48"},
          {"from": "them", "author": "חדשות", "text": "הודעה בערוץ", "signature": "דן", "views": 999, "time": "9:49"}]}
        """#

    static func media(_ theme: String) -> String {
        #"""
        {"width": 380, "theme": "\#(theme)", "messages": [
          {"from": "them", "author": "Maya", "video": {"thumbnail": {"file": "landscape.jpg"}, "duration": 83}, "time": "9:41"},
          {"from": "me", "video": {"duration": 7, "kind": "gif", "width": 480, "height": 270}, "text": "this one", "time": "9:42", "status": "read"},
          {"from": "them", "author": "Leo", "video": {"kind": "round", "duration": 12, "thumbnail": {"file": "square.webp"}}, "time": "9:43"},
          {"from": "them", "author": "Leo", "image": {"file": "landscape.jpg"}, "spoiler": true, "text": "guess where", "time": "9:44"},
          {"from": "me", "location": {"latitude": 51.5074, "longitude": -0.1278}, "time": "9:45"},
          {"from": "them", "author": "Maya", "location": {"latitude": 48.8584, "longitude": 2.2945, "title": "Eiffel Tower", "address": "Champ de Mars, 5 Av. Anatole France, 75007 Paris", "map": {"file": "landscape.jpg"}}, "time": "9:46"},
          {"from": "them", "author": "Maya", "poll": {"question": "Where do we eat tonight?", "options": [{"text": "Pizza", "votes": 5, "chosen": true}, {"text": "Sushi", "votes": 3}, {"text": "Tacos from the place by the harbour", "votes": 1}]}, "time": "9:47"},
          {"from": "me", "poll": {"question": "Capital of Australia?", "quiz": true, "correct": 2, "anonymous": false, "closed": true, "options": [{"text": "Sydney", "votes": 4, "chosen": true}, {"text": "Melbourne", "votes": 2}, {"text": "Canberra", "votes": 6}]}, "time": "9:48"},
          {"from": "them", "author": "Leo", "text": "Look https://swift.org/blog", "preview": {"url": "https://swift.org/blog", "site": "Swift.org", "title": "Swift 6.2 Released", "description": "Approachable concurrency, InlineArray and more.", "image": {"file": "square.webp"}}, "time": "9:49"},
          {"from": "me", "preview": {"url": "https://www.example.com/a/b", "title": "An example page", "image": {"file": "landscape.jpg"}, "large": true}, "time": "9:50"}]}
        """#
    }

    static let mediaRightToLeft = #"""
        {"width": 380, "direction": "rtl", "theme": "dark", "messages": [
          {"from": "them", "author": "נועה", "video": {"thumbnail": {"file": "landscape.jpg"}, "duration": 3725}, "text": "מהחוף", "time": "9:41"},
          {"from": "me", "images": [{"file": "landscape.jpg"}, {"file": "square.webp"}], "spoiler": true, "time": "9:42"},
          {"from": "them", "author": "נועה", "location": {"latitude": 32.0853, "longitude": 34.7818, "title": "נמל תל אביב"}, "time": "9:43"},
          {"from": "them", "author": "נועה", "poll": {"question": "מתי נפגשים?", "options": [{"text": "בבוקר", "votes": 2}, {"text": "בערב", "votes": 7, "chosen": true}]}, "time": "9:44"},
          {"from": "me", "text": "https://example.com", "preview": {"url": "https://example.com", "title": "דוגמה", "description": "עמוד לדוגמה", "image": {"file": "square.webp"}}, "time": "9:45"}]}
        """#
}
