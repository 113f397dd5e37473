import ArgumentParser
import ChatCard
import Foundation

/// Forty messages, each one of the message kinds in turn (file, voice note, track, video, poll, place,
/// contact, link preview, call), against the same forty as plain text of the same length: the kinds' parts
/// should cost at most twice the text's (layout and drawing, round by round).
func kindCards(only: String = "") throws -> (kinds: Card, plain: Card) {
    let kinds: [(json: String, text: String)] = [
        (#""document": {"name": "Quarterly report 2026.pdf", "size": 2516582}"#, "Quarterly report 2026.pdf 2.4 MB"),
        (#""voice": {"duration": 14, "waveform": [0,2,5,9,14,20,25,31,28,22,17,12,9,14,19,24,29,31,26,20,15,10,6,3,1]}"#, "Voice message 0:14"),
        (#""audio": {"title": "Blue in Green", "performer": "Miles Davis", "duration": 337}"#, "Blue in Green Miles Davis 5:37"),
        (#""video": {"duration": 83, "width": 1280, "height": 720}"#, "Video 1:23"),
        (#""poll": {"question": "Where do we eat tonight?", "options": [{"text": "Pizza", "votes": 5, "chosen": true}, {"text": "Sushi", "votes": 3}, {"text": "Tacos", "votes": 1}]}"#,
         "Where do we eat tonight? Anonymous Poll 56% Pizza 33% Sushi 11% Tacos 9 votes"),
        (#""location": {"latitude": 48.8584, "longitude": 2.2945, "title": "Eiffel Tower", "address": "Champ de Mars, Paris"}"#, "Eiffel Tower Champ de Mars, Paris"),
        (#""contact": {"name": "Ana Lima", "phone": "+55 11 91234-5678"}"#, "Ana Lima +55 11 91234-5678"),
        (#""text": "https://swift.org/blog", "preview": {"url": "https://swift.org/blog", "site": "Swift.org", "title": "Swift 6.2 Released", "description": "Approachable concurrency and more."}"#,
         "https://swift.org/blog Swift.org Swift 6.2 Released Approachable concurrency and more."),
        (#""call": {"direction": "outgoing", "duration": 312}"#, "Outgoing Call 9:46, 5:12"),
    ]
    // One kind alone, for a profile: the messages whose JSON starts with its key.
    let chosen = only.isEmpty ? kinds : kinds.filter { $0.json.hasPrefix("\"\(only)\"") || $0.json.contains(", \"\(only)\"") }
    guard !chosen.isEmpty else { throw ValidationError("no message kind is named \(only)") }
    func card(_ body: (Int) -> String) throws -> Card {
        let messages = (0..<40).map { i in #"{"from": "\#(i % 3 == 0 ? "me" : "them")", "author": "Maya", "time": "9:41", \#(body(i))}"# }
        return try Card(json: Data(#"{"messages": [\#(messages.joined(separator: ","))]}"#.utf8))
    }
    return (try card { chosen[$0 % chosen.count].json }, try card { #""text": "\#(chosen[$0 % chosen.count].text)""# })
}

func benchKinds(iterations: Int, only: String = "") throws {
    let (kinds, plain) = try kindCards(only: only)
    for card in [kinds, plain] { _ = try card.render() }
    var rounds: [Double] = [], kindTimes: [Double] = [], plainTimes: [Double] = []
    for _ in 0..<iterations {
        let k = try kinds.renderMeasured().timing, p = try plain.renderMeasured().timing
        kindTimes.append(k.layout + k.drawing); plainTimes.append(p.layout + p.drawing)
        rounds.append((k.layout + k.drawing) / (p.layout + p.drawing))
    }
    print(String(format: "kinds: layout + drawing of 40 messages of every kind %.2f ms / the same as plain text %.2f ms (round by round: median %.2f×, quartiles %.2f–%.2f×)",
                 percentile(kindTimes, 0.5), percentile(plainTimes, 0.5), percentile(rounds, 0.5), percentile(rounds, 0.25), percentile(rounds, 0.75)))
}
