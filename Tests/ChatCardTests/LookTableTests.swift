import Decorations
import TextLayout
import Foundation
import Testing
@testable import ChatCard

/// Telegram starts a new run when more than 10 minutes pass between one author's messages:
/// the name shows again, each run has its tail. Other looks keep time out of runs.
@Suite struct RunWindowTests {
    static func authorLabels(look: Look.Name, times: (String, String)) throws -> Int {
        let json = #"""
            {"look": "\#(look.rawValue)", "messages": [{"from": "them", "author": "Maya", "time": "\#(times.0)", "text": "First"},
             {"from": "them", "author": "Maya", "time": "\#(times.1)", "text": "Second"}]}
            """#
        return try Card(json: Data(json.utf8)).frames().frames.filter { $0.element.kind == .author }.count
    }

    @Test func telegramSplitsARunAfterTenMinutes() throws {
        #expect(try Self.authorLabels(look: .telegram, times: ("9:00", "9:10")) == 1, "10 minutes: one run")
        #expect(try Self.authorLabels(look: .telegram, times: ("9:00", "9:11")) == 2, "11 minutes: two runs")
        #expect(try Self.authorLabels(look: .telegram, times: ("11:55 PM", "12:20 AM")) == 2, "across midnight")
        #expect(try Self.authorLabels(look: .telegram, times: ("9:00", "yesterday")) == 1, "a time that is no clock time keeps the run")
        #expect(try Self.authorLabels(look: .whatsapp, times: ("9:00", "9:30")) == 1, "WhatsApp keeps the run")
    }
}

/// Telegram insets media in a bubble by 2 pt; WhatsApp by 3; ChatCard edge to edge.
@Suite struct MediaInsetTests {
    @Test(arguments: [(Look.Name.telegram, 2.0), (.whatsapp, 3.0), (.chatcard, 0.0)])
    func aPhotoSitsItsLooksInsetInsideTheBubble(look: Look.Name, inset: Double) throws {
        let photo = try CardImageTests.dataURI("landscape.jpg")
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "me", "time": "9:41", "image": "\#(photo)"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames().of(message: 0)
        let bubble = try #require(frames.first { $0.kind == .bubble }?.rect), picture = try #require(frames.first { $0.kind == .photo }?.rect)
        // My bubble's tail is on the right: the leading edge and the top show the inset.
        #expect(abs(picture.minX - bubble.minX - inset) < 0.51 && abs(picture.minY - bubble.minY - inset) < 0.51, "\(look): \(picture) in \(bubble)")
    }
}

/// Telegram's reaction chips are 30 pt high with a 20 pt emoji at 17 pt; Slack's pills 24 px; ChatCard's 23.3.
@Suite struct ReactionSizeTests {
    @Test(arguments: [(Look.Name.telegram, 30.0), (.slack, 24.0), (.chatcard, 23.3)])
    func chipsHaveTheirLooksHeight(look: Look.Name, height: Double) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "text": "ok", "reactions": [{"emoji": "🔥", "count": 3}]}]}"#
        let chip = try #require(try Card(json: Data(json.utf8)).frames().of(message: 0).first { $0.kind == .reaction })
        #expect(abs(chip.rect.height - height) < 0.5, "\(look): \(chip.rect.height)")
    }
}

/// A video's two pills (its duration and its time) are one size in every look that puts the time on it:
/// the badge takes the look's time size and padding, not ChatCard's.
@Suite struct VideoPillTests {
    @Test(arguments: Look.Name.allCases.filter { name in
        if case .inBubbles = Look.named(name).times, case .bubbles = Look.named(name).layout { true } else { false }
    })
    func aVideosDurationAndTimePillsMatch(look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "time": "9:41", "video": {"duration": 75, "width": 16, "height": 9}}]}"#
        let pills = try Card(json: Data(json.utf8)).frames().of(message: 0).filter { $0.kind == .pill }.map(\.rect)
        try #require(pills.count == 2, "\(look): the duration's and the time's pills")
        #expect(abs(pills[0].height - pills[1].height) < 1e-6, "\(look): \(pills[0].height) and \(pills[1].height) pt high")
    }
}

/// WhatsApp says a message was forwarded with an arrow and "Forwarded" in italic grey, without the source;
/// Telegram names the source.
@Suite struct ForwardStyleTests {
    static func forward(_ look: Look.Name, from: String = "them") throws -> ElementFrame {
        let json = #"{"look": "\#(look.rawValue)", "scale": 3, "messages": [{"from": "\#(from)", "time": "9:41", "forwardedFrom": "Trail News", "text": "Ridge trail reopens"}]}"#
        return try #require(try Card(json: Data(json.utf8)).frames().of(message: 0).first { $0.kind == .forward })
    }

    @Test func whatsappMarksAForwardWithoutItsSource() throws {
        for from in ["them", "me"] {
            let whatsapp = try Self.forward(.whatsapp, from: from), telegram = try Self.forward(.telegram, from: from)
            #expect(whatsapp.text == "Forwarded" && telegram.text == "Forwarded from Trail News")
            // The arrow before the word: the frame reaches past the word's own width by the mark and its gap.
            let word = TextLayout(AttributedText("Forwarded", attributes: TextAttributes(italic: true)),
                                  options: LayoutOptions(font: FontSpec(family: "Roboto", size: Look.whatsapp.font.size * PartProportions.forwardSize)))
            #expect(whatsapp.rect.width > word.usedBounds.width + 0.9 * word.lines[0].metrics.ascent, "\(whatsapp.rect.width)")
        }
    }
}

/// WhatsApp's double check is 16 px wide beside its 11 px time (WhatsApp Web's `msg-dblcheck`, 16 × 11), larger
/// than ChatCard's ticks at that size; its single check as tall.
@Suite struct StatusMarkSizeTests {
    @Test(arguments: ["light", "dark"], ["read", "delivered", "sent"])
    func whatsAppsChecksHaveItsSize(theme: String, status: String) throws {
        let json = #"{"look": "whatsapp", "theme": "\#(theme)", "messages": [{"from": "me", "time": "9:41", "status": "\#(status)", "text": "ok"}]}"#
        let mark = try #require(try Card(json: Data(json.utf8)).frames().of(message: 0).first { $0.kind == .status }).rect
        if status == "sent" {
            #expect(abs(mark.height - 8.7) < 0.5, "\(theme) \(status): \(mark)")
        } else {
            #expect(abs(mark.width - 16) < 0.5, "\(theme) \(status): \(mark)")
        }
    }
}
