import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// Nothing is dropped silently: for every field of the card format (`CardKeys.fieldPaths`), a card where
/// only that field changes renders differently (pixels or element frames). A field that changes nothing
/// is dead or a bug, and the test names it; the few that only identify (Telegram's ids and link targets)
/// are listed with the reason.
@Suite struct FieldWalkTests {
    struct Change { let base: String; let changed: String }

    static let png = (try? CardImageTests.dataURI("quadrants.png")) ?? ""
    static let jpeg = (try? CardImageTests.dataURI("landscape.jpg")) ?? ""
    static let avatar = (try? CardImageTests.dataURI("avatar-leo.png")) ?? ""
    static let sticker = (try? CardImageTests.dataURI("sticker.png")) ?? ""

    /// A card of `messages` with `top` fields before them.
    static func card(_ top: String = "", _ messages: String = ##"{"from": "them", "text": "Hello there"}"##) -> String {
        ##"{\##(top)"messages": [\##(messages)]}"##
    }
    /// The same message with one field more, or with another value.
    /// In place of a message's text, for a kind that stands alone.
    static let noText = ##""time": "9:41""##

    static func message(_ base: String, _ changed: String, from: String = "them", text: String = ##""text": "Hello there""##) -> Change {
        let head = ##"{"from": "\##(from)", \##(text)"##
        return Change(base: card("", head + (base.isEmpty ? "" : ", " + base) + "}"), changed: card("", head + ", " + changed + "}"))
    }
    static func span(_ base: String, _ changed: String, text: String = "Hello jiggy there") -> Change {
        let head = ##"{"text": "\##(text)""##
        let spans = { (extra: String) in ##"{"from": "them", "spans": [\##(head)\##(extra.isEmpty ? "" : ", " + extra)}]}"## }
        return Change(base: card("", spans(base)), changed: card("", spans(changed)))
    }
    static func top(_ base: String, _ changed: String, messages: String = ##"{"from": "them", "author": "Maya", "text": "Hello there"}"##) -> Change {
        Change(base: card(base.isEmpty ? "" : base + ", ", messages), changed: card(changed + ", ", messages))
    }
    /// `message` on a card in `look`.
    static func inLook(_ look: String, _ base: String, _ changed: String, from: String = "them") -> Change {
        let plain = message(base, changed, from: from)
        let top = ##"{"look": "\##(look)", "##
        return Change(base: plain.base.replacingOccurrences(of: "{", with: top, options: .anchored),
                      changed: plain.changed.replacingOccurrences(of: "{", with: top, options: .anchored))
    }
    static func decoration(_ kind: String, _ base: String, _ changed: String) -> Change {
        span(##""\##(kind)": {\##(base)}"##, ##""\##(kind)": {\##(changed)}"##)
    }
    /// A two-option poll, with `extra` members.
    static func poll(_ extra: String, question: String = "Q") -> String {
        ##"{"question": "\##(question)", "options": [{"text": "a", "votes": 1}, {"text": "b", "votes": 2}]\##(extra)}"##
    }
    static func entity(_ base: String, _ changed: String) -> Change {
        let m = { (e: String) in ##""entities": [\##(e)]"## }
        return message(m(base), m(changed), text: ##""text": "Hello there jiggy""##)
    }

    static let changes: [String: Change] = {
        var c: [String: Change] = [
            "width": top("", ##""width": 300"##), "scale": top("", ##""scale": 3"##), "theme": top("", ##""theme": "dark""##), "look": top("", ##""look": "whatsapp""##),
            "background": top("", ##""background": "#FF0000""##), "padding": top("", ##""padding": 40"##),
            "height": top("", ##""height": 400"##), "fit": top("", ##""fit": true"##),
            "font": top("", ##""font": {"size": 22}"##), "direction": top("", ##""direction": "rtl""##),
            "title": top("", ##""title": "Design review""##),
            "bubbleBorder": top("", ##""bubbleBorder": {"color": "#000000"}"##),
            "people": top("", ##""people": {"Maya": {"color": "#FF0000"}}"##),
            "avatars": top("", ##""avatars": "them""##),
            "names": top("", ##""names": "inside""##),
            "messages": Change(base: card(), changed: card("", ##"{"from": "them", "text": "Hello there"}, {"from": "me", "text": "Hi"}"##)),
            "bubbleBorder.width": top(##""bubbleBorder": {"width": 1, "color": "#000000"}"##, ##""bubbleBorder": {"width": 3, "color": "#000000"}"##),
            "bubbleBorder.color": top(##""bubbleBorder": {"color": "#000000"}"##, ##""bubbleBorder": {"color": "#FF0000"}"##),
            "font.family": top(##""font": {"family": "Inter"}"##, ##""font": {"family": "DejaVu Sans"}"##),
            "font.size": top(##""font": {"size": 17}"##, ##""font": {"size": 22}"##),
            "people.*.color": top(##""people": {"Maya": {"color": "#FF0000"}}"##, ##""people": {"Maya": {"color": "#00AA00"}}"##),
            "people.*.avatar": top(##""people": {"Maya": {}}"##, ##""people": {"Maya": {"avatar": "\##(avatar)"}}"##),
            "messages[].from": message("", "", from: "them").replacing(changed: card("", ##"{"from": "me", "text": "Hello there"}"##)),
            "messages[].text": message("", "", text: ##""text": "Hello there""##).replacing(changed: card("", ##"{"from": "them", "text": "Hello you"}"##)),
            "messages[].spans": Change(base: card(), changed: card("", ##"{"from": "them", "spans": [{"text": "Hello "}, {"text": "there", "bold": true}]}"##)),
            "messages[].author": message("", ##""author": "Maya""##),
            "messages[].time": message("", ##""time": "09:41""##),
            "messages[].style": message("", ##""style": "plain""##),
            "messages[].align": message(##""style": "plain""##, ##""style": "plain", "align": "right""##, text: ##""text": "Hello there\nand a longer second line""##),
            "messages[].color": message("", ##""color": "#FF0000""##),
            "messages[].fill": message("", ##""fill": "#00AA00""##),
            "messages[].tail": message("", ##""tail": "none""##),
            "messages[].reply": message("", ##""reply": {"author": "Bo", "text": "Earlier"}"##),
            "messages[].forwardedFrom": message("", ##""forwardedFrom": "Bo""##),
            "messages[].reactions": message("", ##""reactions": [{"emoji": "👍"}]"##),
            "messages[].status": message("", ##""status": "read""##, from: "me"),
            "messages[].edited": message("", ##""edited": true"##),
            "messages[].entities": message("", ##""entities": [{"type": "bold", "offset": 0, "length": 5}]"##),
            "messages[].image": message("", ##""image": "\##(png)""##),
            "messages[].images": message("", ##""images": ["\##(png)", "\##(jpeg)"]"##),
            "messages[].sticker": Change(base: card(), changed: card("", ##"{"from": "them", "sticker": "\##(sticker)"}"##)),
            "messages[].avatar": top(##""avatars": "them""##, ##""avatars": "them""##, messages: ##"{"from": "them", "text": "Hi", "avatar": "\##(avatar)"}"##)
                .replacing(base: card(##""avatars": "them", "##, ##"{"from": "them", "text": "Hi"}"##)),
            "messages[].service": Change(base: card("", ##"{"service": "Today"}"##), changed: card("", ##"{"service": "Yesterday"}"##)),
            "messages[].reply.author": message(##""reply": {"author": "Bo", "text": "Earlier"}"##, ##""reply": {"author": "Alexandra", "text": "Earlier"}"##),
            "messages[].reply.text": message(##""reply": {"author": "Bo", "text": "Earlier"}"##, ##""reply": {"author": "Bo", "text": "Much earlier"}"##),
            "messages[].reply.quote": message(##""reply": {"author": "Bo", "text": "Earlier"}"##, ##""reply": {"author": "Bo", "text": "Earlier", "quote": true}"##),
            "messages[].reply.kind": message(##""reply": {"author": "Bo", "kind": "photo"}"##, ##""reply": {"author": "Bo", "kind": "voice"}"##),
            "messages[].reply.image": message(##""reply": {"author": "Bo", "text": "Earlier"}"##, ##""reply": {"author": "Bo", "text": "Earlier", "image": "\##(jpeg)"}"##),
            "messages[].reactions[].emoji": message(##""reactions": [{"emoji": "👍"}]"##, ##""reactions": [{"emoji": "🔥"}]"##),
            "messages[].reactions[].count": message(##""reactions": [{"emoji": "👍", "count": 2}]"##, ##""reactions": [{"emoji": "👍", "count": 12}]"##),
            "messages[].reactions[].mine": message(##""reactions": [{"emoji": "👍"}]"##, ##""reactions": [{"emoji": "👍", "mine": true}]"##),
            "messages[].entities[].type": entity(##"{"type": "bold", "offset": 0, "length": 5}"##, ##"{"type": "italic", "offset": 0, "length": 5}"##),
            "messages[].entities[].offset": entity(##"{"type": "bold", "offset": 0, "length": 5}"##, ##"{"type": "bold", "offset": 6, "length": 5}"##),
            "messages[].entities[].length": entity(##"{"type": "bold", "offset": 0, "length": 5}"##, ##"{"type": "bold", "offset": 0, "length": 11}"##),
            "messages[].entities[].language": entity(##"{"type": "pre", "offset": 0, "length": 11}"##, ##"{"type": "pre", "offset": 0, "length": 11, "language": "swift"}"##),
            "messages[].image.file": message(##""image": {"file": "quadrants.png"}"##, ##""image": {"file": "landscape.jpg"}"##),
            "messages[].images[].file": message(##""images": [{"file": "quadrants.png"}, {"file": "quadrants.png"}]"##, ##""images": [{"file": "quadrants.png"}, {"file": "landscape.jpg"}]"##),
            "messages[].sticker.file": Change(base: card("", ##"{"from": "them", "sticker": {"file": "sticker.png"}}"##), changed: card("", ##"{"from": "them", "sticker": {"file": "translucent.png"}}"##)),
            "messages[].avatar.file": Change(base: card(##""avatars": "them", "##, ##"{"from": "them", "text": "Hi", "avatar": {"file": "avatar-leo.png"}}"##),
                                             changed: card(##""avatars": "them", "##, ##"{"from": "them", "text": "Hi", "avatar": {"file": "quadrants.png"}}"##)),
            "messages[].signature": message("", ##""signature": "Ana""##),
            "messages[].views": message("", ##""views": 1200"##),
            "messages[].viaBot": message("", ##""viaBot": "gifbot""##),
            "messages[].tag": message(##""author": "Maya""##, ##""author": "Maya", "tag": "admin""##),
            // Look-specific fields, on a look that draws them.
            "messages[].thread": Self.inLook("slack", "", ##""thread": {"replies": 2}"##),
            "messages[].thread.replies": Self.inLook("slack", ##""thread": {"replies": 2}"##, ##""thread": {"replies": 3}"##),
            "messages[].thread.people": Self.inLook("slack", ##""thread": {"replies": 2}"##, ##""thread": {"replies": 2, "people": ["Leo"]}"##),
            "messages[].thread.last": Self.inLook("slack", ##""thread": {"replies": 2}"##, ##""thread": {"replies": 2, "last": "10:02"}"##),
            "messages[].sms": Self.inLook("imessage", "", ##""sms": true"##, from: "me"),
            "messages[].document": message("", ##""document": {"name": "a.pdf", "size": 10}"##),
            "messages[].document.name": message(##""document": {"name": "a.pdf", "size": 10}"##, ##""document": {"name": "b.zip", "size": 10}"##),
            "messages[].document.size": message(##""document": {"name": "a.pdf", "size": 10}"##, ##""document": {"name": "a.pdf", "size": 10000}"##),
            "messages[].document.thumbnail": message(##""document": {"name": "a.pdf", "size": 10}"##, ##""document": {"name": "a.pdf", "size": 10, "thumbnail": "\##(jpeg)"}"##),
            "messages[].document.thumbnail.file": message(##""document": {"name": "a", "size": 1, "thumbnail": {"file": "quadrants.png"}}"##, ##""document": {"name": "a", "size": 1, "thumbnail": {"file": "landscape.jpg"}}"##),
            "messages[].voice": message("", ##""voice": {"duration": 5}"##),
            "messages[].voice.duration": message(##""voice": {"duration": 5}"##, ##""voice": {"duration": 25}"##),
            "messages[].voice.waveform": message(##""voice": {"duration": 5}"##, ##""voice": {"duration": 5, "waveform": [1, 9, 31, 4]}"##),
            "messages[].audio": message("", ##""audio": {"duration": 5}"##),
            "messages[].audio.title": message(##""audio": {"duration": 5}"##, ##""audio": {"duration": 5, "title": "Song"}"##),
            "messages[].audio.performer": message(##""audio": {"duration": 5}"##, ##""audio": {"duration": 5, "performer": "Band"}"##),
            "messages[].audio.duration": message(##""audio": {"duration": 5}"##, ##""audio": {"duration": 65}"##),
            "messages[].audio.cover": message(##""audio": {"duration": 5}"##, ##""audio": {"duration": 5, "cover": "\##(jpeg)"}"##),
            "messages[].audio.cover.file": message(##""audio": {"duration": 5, "cover": {"file": "quadrants.png"}}"##, ##""audio": {"duration": 5, "cover": {"file": "landscape.jpg"}}"##),
            "messages[].call": message("", ##""call": {"direction": "outgoing"}"##),
            "messages[].call.direction": message(##""call": {"direction": "outgoing"}"##, ##""call": {"direction": "missed"}"##),
            "messages[].call.duration": message(##""call": {"direction": "outgoing"}"##, ##""call": {"direction": "outgoing", "duration": 70}"##),
            "messages[].call.video": message(##""call": {"direction": "outgoing"}"##, ##""call": {"direction": "outgoing", "video": true}"##),
            // A dice stands alone: no text beside it.
            "messages[].dice": message(##""call": {"direction": "outgoing"}"##, ##""dice": {"emoji": "🎲", "value": 3}"##, text: Self.noText),
            "messages[].dice.emoji": message(##""dice": {"emoji": "🎲", "value": 3}"##, ##""dice": {"emoji": "🎯", "value": 3}"##, text: Self.noText),
            "messages[].dice.value": message(##""dice": {"emoji": "🎲", "value": 3}"##, ##""dice": {"emoji": "🎲", "value": 4}"##, text: Self.noText),
            "messages[].contact": message("", ##""contact": {"name": "Ana Lima"}"##),
            "messages[].contact.name": message(##""contact": {"name": "Ana Lima"}"##, ##""contact": {"name": "Bo Chen"}"##),
            "messages[].contact.phone": message(##""contact": {"name": "Ana Lima"}"##, ##""contact": {"name": "Ana Lima", "phone": "+1 555 0100"}"##),
            "messages[].contact.avatar": message(##""contact": {"name": "Ana Lima"}"##, ##""contact": {"name": "Ana Lima", "avatar": "\##(avatar)"}"##),
            "messages[].contact.avatar.file": message(##""contact": {"name": "A", "avatar": {"file": "avatar-leo.png"}}"##, ##""contact": {"name": "A", "avatar": {"file": "quadrants.png"}}"##),
            "messages[].spoiler": message(##""image": "\##(jpeg)""##, ##""image": "\##(jpeg)", "spoiler": true"##),
            "messages[].video": message("", ##""video": {"duration": 5}"##),
            "messages[].video.duration": message(##""video": {"duration": 5}"##, ##""video": {"duration": 65}"##),
            "messages[].video.kind": message(##""video": {"duration": 5}"##, ##""video": {"duration": 5, "kind": "gif"}"##),
            "messages[].video.width": message(##""video": {"duration": 5, "width": 16, "height": 9}"##, ##""video": {"duration": 5, "width": 9, "height": 9}"##),
            "messages[].video.height": message(##""video": {"duration": 5, "width": 16, "height": 9}"##, ##""video": {"duration": 5, "width": 16, "height": 16}"##),
            "messages[].video.thumbnail": message(##""video": {"duration": 5}"##, ##""video": {"duration": 5, "thumbnail": "\##(jpeg)"}"##),
            "messages[].video.thumbnail.file": message(##""video": {"duration": 5, "thumbnail": {"file": "quadrants.png"}}"##, ##""video": {"duration": 5, "thumbnail": {"file": "landscape.jpg"}}"##),
            "messages[].location": message("", ##""location": {"latitude": 1, "longitude": 2}"##),
            "messages[].location.latitude": message(##""location": {"latitude": 1, "longitude": 2}"##, ##""location": {"latitude": 3, "longitude": 2}"##),
            "messages[].location.longitude": message(##""location": {"latitude": 1, "longitude": 2}"##, ##""location": {"latitude": 1, "longitude": 4}"##),
            "messages[].location.title": message(##""location": {"latitude": 1, "longitude": 2}"##, ##""location": {"latitude": 1, "longitude": 2, "title": "Cafe"}"##),
            "messages[].location.address": message(##""location": {"latitude": 1, "longitude": 2}"##, ##""location": {"latitude": 1, "longitude": 2, "address": "Main St 1"}"##),
            "messages[].location.map": message(##""location": {"latitude": 1, "longitude": 2}"##, ##""location": {"latitude": 1, "longitude": 2, "map": "\##(jpeg)"}"##),
            "messages[].location.map.file": message(##""location": {"latitude": 1, "longitude": 2, "map": {"file": "quadrants.png"}}"##, ##""location": {"latitude": 1, "longitude": 2, "map": {"file": "landscape.jpg"}}"##),
            "messages[].poll": message("", ##""poll": \##(poll(""))"##),
            "messages[].poll.question": message(##""poll": \##(poll(""))"##, ##""poll": \##(poll("", question: "Tea?"))"##),
            "messages[].poll.options": message(##""poll": \##(poll(""))"##, ##""poll": {"question": "Q", "options": [{"text": "a", "votes": 1}, {"text": "b", "votes": 2}, {"text": "c", "votes": 0}]}"##),
            "messages[].poll.totalVoters": message(##""poll": \##(poll(""))"##, ##""poll": \##(poll(##", "totalVoters": 9"##))"##),
            "messages[].poll.closed": message(##""poll": \##(poll(""))"##, ##""poll": \##(poll(##", "closed": true"##))"##),
            "messages[].poll.anonymous": message(##""poll": \##(poll(""))"##, ##""poll": \##(poll(##", "anonymous": false"##))"##),
            "messages[].poll.quiz": message(##""poll": \##(poll(""))"##, ##""poll": \##(poll(##", "quiz": true"##))"##),
            "messages[].poll.correct": message(##""poll": \##(poll(##", "quiz": true"##))"##, ##""poll": \##(poll(##", "quiz": true, "correct": 1"##))"##),
            "messages[].poll.options[].text": message(##""poll": \##(poll(""))"##, ##""poll": {"question": "Q", "options": [{"text": "z", "votes": 1}, {"text": "b", "votes": 2}]}"##),
            "messages[].poll.options[].votes": message(##""poll": \##(poll(""))"##, ##""poll": {"question": "Q", "options": [{"text": "a", "votes": 5}, {"text": "b", "votes": 2}]}"##),
            "messages[].poll.options[].chosen": message(##""poll": \##(poll(""))"##, ##""poll": {"question": "Q", "options": [{"text": "a", "votes": 1, "chosen": true}, {"text": "b", "votes": 2}]}"##),
            "messages[].preview": message("", ##""preview": {"url": "https://example.com"}"##),
            "messages[].preview.url": message(##""preview": {"url": "https://example.com"}"##, ##""preview": {"url": "https://example.org"}"##),
            "messages[].preview.site": message(##""preview": {"url": "https://example.com"}"##, ##""preview": {"url": "https://example.com", "site": "Example"}"##),
            "messages[].preview.title": message(##""preview": {"url": "https://example.com"}"##, ##""preview": {"url": "https://example.com", "title": "A page"}"##),
            "messages[].preview.description": message(##""preview": {"url": "https://example.com"}"##, ##""preview": {"url": "https://example.com", "description": "About it"}"##),
            "messages[].preview.image": message(##""preview": {"url": "https://example.com"}"##, ##""preview": {"url": "https://example.com", "image": "\##(jpeg)"}"##),
            "messages[].preview.large": message(##""preview": {"url": "https://example.com", "image": "\##(jpeg)"}"##, ##""preview": {"url": "https://example.com", "image": "\##(jpeg)", "large": true}"##),
            "messages[].preview.image.file": message(##""preview": {"url": "https://e.com", "image": {"file": "quadrants.png"}}"##, ##""preview": {"url": "https://e.com", "image": {"file": "landscape.jpg"}}"##),
            "people.*.avatar.file": top(##""people": {"Maya": {"avatar": {"file": "avatar-leo.png"}}}"##, ##""people": {"Maya": {"avatar": {"file": "quadrants.png"}}}"##),
        ]
        let spanChanges: [String: (String, String)] = [
            "text": ("", ""), "bold": ("", ##""bold": true"##), "italic": ("", ##""italic": true"##), "color": ("", ##""color": "#FF0000""##),
            "highlight": ("", ##""highlight": "#FFD60A""##), "underline": ("", ##""underline": "single""##),
            "strikethrough": ("", ##""strikethrough": "single""##), "code": ("", ##""code": true"##), "link": ("", ##""link": "https://example.com""##),
            "mention": ("", ##""mention": true"##), "hashtag": ("", ##""hashtag": true"##), "spoiler": ("", ##""spoiler": true"##),
            "quote": ("", ##""quote": true"##), "pre": ("", ##""pre": "swift""##),
            "highlight.color": (##""highlight": {"color": "#FFD60A"}"##, ##""highlight": {"color": "#30D158"}"##),
            "highlight.radius": (##""highlight": {"color": "#FFD60A", "radius": 0}"##, ##""highlight": {"color": "#FFD60A", "radius": 8}"##),
            "highlight.padding": (##""highlight": {"color": "#FFD60A", "padding": 0}"##, ##""highlight": {"color": "#FFD60A", "padding": 8}"##),
        ]
        for (key, (base, changed)) in spanChanges {
            c["messages[].spans[]." + key] = key == "text" ? span("", "", text: "Hello").replacing(changed: card("", ##"{"from": "them", "spans": [{"text": "Hello you"}]}"##))
                : span(base, changed)
        }
        let decorationChanges: [String: (String, String)] = [
            "style": (##""style": "single""##, ##""style": "wavy""##), "color": (##""style": "single""##, ##""style": "single", "color": "#FF0000""##),
            "thickness": (##""style": "single", "thickness": 1"##, ##""style": "single", "thickness": 3"##),
            "offset": (##""style": "single""##, ##""style": "single", "offset": 3"##), "byWord": (##""style": "single""##, ##""style": "single", "byWord": true"##),
        ]
        c.merge(lookChanges) { old, _ in old }
        for kind in ["underline", "strikethrough"] {
            for (key, (base, changed)) in decorationChanges { c["messages[].spans[].\(kind).\(key)"] = decoration(kind, base, changed) }
            // Underlines skip ink by default, strikethroughs do not: each is turned the other way.
            let skip = kind == "underline" ? "false" : "true"
            c["messages[].spans[].\(kind).skipInk"] = decoration(kind, ##""style": "thick""##, ##""style": "thick", "skipInk": \##(skip)"##)
        }
        return c
    }()

    /// Fields that identify rather than show, accepted so that Telegram's own objects decode.
    static let identifyOnly: [String: String] = [
        "$schema": "names the card's JSON Schema for editors: nothing is drawn from it",
        "messages[].entities[].url": "a text_link's target: the link is drawn as a link whatever it points to",
        "messages[].entities[].user": "a text_mention's user: the mention is drawn from the text",
        "messages[].entities[].custom_emoji_id": "a custom emoji's id: its fallback emoji (the text) is drawn",
        "messages[].entities[].unix_time": "a date_time entity's instant: the text the sender wrote is drawn",
        "messages[].entities[].date_time_format": "a date_time entity's format: the text the sender wrote is drawn",
        "messages[].delay": "when the message comes in an animation (CardAnimationTests.pacingFieldsWin); a still card is all at once",
        "messages[].typing": "how long its typing indicator shows in an animation (CardAnimationTests.pacingFieldsWin)",
    ]

    @Test func everyFieldOfTheFormatHasAChangeHereOrAReason() {
        let walked = Set(Self.changes.keys).union(Self.identifyOnly.keys)
        let paths = Set(CardKeys.fieldPaths)
        #expect(paths.subtracting(walked).sorted() == [], "fields no change here covers")
        #expect(walked.subtracting(paths).sorted() == [], "changes of fields the format does not have")
    }

    /// What a user sees of a card: its element frames and its pixels.
    static func rendering(_ json: String) throws -> (frames: String, pixels: Data) {
        let card = try Card(json: Data(json.utf8), files: .relative(to: CardImageTests.images))
        let frames = try card.frames().frames.map { "\($0.message.map(String.init) ?? "-") \($0.element)" }.joined(separator: "\n")
        return (frames, try card.render())
    }

    @Test func everyFieldChangesWhatIsDrawn() throws {
        var unchanged: [String] = []
        for (path, change) in Self.changes.sorted(by: { $0.key < $1.key }) {
            do {
                let (a, b) = (try Self.rendering(change.base), try Self.rendering(change.changed))
                if a.frames == b.frames, try RGBAImage(png: a.pixels).pixels == RGBAImage(png: b.pixels).pixels { unchanged.append(path) }
            } catch {
                Issue.record("\(path): a change here must be a valid card: \(error)")
            }
        }
        #expect(unchanged == [], "these fields change nothing that is drawn")
    }
}

extension FieldWalkTests.Change {
    func replacing(base: String? = nil, changed: String? = nil) -> Self { Self(base: base ?? self.base, changed: changed ?? self.changed) }
}
