import ChatCard
import Foundation

/// Images in cards: avatars (pictures and initials), photos of every shape on both sides, with and
/// without captions, in runs, a translucent PNG, a sticker, an RTL card. The pictures are drawn by
/// scripts/fixture-images.py and read as `{"file": …}` sources from this target's Images folder.
enum ImageCases {
    static let folder = Bundle.module.url(forResource: "Images", withExtension: nil)!.path

    static func card(_ name: String, _ caption: String, json: String) -> GoldenCase {
        CardCases.card(name, caption) { try Card(json: Data(json.utf8), files: .relative(to: folder)) }
    }

    static let all: [GoldenCase] = [
        card("img-avatars", "Avatar pictures beside incoming runs (JPEG, PNG, WebP), initials where a person has none", json: avatars("light")),
        card("img-avatars-dark", "Avatar pictures and initials, dark", json: avatars("dark")),
        card("img-photos-them", "Incoming photos: landscape, portrait (EXIF 6) and square, each with and without a caption", json: photos("them")),
        card("img-photos-me", "Outgoing photos: landscape, portrait (EXIF 6) and square, each with and without a caption", json: photos("me")),
        card("img-reply-thumbnail", "Replies with a thumbnail of the answered picture: plain, a partial quote, without an author; LTR", json: #"""
            {"width": 340, "messages": [
              {"from": "them", "author": "Maya", "reply": {"author": "Leo", "text": "Photo", "image": {"file": "landscape.jpg"}}, "text": "Nice view!"},
              {"from": "me", "time": "9:41", "reply": {"author": "Maya", "quote": true, "image": {"file": "portrait-exif6.jpg"}, "text": "The boat is back on the rack since Tuesday, and the oars are in the shed"}, "text": "ok"},
              {"from": "them", "reply": {"text": "no author, a picture", "image": {"file": "square.webp"}}, "text": "hm"}]}
            """#),
        card("img-reply-thumbnail-rtl", "A reply thumbnail in an RTL card, dark: the picture beside the bar on the right", json: #"""
            {"width": 340, "direction": "rtl", "theme": "dark", "messages": [
              {"from": "them", "author": "נועה", "reply": {"author": "דן", "text": "תמונה", "image": {"file": "landscape.jpg"}}, "text": "יפה!"}]}
            """#),
        card("img-photo-run", "A photo first, in the middle and last of a run: grouped corners clip the picture", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "author": "Maya", "image": {"file": "square.webp"}},
              {"from": "them", "author": "Maya", "text": "From the garden", "time": "9:40"},
              {"from": "them", "author": "Maya", "image": {"file": "landscape.jpg"}, "text": "and the view", "time": "9:41"},
              {"from": "them", "author": "Maya", "image": {"file": "portrait-exif6.jpg"}, "time": "9:41"},
              {"from": "me", "text": "Lovely", "time": "9:42", "status": "read"},
              {"from": "me", "image": {"file": "landscape.jpg"}, "time": "9:42", "status": "read", "reactions": [{"emoji": "❤️", "count": 2}]}]}
            """#),
        card("img-sticker-translucent", "A sticker without a bubble (time pill), a WebP sticker with reactions, a translucent PNG over each bubble fill", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "author": "Sam", "sticker": {"file": "sticker.png"}, "time": "9:44"},
              {"from": "me", "sticker": {"file": "sticker.webp"}, "time": "9:45", "status": "read", "reactions": [{"emoji": "😂", "count": 3}]},
              {"from": "them", "author": "Sam", "image": {"file": "translucent.png"}, "text": "Logo draft, on the grey", "time": "9:46"},
              {"from": "me", "image": {"file": "translucent.png"}, "text": "and on the blue", "time": "9:47"}]}
            """#),
        card("img-rtl", "An RTL card with avatar pictures, a captioned photo and a sticker: columns, pills and captions mirror", json: #"""
            {"width": 360, "direction": "rtl", "people": {"נועה": {"avatar": {"file": "avatar-maya.jpg"}}}, "messages": [
              {"from": "them", "author": "נועה", "text": "שלום! תראה את השקיעה", "time": "10:01"},
              {"from": "them", "author": "נועה", "image": {"file": "landscape.jpg"}, "text": "מהמרפסת שלי", "time": "10:02"},
              {"from": "me", "sticker": {"file": "sticker.png"}, "time": "10:03", "status": "read"}]}
            """#),
        card("img-albums", "Albums: two, three with a caption, four with reactions, seven; rows as wide as the bubble, thin gaps in its colour", json: #"""
            {"width": 360, "messages": [
              {"from": "them", "author": "Maya", "images": [{"file": "landscape.jpg"}, {"file": "portrait-exif6.jpg"}], "time": "9:50"},
              {"from": "me", "images": [{"file": "landscape.jpg"}, {"file": "square.webp"}, {"file": "portrait-exif6.jpg"}],
               "text": "Three from the trip", "time": "9:51", "status": "read"},
              {"from": "them", "author": "Maya", "images": [{"file": "square.webp"}, {"file": "quadrants.jpg"}, {"file": "landscape.jpg"},
               {"file": "portrait-exif6.jpg"}], "time": "9:52", "reactions": [{"emoji": "😍", "count": 2}]},
              {"from": "me", "images": [{"file": "landscape.jpg"}, {"file": "square.webp"}, {"file": "portrait-exif6.jpg"}, {"file": "quadrants.png"},
               {"file": "landscape.jpg"}, {"file": "square.webp"}, {"file": "quadrants.webp"}], "time": "9:53", "status": "delivered"}]}
            """#),
        card("img-albums-rtl-dark", "An RTL dark card with a captioned album answering a message: cells read right to left", json: #"""
            {"width": 360, "direction": "rtl", "theme": "dark", "messages": [
              {"from": "them", "author": "נועה", "images": [{"file": "landscape.jpg"}, {"file": "square.webp"}, {"file": "portrait-exif6.jpg"}],
               "text": "מהטיול שלנו", "time": "10:05"},
              {"from": "me", "reply": {"author": "נועה", "text": "מהטיול שלנו"}, "images": [{"file": "square.webp"}, {"file": "landscape.jpg"}],
               "time": "10:06", "status": "read"}]}
            """#),
    ]

    static func avatars(_ theme: String) -> String {
        #"""
        {"width": 360, "theme": "\#(theme)", "people": {
           "Maya Lopez": {"avatar": {"file": "avatar-maya.jpg"}}, "Leo": {"avatar": {"file": "avatar-leo.png"}},
           "Sam": {"avatar": {"file": "avatar-sam.webp"}}}, "messages": [
          {"from": "them", "author": "Maya Lopez", "text": "Are we still on for tonight?", "time": "18:01"},
          {"from": "them", "author": "Maya Lopez", "text": "I booked the table for 8", "time": "18:01"},
          {"from": "them", "author": "Leo", "text": "Count me in", "time": "18:03"},
          {"from": "them", "author": "Kofi Mensah", "text": "Me too! No picture of me yet", "time": "18:04"},
          {"from": "me", "text": "See you all there", "time": "18:05", "status": "read"},
          {"from": "them", "author": "Sam", "text": "🎉", "time": "18:06"}]}
        """#
    }

    static func photos(_ from: String) -> String {
        #"""
        {"width": 360, "messages": [
          {"from": "\#(from)", "image": {"file": "landscape.jpg"}, "time": "9:41"},
          {"from": "\#(from)", "image": {"file": "landscape.jpg"}, "text": "Sunset over the hills, a long caption that wraps under the photo", "time": "9:41"},
          {"from": "\#(from)", "image": {"file": "portrait-exif6.jpg"}, "time": "9:42"},
          {"from": "\#(from)", "image": {"file": "portrait-exif6.jpg"}, "text": "Upright, as the camera meant", "time": "9:42"},
          {"from": "\#(from)", "image": {"file": "square.webp"}, "time": "9:43"},
          {"from": "\#(from)", "image": {"file": "square.webp"}, "text": "Square", "time": "9:43"}]}
        """#
    }
}
