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
    /// A kind the reader made whole: nothing to read or shorten (a dice).
    case drawn(AttachmentSpec)

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
            case .voice, .poll, .location, .contact, .call, .drawn: nil
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
            case .voice, .poll, .location, .contact, .call, .drawn: break
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
        case .drawn(let spec): spec.kind
        }
    }

    /// The card's kind, or nil when what was read cannot be drawn as this kind. `fromMe`: the message's
    /// side, which turns a call read from the caller's view to the reader's; `pictures` holds the pictures read.
    func spec(fromMe: Bool, pictures: PictureReader, warnings: inout ImportWarnings) -> AttachmentSpec? {
        func text(_ value: String?, limit: Int = CardLimitsForImport.shortText, oneLine: Bool = true) -> String? {
            guard let value, !VisibleText.drawsNothing(value) else { return nil }
            return MessageText.limited(oneLine ? value.oneLineForImport : value, to: limit, warnings: &warnings)
        }
        func number(_ name: String, _ value: Int64?, in range: ClosedRange<Double>) -> Double? {
            guard let value else { return nil }
            let clamped = min(max(Double(value), range.lowerBound), range.upperBound)
            if clamped != Double(value) { warnings.add("\(key) \(name) out of range, drawn as \(Int64(clamped))") }
            return clamped
        }
        let image = picture.flatMap(pictures.image)
        switch self {
        case .document(let name, let size, _):
            return .document(DocumentSpec(name: text(VisibleText.drawsNothing(name ?? "") ? "File" : name)!,
                                          size: number("size", size, in: CardLimits.fileSizeRange), thumbnail: image))
        case .voice(let duration, let waveform):
            return .voice(VoiceSpec(duration: number("duration", duration ?? 0, in: CardLimits.durationRange)!,
                                    waveform: waveform.prefix(CardLimits.maxWaveformSamples).map { min($0, 31) }))
        case .audio(let title, let performer, let duration, _):
            return .audio(AudioSpec(title: text(title), performer: text(performer),
                                    duration: number("duration", duration ?? 0, in: CardLimits.durationRange)!, cover: image))
        case .video(let duration, let kind, let width, let height, _):
            var video = VideoSpec(thumbnail: image, duration: number("duration", duration ?? 0, in: CardLimits.durationRange)!, kind: kind)
            if let width, let height, CardLimits.videoSideRange.contains(width), CardLimits.videoSideRange.contains(height) {
                (video.width, video.height) = (width, height)
            }
            return .video(video)
        case .poll(let poll):
            return Self.poll(poll, warnings: &warnings).map(AttachmentSpec.poll)
        case .location(let latitude, let longitude, let title, let address):
            guard let latitude, let longitude, CardLimits.latitudeRange.contains(latitude), CardLimits.longitudeRange.contains(longitude) else { return nil }
            return .location(LocationSpec(latitude: latitude, longitude: longitude, title: text(title), address: text(address)))
        case .contact(let name, let phone):
            return .contact(ContactSpec(name: text(VisibleText.drawsNothing(name) ? "Contact" : name)!, phone: text(phone)))
        case .call(let direction, let duration, let video):
            let seconds = duration.flatMap { $0 > 0 ? number("duration", $0, in: CardLimits.durationRange) : nil }
            return .call(CallSpec(direction: Self.seen(direction, fromMe: fromMe), duration: seconds, video: video))
        case .preview(let url, let site, let title, let description, _):
            guard !VisibleText.drawsNothing(url), url.count <= CardLimits.maxLinkCharacters, !url.unicodeScalars.contains(where: { $0.value == 0 }) else { return nil }
            return .preview(PreviewSpec(url: url, site: text(site), title: text(title),
                                        description: text(description, limit: CardLimits.maxDescriptionCharacters, oneLine: false), image: image))
        case .drawn(let spec): return spec
        }
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
    private static func poll(_ poll: Poll, warnings: inout ImportWarnings) -> PollSpec? {
        guard poll.options.count >= CardLimits.pollOptionRange.lowerBound else { return nil }
        let most = CardLimits.pollOptionRange.upperBound
        if poll.options.count > most { warnings.add("poll options past \(most), left out", poll.options.count - most) }
        let maxVotes = Int64(CardLimits.votesRange.upperBound)
        let options = poll.options.prefix(most).map { option in
            let text = VisibleText.drawsNothing(option.text) ? "—" : MessageText.limited(option.text, to: CardLimits.maxPollOptionCharacters, warnings: &warnings)
            return PollSpec.Option(text: text, votes: Int(min(max(0, option.votes), maxVotes)), chosen: option.chosen)
        }
        let question = VisibleText.drawsNothing(poll.question) ? "Poll" : poll.question
        var spec = PollSpec(question: MessageText.limited(question, to: CardLimits.maxPollQuestionCharacters, warnings: &warnings), options: options,
                            closed: poll.closed, anonymous: poll.anonymous, quiz: poll.quiz)
        if let total = poll.totalVoters, total <= maxVotes, total >= Int64(options.map(\.votes).max() ?? 0) { spec.totalVoters = Int(total) }
        if poll.quiz, let correct = poll.correct, correct >= 0, correct < min(most, poll.options.count) { spec.correct = correct }
        return spec
    }
}

extension String {
    /// The text on one line, for the card's one-line fields.
    var oneLineForImport: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
