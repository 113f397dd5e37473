/// How a message kind is drawn, told by its spec (`KindSpec`): each kind's conformance, in this folder or
/// beside its part, says what it puts in its message, so no switch over kinds is left in the layout.
/// `KindDrawingTests` checks that every kind has one.
protocol DrawnKind {
    /// The part the kind puts in its message's bubble or row, on the text's side the placer chooses
    /// (`MessagePlacer.kindsAboveText`); nil: none there (a video's or a map's picture, a preview, drawn by
    /// the media and preview parts).
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)?
    /// The whole message drawn without a bubble (a dice, a round video); nil: a message like any other.
    func bareElement(of m: MessageSpec, by b: CardLayoutBuilder) throws(RenderError) -> BareElement?
}

extension DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? { nil }
    func bareElement(of m: MessageSpec, by b: CardLayoutBuilder) throws(RenderError) -> BareElement? { nil }
}

extension AttachmentSpec {
    /// How the kind is drawn (nil only for a kind without a conformance, which `KindDrawingTests` refuses).
    var drawing: (any DrawnKind)? { kindSpec as? any DrawnKind }
}
