/// The attachment kinds with more than a few fields: videos, polls and link previews.
extension CardDecoder {
    /// `spoiler` hides pictures (photos, an album, a video), nothing else; a round video stands alone.
    static func mediaRules(of m: inout MessageSpec, _ r: JSONReader) throws(CardError) {
        m.spoiler = try r.bool("spoiler") ?? false
        let video: VideoSpec? = if case .video(let v) = m.attachment { v } else { nil }
        if m.spoiler, m.photos.isEmpty, video == nil {
            throw CardError(path: r.child("spoiler"), message: "hides a message's \"image\", \"images\" or \"video\"; this message has none")
        }
        // A preview belongs to a link in the text: without text, the link is the text.
        if case .preview(let preview) = m.attachment, m.spans.isEmpty {
            var link = SpanSpec(text: preview.url)
            link.link = preview.url
            m.spans = [link]
        }
        if video?.kind == .round, let other = ["text", "spans"].first(where: { r.value($0) != nil }) {
            throw CardError(path: r.child("video"), message: "a round video stands alone; this message also has \"\(other)\"")
        }
    }

    static func video(_ a: JSONReader, thumbnail: ImageSpec?) throws(CardError) -> VideoSpec {
        var v = VideoSpec(thumbnail: thumbnail, duration: try wholeNumber(a, "duration", in: CardLimits.durationRange, required: true)!)
        v.kind = try a.choice("kind", VideoSpec.Kind.self) ?? .video
        v.width = try a.number("width", in: CardLimits.videoSideRange)
        v.height = try a.number("height", in: CardLimits.videoSideRange)
        if (v.width == nil) != (v.height == nil) {
            let given = v.width == nil ? "height" : "width"
            throw CardError(path: a.child(given), message: "gives the video's proportions with \"width\" and \"height\" together")
        }
        return v
    }

    static func poll(_ a: JSONReader) throws(CardError) -> PollSpec {
        let question = try JSONReader.string(a.required("question"), path: a.child("question"), maxCharacters: CardLimits.maxPollQuestionCharacters)
        let items = try a.array("options") ?? []
        let path = a.child("options")
        guard CardLimits.pollOptionRange.contains(items.count) else {
            throw CardError(path: path, message: "has \(items.count) options; a poll has \(CardLimits.pollOptionRange.lowerBound) to \(CardLimits.pollOptionRange.upperBound)")
        }
        let options = try items.enumerated().map { (i, item) throws(CardError) in
            let o = try JSONReader(item, path: "\(path)[\(i)]", known: CardKeys.pollOption)
            let text = try JSONReader.string(o.required("text"), path: o.child("text"), maxCharacters: CardLimits.maxPollOptionCharacters)
            return PollSpec.Option(text: try visible(text, path: o.child("text"))!,
                                   votes: Int(try wholeNumber(o, "votes", in: CardLimits.votesRange, required: true)!), chosen: try o.bool("chosen") ?? false)
        }
        var poll = PollSpec(question: try visible(question, path: a.child("question"))!, options: options)
        poll.totalVoters = try wholeNumber(a, "totalVoters", in: CardLimits.votesRange).map { Int($0) }
        if let total = poll.totalVoters, let most = options.indices.max(by: { options[$0].votes < options[$1].votes }), options[most].votes > total {
            throw CardError(path: "\(path)[\(most)].votes", message: "\(options[most].votes) votes is more than the poll's \(total) voters (\"totalVoters\")")
        }
        poll.closed = try a.bool("closed") ?? false
        poll.anonymous = try a.bool("anonymous") ?? true
        poll.quiz = try a.bool("quiz") ?? false
        if let correct = try wholeNumber(a, "correct", in: 0...Double(options.count - 1)) {
            guard poll.quiz else { throw CardError(path: a.child("correct"), message: "marks a quiz's right answer; this poll has no \"quiz\": true") }
            poll.correct = Int(correct)
        }
        return poll
    }

    static func preview(_ a: JSONReader, image: ImageSpec?) throws(CardError) -> PreviewSpec {
        let url = try JSONReader.string(a.required("url"), path: a.child("url"), maxCharacters: CardLimits.maxLinkCharacters)
        var p = PreviewSpec(url: try visible(url, path: a.child("url"))!, image: image)
        p.site = try line(a, "site")
        p.title = try line(a, "title")
        p.description = try visible(a.string("description", maxCharacters: CardLimits.maxDescriptionCharacters), path: a.child("description"))
        p.large = try a.bool("large") ?? false
        if p.large, image == nil { throw CardError(path: a.child("large"), message: "shows the preview's image large; this preview has no \"image\"") }
        return p
    }
}
