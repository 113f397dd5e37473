import Canvas
import ChatCard
import ChatCardSupport
import Foundation
import ImageCodecs
import Testing

/// An error message repeats at most a short prefix of the input that caused it.
@Suite struct ErrorEchoTests {
    static let huge = String(repeating: "9", count: 4_000_000)
    static let longWord = String(repeating: "x", count: 1_000_000)

    static func error(_ json: String) -> String {
        do { _ = try Card(json: Data(json.utf8)); return "no error" } catch { return error.description }
    }

    @Test(arguments: [
        ##"{"width": 1\##(huge), "messages": []}"##,
        ##"{"\##(longWord)": 1, "messages": []}"##,
        ##"{"a": 1, "\##(longWord)": 1, "\##(longWord)": 2}"##,
        ##"{"theme": "\##(longWord)", "messages": []}"##,
        ##"{"background": "#\##(longWord)", "messages": []}"##,
        ##"{"messages": [{"from": "me", "text": "x", "fill": "\##(longWord)"}]}"##,
    ])
    func hugeValuesAreCutInMessages(_ json: String) {
        let message = Self.error(json)
        #expect(message.utf8.count < 300, "\(message.prefix(300))")
        #expect(message.contains("…"), "the cut is marked: \(message.prefix(300))")
    }

    @Test func shortValuesAreQuotedWhole() {
        #expect(ShortQuote.quoted("zigzag") == "\"zigzag\"")
        #expect(ShortQuote.quoted(String(repeating: "é", count: 40)) == "\"\(String(repeating: "é", count: 32))…\" (40 characters)")
        #expect(ShortQuote.of(String(repeating: "a", count: ShortQuote.limit)) == String(repeating: "a", count: ShortQuote.limit))
    }
}
