import Foundation

/// A poll or a quiz with its results.
public struct PollSpec: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        package var text: String
        package var votes: Int
        /// I voted for it.
        package var chosen: Bool

        public init(text: String, votes: Int, chosen: Bool = false) { (self.text, self.votes, self.chosen) = (text, votes, chosen) }
    }
    package var question: String
    package var options: [Option]
    /// The people who voted (fewer than the votes' sum when each may pick several); the votes' sum when not given.
    package var totalVoters: Int?
    package var closed: Bool
    package var anonymous: Bool
    package var quiz: Bool
    /// A quiz's right answer.
    package var correct: Int?

    public init(question: String, options: [Option], totalVoters: Int? = nil, closed: Bool = false, anonymous: Bool = true,
                quiz: Bool = false, correct: Int? = nil) {
        (self.question, self.options, self.totalVoters, self.closed) = (question, options, totalVoters, closed)
        (self.anonymous, self.quiz, self.correct) = (anonymous, quiz, correct)
    }

    /// Voters: as given, else the votes' sum.
    var voters: Int { totalVoters ?? options.reduce(0) { $0 + $1.votes } }
    /// Voters chose several options: the options' votes add up to more than the voters.
    var choseSeveral: Bool { options.reduce(0) { $0 + $1.votes } > voters }
}

/// The `poll` kind of the card format: a poll or a quiz with its results.
enum PollKind: MessageKindDescriptor {
    static let kind = AttachmentKind.poll
    static let fields = ["question", "options", "totalVoters", "closed", "anonymous", "quiz", "correct"]
    static let imageFields: [String] = []
    static let optionFields = ["text", "votes", "chosen"]
    static let nestedFields = optionFields.map { "options[]." + $0 }
    /// The kind's object (and its nested ones) in the card format's JSON Schema.
    /// `correct`'s range is the options' indices: the schema gives the widest, for the most options a poll has.
    static let schema: [String: SchemaObject] = [
        kind.rawValue: SchemaObject(keys: fields, values: [
            "question": .text(characters: CardLimits.maxPollQuestionCharacters),
            "options": .array(.object("poll.option"), count: CardLimits.pollOptionRange),
            "totalVoters": .number(CardLimits.votesRange, whole: true),
            "closed": .boolean,
            "anonymous": .boolean,
            "quiz": .boolean,
            "correct": .number(0...Double(CardLimits.pollOptionRange.upperBound - 1), whole: true),
        ], required: ["question", "options"],
        note: "`question` must show a visible character; no option has more votes than `totalVoters`; "
            + "`correct` (an option's index, from 0) is below the options' count and needs `quiz` true."),
        "poll.option": SchemaObject(keys: optionFields, values: [
            "text": .text(characters: CardLimits.maxPollOptionCharacters),
            "votes": .number(CardLimits.votesRange, whole: true),
            "chosen": .boolean,
        ], required: ["text", "votes"], note: "`text` must show a visible character."),
    ]

    static func decode(_ a: JSONReader, images: ImageSources) throws(CardError) -> PollSpec {
        let question = try JSONReader.string(a.required("question"), path: a.child("question"), maxCharacters: CardLimits.maxPollQuestionCharacters)
        let items = try a.array("options") ?? []
        let path = a.child("options")
        guard CardLimits.pollOptionRange.contains(items.count) else {
            throw CardError(path: path, message: "has \(items.count) options; a poll has \(CardLimits.pollOptionRange.lowerBound) to \(CardLimits.pollOptionRange.upperBound)")
        }
        let options = try items.enumerated().map { (i, item) throws(CardError) in
            let o = try JSONReader(item, path: "\(path)[\(i)]", known: optionFields)
            let text = try JSONReader.string(o.required("text"), path: o.child("text"), maxCharacters: CardLimits.maxPollOptionCharacters)
            return PollSpec.Option(text: try CardDecoder.visible(text, path: o.child("text"))!,
                                   votes: Int(try CardDecoder.wholeNumber(o, "votes", in: CardLimits.votesRange, required: true)!), chosen: try o.bool("chosen") ?? false)
        }
        var poll = PollSpec(question: try CardDecoder.visible(question, path: a.child("question"))!, options: options)
        poll.totalVoters = try CardDecoder.wholeNumber(a, "totalVoters", in: CardLimits.votesRange).map { Int($0) }
        if let total = poll.totalVoters, let most = options.indices.max(by: { options[$0].votes < options[$1].votes }), options[most].votes > total {
            throw CardError(path: "\(path)[\(most)].votes", message: "\(options[most].votes) votes is more than the poll's \(total) voters (\"totalVoters\")")
        }
        poll.closed = try a.bool("closed") ?? false
        poll.anonymous = try a.bool("anonymous") ?? true
        poll.quiz = try a.bool("quiz") ?? false
        if let correct = try CardDecoder.wholeNumber(a, "correct", in: 0...Double(options.count - 1)) {
            guard poll.quiz else { throw CardError(path: a.child("correct"), message: "marks a quiz's right answer; this poll has no \"quiz\": true") }
            poll.correct = Int(correct)
        }
        return poll
    
    }

    static func encode(_ spec: PollSpec) -> JSONValue {
        var o = JSONMembers()
        o.add("question", spec.question)
        o.add("options", .array(spec.options.map { option in
            var item = JSONMembers()
            item.add("text", option.text)
            item.add("votes", option.votes)
            item.add("chosen", option.chosen)
            return item.value
        }))
        o.add("totalVoters", spec.totalVoters)
        o.add("closed", spec.closed)
        o.add("anonymous", spec.anonymous, unless: true)
        o.add("quiz", spec.quiz)
        o.add("correct", spec.correct)
        return o.value
    }

    static func images(of spec: PollSpec) -> [ImageSpec] { [] }
    static func wrap(_ spec: PollSpec) -> AttachmentSpec { .poll(spec) }
}

extension PollSpec: KindSpec { typealias Descriptor = PollKind }
