/// Message fields only some looks draw; on another look they are refused, naming the looks that draw them.
package enum LookField: String, Sendable, CaseIterable {
    /// `thread`: the reply count line under a message (Slack, Discord).
    case thread
    /// `sms`: my message sent as a text message, in a green bubble (iMessage).
    case sms
}

/// A thread under a message: how many replies, who wrote them, when the last came.
public struct ThreadSpec: Sendable, Equatable {
    package var replies: Int
    /// The repliers' names (their `people` avatars or initials); the first few are drawn.
    package var people: [String]
    package var last: String?

    public init(replies: Int, people: [String] = [], last: String? = nil) { (self.replies, self.people, self.last) = (replies, people, last) }
}

extension CardLimits {
    package static let threadRepliesRange: ClosedRange<Double> = 1...1_000_000
    package static let maxThreadPeople = 50
}

extension CardDecoder {
    /// `thread` and `sms`; whether the card's look draws them is checked where it is known for sure, at layout.
    static func lookFields(of m: inout MessageSpec, _ r: JSONReader) throws(CardError) {
        if let value = r.value("thread") {
            let t = try JSONReader(value, path: r.child("thread"), known: CardKeys.thread)
            let replies = Int(try wholeNumber(t, "replies", in: CardLimits.threadRepliesRange, required: true)!)
            let names = try t.array("people") ?? []
            guard names.count <= CardLimits.maxThreadPeople else {
                throw CardError(path: t.child("people"), message: "has \(names.count) names; the limit is \(CardLimits.maxThreadPeople)")
            }
            let people = try names.enumerated().map { (i, name) throws(CardError) in
                let path = "\(t.child("people"))[\(i)]"
                return try visible(JSONReader.string(name, path: path, maxCharacters: CardLimits.maxShortTextCharacters), path: path)!
            }
            m.thread = ThreadSpec(replies: replies, people: people, last: try line(t, "last"))
        }
        m.sms = try r.bool("sms") ?? false
        if m.sms, m.from != .me {
            throw CardError(path: r.child("sms"), message: "only messages from me are sent as text messages (green)")
        }
    }
}
