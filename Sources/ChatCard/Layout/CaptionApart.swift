/// iMessage sends a picture and its caption as two bubbles of the run, the picture bare above the text
/// (`BubbleRuns.captionsApart`): the message split in two, each drawn as the look draws such a message.
extension MessageSpec {
    /// The picture half and the text half of a captioned picture; nil for any other message.
    var apartFromCaption: (picture: MessageSpec, caption: MessageSpec)? {
        guard PhotoLayout.hasPicture(self), !spans.isEmpty, sticker == nil else { return nil }
        var (top, bottom) = (self, self)
        // The picture keeps what stands above the message; the caption what ends it.
        (top.spans, top.reactions, top.edited, top.thread) = ([], [], false, nil)
        (bottom.photos, bottom.forwardedFrom, bottom.reply) = ([], nil, nil)
        if case .video = attachment { bottom.attachment = nil }
        if case .location = attachment { bottom.attachment = nil }
        return (top, bottom)
    }
}
