import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Each look writes markup as its app does: Messages has none (code, pre blocks, mentions and hashtags are
/// plain text), WhatsApp links no hashtag and writes ``` lines without a box, Discord pills a #channel as a
/// mention; the text itself is never changed. Over random spans, and from frames.
@Suite struct MarkupStyleTests {
    static func randomSpans(_ random: inout SplitMix64) -> [SpanSpec] {
        (0..<Int.random(in: 1...12, using: &random)).map { i in
            var s = SpanSpec(text: ["@omar", "#launch", "make test", "plain words", "let x = 1\nlet y = 2"].randomElement(using: &random)! + " \(i)")
            switch Int.random(in: 0...4, using: &random) {
            case 0: s.mention = true
            case 1: s.hashtag = true
            case 2: s.code = true
            case 3: s.block = .pre(language: Bool.random(using: &random) ? "swift" : nil)
            default: break
            }
            return s
        }
    }

    @Test func looksWriteMarkupAsTheirAppsAndKeepTheText() {
        var random = SplitMix64(0x3A7C)
        for _ in 0..<200 {
            let spans = Self.randomSpans(&random)
            for name in Look.Name.allCases {
                let style = Look.named(name).codeBlocks, written = spans.map(style.written)
                #expect(zip(written, spans).allSatisfy { ($0 != $1) == style.rewrites($1) }, "\(name): rewrites(_:) names the spans written(_:) changes")
                #expect(written.map(\.text) == spans.map(\.text) && written.map(\.bold) == spans.map(\.bold))
                for (w, s) in zip(written, spans) {
                    switch name {
                    case .imessage: #expect(!w.code && !w.block.isPre && !w.mention && !w.hashtag)
                    case .whatsapp: #expect(!w.hashtag && w.mention == s.mention && w.code == s.code)
                    case .discord: #expect(w.mention == (s.mention || s.hashtag) && !w.hashtag)
                    default: #expect(w == s)
                    }
                }
            }
        }
    }

    static let markup = ##"{"messages": [{"from": "them", "spans": [{"text": "@omar", "mention": true}, {"text": " run "}, {"text": "make test", "code": true}, {"text": " "}, {"text": "#launch", "hashtag": true}]}, {"from": "me", "spans": [{"text": "swift build\nswift test", "pre": "sh"}]}]}"##

    @Test(arguments: Look.Name.allCases)
    func preBlocksAreBoxedWhereTheAppBoxesThem(_ look: Look.Name) throws {
        let json = Self.markup.replacingOccurrences(of: #"{"messages""#, with: #"{"look": "\#(look.rawValue)", "messages""#)
        let frames = try Card(json: Data(json.utf8)).frames()
        let boxed = frames.of(message: 1).contains { $0.kind == .pre }
        #expect(boxed == (look != .whatsapp && look != .imessage), "\(look)")
    }

    /// Telegram writes inline code in monospace in the bubble's accent with no tint; the others tint it.
    @Test(arguments: Look.Name.allCases)
    func inlineCodeIsTintedWhereTheAppTintsIt(_ look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "spans": [{"text": "run "}, {"text": "make test", "code": true}]}]}"#
        let tinted = try Card(json: Data(json.utf8)).frames().of(message: 0).contains { $0.kind == .highlight && $0.text == "make test" }
        #expect(tinted == (look != .telegram && look != .imessage), "\(look)")
    }
}
