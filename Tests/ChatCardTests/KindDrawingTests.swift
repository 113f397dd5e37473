import Foundation
import Testing
@testable import ChatCard

/// Every message kind says how it is drawn (its spec's `DrawnKind` conformance; there is no switch over
/// kinds in the layout to make the compiler ask), and what it draws shows: in every look, a message of
/// each kind from the field walk has a frame of its kind's key, or of its picture where a map stands for
/// a place.
@Suite struct KindDrawingTests {
    static let kindMessages: [AttachmentKind: [MessageSpec]] = {
        let cards = FieldWalkTests.changes.values.flatMap { [$0.base, $0.changed] }.compactMap { try? CardEncoderTests.decoded($0) }
        return Dictionary(grouping: cards.flatMap(\.messages).filter { $0.attachment != nil }) { $0.attachment!.kind }
    }()

    @Test func everyKindIsDrawn() {
        #expect(Set(Self.kindMessages.keys) == Set(AttachmentKind.allCases))
        for kind in AttachmentKind.allCases {
            for m in Self.kindMessages[kind] ?? [] { #expect(m.attachment?.drawing != nil, "\(kind) has no drawing") }
        }
    }

    @Test(arguments: Look.Name.allCases)
    func everyKindShowsInItsFrames(_ look: Look.Name) throws {
        for (kind, messages) in Self.kindMessages {
            for m in messages {
                var spec = CardSpec(look: look)
                spec.messages = [m]
                let kinds = Set(try Card(spec: spec).frames().of(message: 0).map(\.kind.rawValue))
                let shown = kinds.contains(kind.rawValue) || (kind == .location && !kinds.isDisjoint(with: ["location", "text"]))
                #expect(shown, "\(look) \(kind): frames \(kinds.sorted())")
            }
        }
    }
}
