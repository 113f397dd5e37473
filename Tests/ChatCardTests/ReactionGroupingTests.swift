import Foundation
import Testing
@testable import ChatCard

/// Each look groups reactions as its app does: WhatsApp one pill (the three most chosen emoji and how many
/// reacted), iMessage a tapback per emoji without counts, the others a chip per emoji with its count.
@Suite struct ReactionGroupingTests {
    static let reactions = [ReactionSpec(emoji: "👍", count: 2), ReactionSpec(emoji: "🔥", count: 3, mine: true),
                            ReactionSpec(emoji: "😂"), ReactionSpec(emoji: "🎉", count: 2), ReactionSpec(emoji: "🙏")]

    @Test func onePillShowsTheMostChosenAndTheTotal() {
        let pill = ReactionGrouping.onePill(emoji: 3).chips(Self.reactions)
        // 🔥 3, then the two with 2 in the message's order; 9 people in all; nothing marked as mine.
        #expect(pill == [ReactionSpec(emoji: "🔥👍🎉", count: 9)])
        #expect(ReactionGrouping.onePill(emoji: 3).chips([ReactionSpec(emoji: "👍")]) == [ReactionSpec(emoji: "👍")], "one person: no count")
        #expect(ReactionGrouping.onePill(emoji: 3).chips([]).isEmpty)
        #expect(ReactionGrouping.perEmojiUncounted.chips(Self.reactions).map(\.count) == [nil, nil, nil, nil, nil])
        #expect(ReactionGrouping.perEmojiUncounted.chips(Self.reactions).map(\.mine) == Self.reactions.map(\.mine))
        #expect(ReactionGrouping.perEmoji.chips(Self.reactions) == Self.reactions)
    }

    /// In the pictures: one reaction frame in WhatsApp, one per emoji elsewhere.
    @Test(arguments: Look.Name.allCases) func chipsPerLook(_ look: Look.Name) throws {
        let items = Self.reactions.map { r in #"{"emoji": "\#(r.emoji)"\#(r.count.map { ", \"count\": \($0)" } ?? "")}"# }
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "text": "Ship it", "reactions": [\#(items.joined(separator: ","))]}]}"#
        let chips = try Card(json: Data(json.utf8)).frames().of(message: 0).filter { $0.kind == .reaction }
        #expect(chips.count == (look == .whatsapp ? 1 : Self.reactions.count), "\(look)")
    }
}
