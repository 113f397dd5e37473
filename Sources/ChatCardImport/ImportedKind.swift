import ChatCard

/// A message kind an importer read (a file, a voice note, a poll…), written as the card format's member:
/// texts shortened to the card's limits, numbers kept in range, each change warned. What cannot make a
/// card's kind (a poll of one option, a place off the globe) is nil, and the message keeps its placeholder.
enum ImportedKind {
    case document(name: String?, size: Int64?, thumbnail: ChatMessage.ImageSource?)
    case voice(duration: Int64?, waveform: [UInt8])
    case audio(title: String?, performer: String?, duration: Int64?, cover: ChatMessage.ImageSource?)
    case video(duration: Int64?, kind: VideoSpec.Kind, width: Double?, height: Double?, thumbnail: ChatMessage.ImageSource?)
    case poll(Poll)
    case location(latitude: Double?, longitude: Double?, title: String?, address: String?)
    case contact(name: String, phone: String?)
    case call(direction: CallSpec.Direction, duration: Int64?, video: Bool)
    case preview(url: String, site: String?, title: String?, description: String?, image: ChatMessage.ImageSource?)
    case dice(emoji: String, value: Int64)

    struct Poll {
        var question: String
        var options: [(text: String, votes: Int64, chosen: Bool)]
        var totalVoters: Int64?
        var closed = false
        var anonymous = true
        var quiz = false
        var correct: Int?
    }

    var key: String { kind.rawValue }

    /// The picture the kind shows beside its words (a file's thumbnail, a track's cover, a video's frame, a
    /// preview's image), if it has one.
    var picture: ChatMessage.ImageSource? {
        get {
            switch self {
            case .document(_, _, let p), .audio(_, _, _, let p), .video(_, _, _, _, let p), .preview(_, _, _, _, let p): p
            case .voice, .poll, .location, .contact, .call, .dice: nil
            }
        }
        set {
            switch self {
            case .document(let name, let size, _): self = .document(name: name, size: size, thumbnail: newValue)
            case .audio(let title, let performer, let duration, _): self = .audio(title: title, performer: performer, duration: duration, cover: newValue)
            case .video(let duration, let kind, let width, let height, _):
                self = .video(duration: duration, kind: kind, width: width, height: height, thumbnail: newValue)
            case .preview(let url, let site, let title, let description, _):
                self = .preview(url: url, site: site, title: title, description: description, image: newValue)
            case .voice, .poll, .location, .contact, .call, .dice: break
            }
        }
    }

    var kind: AttachmentKind {
        switch self {
        case .document: .document
        case .voice: .voice
        case .audio: .audio
        case .video: .video
        case .poll: .poll
        case .location: .location
        case .contact: .contact
        case .call: .call
        case .preview: .preview
        case .dice: .dice
        }
    }

    /// The card's member, or nil when what was read cannot be drawn as this kind. `fromMe`: the message's
    /// side, which turns a call read from the caller's view to the reader's.
    func member(fromMe: Bool, warnings: inout ImportWarnings) -> (key: String, value: JSONValue)? {
        var fields: [(key: String, value: JSONValue)] = []
        func text(_ key: String, _ value: String?, limit: Int = CardLimitsForImport.shortText, oneLine: Bool = true) {
            guard let value, !VisibleText.drawsNothing(value) else { return }
            fields.append((key, .string(MessageText.limited(oneLine ? value.oneLineForImport : value, to: limit, warnings: &warnings))))
        }
        func number(_ key: String, _ value: Int64?, in range: ClosedRange<Double>) {
            guard let value else { return }
            let clamped = min(max(Double(value), range.lowerBound), range.upperBound)
            if clamped != Double(value) { warnings.add("\(self.key) \(key) out of range, drawn as \(Int64(clamped))") }
            fields.append((key, .number(clamped)))
        }
        func picture(_ key: String, _ source: ChatMessage.ImageSource?) { if let source { fields.append((key, source.json)) } }
        switch self {
        case .document(let name, let size, let thumbnail):
            text("name", VisibleText.drawsNothing(name ?? "") ? "File" : name)
            number("size", size, in: CardLimits.fileSizeRange)
            picture("thumbnail", thumbnail)
        case .voice(let duration, let waveform):
            number("duration", duration ?? 0, in: CardLimits.durationRange)
            if !waveform.isEmpty { fields.append(("waveform", .array(waveform.prefix(CardLimits.maxWaveformSamples).map { .number(Double(min($0, 31))) }))) }
        case .audio(let title, let performer, let duration, let cover):
            text("title", title)
            text("performer", performer)
            number("duration", duration ?? 0, in: CardLimits.durationRange)
            picture("cover", cover)
        case .video(let duration, let kind, let width, let height, let thumbnail):
            number("duration", duration ?? 0, in: CardLimits.durationRange)
            if kind != .video { fields.append(("kind", .string(kind.rawValue))) }
            if let width, let height, CardLimits.videoSideRange.contains(width), CardLimits.videoSideRange.contains(height) {
                fields += [("width", .number(width)), ("height", .number(height))]
            }
            picture("thumbnail", thumbnail)
        case .poll(let poll):
            guard let json = Self.poll(poll, warnings: &warnings) else { return nil }
            return (key, json)
        case .location(let latitude, let longitude, let title, let address):
            guard let latitude, let longitude, CardLimits.latitudeRange.contains(latitude), CardLimits.longitudeRange.contains(longitude) else { return nil }
            fields += [("latitude", .number(latitude)), ("longitude", .number(longitude))]
            text("title", title)
            text("address", address)
        case .contact(let name, let phone):
            text("name", VisibleText.drawsNothing(name) ? "Contact" : name)
            text("phone", phone)
        case .call(let direction, let duration, let video):
            fields.append(("direction", .string(Self.seen(direction, fromMe: fromMe).rawValue)))
            if let duration, duration > 0 { number("duration", duration, in: CardLimits.durationRange) }
            if video { fields.append(("video", .bool(true))) }
        case .preview(let url, let site, let title, let description, let image):
            guard !VisibleText.drawsNothing(url), url.count <= CardLimits.maxLinkCharacters, !url.unicodeScalars.contains(where: { $0.value == 0 }) else { return nil }
            fields.append(("url", .string(url)))
            text("site", site)
            text("title", title)
            text("description", description, limit: CardLimits.maxDescriptionCharacters, oneLine: false)
            picture("image", image)
        case .dice(let emoji, let value):
            // A game the card does not know, or a value it cannot land on, keeps its placeholder.
            guard let game = DiceSpec.Game(rawValue: emoji), game.values.contains(Int(clamping: value)) else { return nil }
            fields += [("emoji", .string(emoji)), ("value", .number(Double(value)))]
        }
        return (key, .object(fields))
    }

    /// A call as its reader sees it: one from them that was answered came in; one of mine nobody took was
    /// declined (Telegram's "Cancelled Call", red).
    static func seen(_ direction: CallSpec.Direction, fromMe: Bool) -> CallSpec.Direction {
        switch (direction, fromMe) {
        case (.outgoing, false): .incoming
        case (.incoming, true): .outgoing
        // A call I made that nobody answered.
        case (.missed, true): .cancelled
        default: direction
        }
    }

    /// A poll as the card takes one: 2 to 12 options (more are left out, warned), texts shortened, votes in range,
    /// the voters' count only where it covers every option's votes.
    private static func poll(_ poll: Poll, warnings: inout ImportWarnings) -> JSONValue? {
        guard poll.options.count >= CardLimits.pollOptionRange.lowerBound else { return nil }
        let most = CardLimits.pollOptionRange.upperBound
        if poll.options.count > most { warnings.add("poll options past \(most), left out", poll.options.count - most) }
        let maxVotes = Int64(CardLimits.votesRange.upperBound)
        var options: [JSONValue] = []
        for option in poll.options.prefix(most) {
            let text = VisibleText.drawsNothing(option.text) ? "—" : MessageText.limited(option.text, to: CardLimits.maxPollOptionCharacters, warnings: &warnings)
            var o: [(key: String, value: JSONValue)] = [("text", .string(text)), ("votes", .number(Double(min(max(0, option.votes), maxVotes))))]
            if option.chosen { o.append(("chosen", .bool(true))) }
            options.append(.object(o))
        }
        let question = VisibleText.drawsNothing(poll.question) ? "Poll" : poll.question
        var fields: [(key: String, value: JSONValue)] = [
            ("question", .string(MessageText.limited(question, to: CardLimits.maxPollQuestionCharacters, warnings: &warnings))), ("options", .array(options)),
        ]
        let shownVotes = poll.options.prefix(most).map { min(max(0, $0.votes), maxVotes) }
        if let total = poll.totalVoters, total <= maxVotes, total >= (shownVotes.max() ?? 0) { fields.append(("totalVoters", .number(Double(total)))) }
        if poll.closed { fields.append(("closed", .bool(true))) }
        if !poll.anonymous { fields.append(("anonymous", .bool(false))) }
        if poll.quiz {
            fields.append(("quiz", .bool(true)))
            if let correct = poll.correct, correct >= 0, correct < min(most, poll.options.count) { fields.append(("correct", .number(Double(correct)))) }
        }
        return .object(fields)
    }
}

extension String {
    /// The text on one line, for the card's one-line fields.
    var oneLineForImport: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
