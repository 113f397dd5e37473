import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Within one card distinct people get distinct name colours while the seven hues last (a reply's author
/// and the replier shared one from the hash), the same set of names gets the same colours whatever the
/// order, and a `people` colour still wins.
@Suite struct AuthorColorTests {
    static let pool = ["Maya", "Omar", "Bo", "Alexandra", "Leo", "Sam", "Yuki", "Ana", "Ivan", "Noa", "Chen", "Zoe",
                       "Amir", "Lena", "Raj", "Eve", "Tom", "Ida", "Kai", "Mia"]

    @Test func distinctPeopleGetDistinctColoursWhileTheyLast() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let names = Set(Self.pool.shuffled(using: &random).prefix(Int.random(in: 2...7, using: &random)))
            for theme in [CardSpec.Theme.light, .dark] {
                let colors = AuthorColors(theme: theme, people: [:], names: names)
                let distinct = Set(names.map { colors.color(of: $0).hexString })
                #expect(distinct.count == names.count, "\(names.sorted()) share colours in \(theme)")
            }
        }
    }

    @Test func theSameSetGivesTheSameColoursAndGivenColoursWin() throws {
        func card(_ messages: String, people: String = "") throws -> CardSpec {
            try Card(json: Data(##"{\##(people)"messages": [\##(messages)]}"##.utf8)).spec
        }
        let a = try card(##"{"from": "them", "author": "Maya", "text": "a"}, {"from": "them", "author": "Omar", "reply": {"author": "Bo", "text": "x"}, "text": "b"}"##)
        let b = try card(##"{"from": "them", "author": "Bo", "text": "a"}, {"from": "them", "author": "Maya", "reply": {"author": "Omar", "text": "x"}, "text": "b"}"##)
        let (ca, cb) = (AuthorColors(theme: .light, people: [:], names: AuthorColors.names(in: a)),
                        AuthorColors(theme: .light, people: [:], names: AuthorColors.names(in: b)))
        #expect(AuthorColors.names(in: a) == ["Maya", "Omar", "Bo"])
        #expect(["Maya", "Omar", "Bo"].map { ca.color(of: $0) } == ["Maya", "Omar", "Bo"].map { cb.color(of: $0) })
        let given = try Color(hex: "#123456")
        let withPeople = try card(##"{"from": "them", "author": "Maya", "text": "a"}"##, people: ##""people": {"Maya": {"color": "#123456"}}, "##)
        #expect(AuthorColors(theme: .light, people: withPeople.people, names: ["Maya"]).color(of: "Maya") == given)
    }
}
