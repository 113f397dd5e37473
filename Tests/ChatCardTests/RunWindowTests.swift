import Decorations
import Foundation
import Testing
@testable import ChatCard

/// Telegram starts a new run when more than 10 minutes pass between one author's messages (issue 46,
/// Telegram 1): the name shows again, each run has its tail. Other looks keep time out of runs.
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
