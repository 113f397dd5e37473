import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Discord draws a poll as its answer boxes: every answer in a box as wide as the poll, one under another, its
/// percentage (adding up as Telegram's do) for the bar's text, the share's fill behind the answer from the box's
/// leading edge; the other looks keep their own.
@Suite struct AnswerBoxPollTests {
    @Test func answersStandInBoxesAsWideAsThePoll() throws {
        var rng = SplitMix64(0xD15C)
        for round in 0..<40 {
            let (json, votes, voters) = ChecklistPollTests.poll(&rng)
            let frames = try ChecklistPollTests.card(.discord, json, width: Int.random(in: 300...560, using: &rng)).frames().of(message: 0)
            let pollFrame = frames.first { $0.kind == .poll }
            let poll = try #require(pollFrame, "round \(round)").rect
            let boxes = frames.filter { $0.kind == .bar }
            #expect(boxes.compactMap(\.text) == PollPercents.of(votes, voters: voters).map { "\($0)%" }, "round \(round)")
            for (box, next) in zip(boxes, boxes.dropFirst()) { #expect(next.rect.minY > box.rect.maxY, "round \(round): boxes overlap") }
            for box in boxes { #expect(abs(box.rect.minX - poll.minX) < 0.5 && abs(box.rect.maxX - poll.maxX) < 0.5, "round \(round): a box narrower than the poll") }
            let options = frames.indices.filter { frames[$0].kind == .bar }.map { frames[$0 - 1] }
            for (option, box) in zip(options, boxes) { #expect(box.rect.contains(Point(x: option.rect.midX, y: option.rect.midY)), "round \(round): an answer outside its box") }
        }
    }

    /// The share's fill: at scale 2, a row of the box above its text (clear of its corners' arcs, 9 pt in from each
    /// side) is lit (unlike the empty box's ground) for the share of the box's width.
    @Test func theFillIsAsLongAsTheShare() throws {
        let json = #"{"question": "Tea?", "totalVoters": 4, "options": [{"text": "a", "votes": 3}, {"text": "b", "votes": 1}, {"text": "c", "votes": 0}]}"#
        let card = try ChecklistPollTests.card(.discord, json, theme: "dark", width: 420)
        let boxes = try card.frames().of(message: 0).filter { $0.kind == .bar }.map(\.rect)
        let image = try RGBAImage(png: card.render())
        let ground = image[Int(boxes[2].midX * 2), Int((boxes[2].minY + 5) * 2)]
        for (box, share) in zip(boxes, [0.75, 0.25, 0.0]) {
            let y = Int((box.minY + 5) * 2)
            let lit = (Int((box.minX + 9) * 2)..<Int((box.maxX - 9) * 2)).filter { x in
                let p = image[x, y]
                return abs(Int(p.r) - Int(ground.r)) + abs(Int(p.g) - Int(ground.g)) + abs(Int(p.b) - Int(ground.b)) > 6
            }.count
            #expect(abs(Double(lit) - max(0, box.width * share - 9) * 2) <= 3, "\(share): \(lit) px lit of \(box.width * 2)")
        }
    }
}
