import Canvas
import Decorations
import TextLayout

/// The pictures at the top of a bubble (photos, a video's frame, a map) and a round video, with what goes
/// over them: the play button, the duration or "GIF", the pin, a spoiler's veil, the time pill.
extension CardLayoutBuilder {
    func mediaLayout(of m: MessageSpec, bodyWidth: Double, insets: BubbleInsets) -> PhotoLayout? {
        var layout: PhotoLayout
        if !m.photos.isEmpty {
            layout = PhotoLayout(m.photos, bodyWidth: bodyWidth, insets: insets, emSize: spec.fontSize)
        } else if case .video(let video) = m.attachment, video.kind != .round {
            layout = PhotoLayout(.video(video), image: video.thumbnail, bodyWidth: bodyWidth, insets: insets, emSize: spec.fontSize)
        } else if case .location(let place) = m.attachment {
            layout = PhotoLayout(.map(place), image: place.map, bodyWidth: bodyWidth, insets: insets, emSize: spec.fontSize)
        } else {
            return nil
        }
        layout.veiled = m.spoiler
        return layout
    }

    func mediaPart(_ photo: PhotoLayout, of m: MessageSpec, ink: BubbleInk, first: Bool, last: Bool) throws(RenderError) -> any BubblePart {
        let decoded = try zip(photo.images, photo.coverings).map { (image, covering) throws(RenderError) in
            try photo.veiled ? images.decodeVeiled(image) : images.decode(image, covering: covering)
        }
        let rtl = mirrored
        let pill = last ? timePill(of: m) : nil
        func inner(streets: Bool) -> any EdgeToEdgePart {
            guard decoded.isEmpty else { return photo.part(decoded, first: first, last: last, pill: nil, rightToLeft: rtl, gapFill: ink.solidGround) }
            return PlaceholderPart(color: placeholder, streets: streets ? streetsColor : nil, size: photo.share(first: first, last: last), round: false)
        }
        switch photo.media {
        case .photos:
            return photo.part(decoded, first: first, last: last, pill: pill, rightToLeft: rtl, gapFill: ink.solidGround)
        case .video(let video):
            let label = video.kind == .gif ? "GIF" : AttachmentText.duration(video.duration)
            // A GIF plays by itself: a button only where there is no frame to show.
            let button = video.kind != .gif || decoded.isEmpty
            let badge: MediaOverlay = switch look.media.duration {
            case .topLeading: .badge(mediaBadge(label))
            case .bottomLeading: .footBadge(mediaBadge(label), fill: PartProportions.pillFill, glyph: video.kind == .gif ? nil : .camera)
            }
            let overlays: [MediaOverlay] = (button ? [.playButton] : []) + [badge]
            return OverlaidPart(inner: inner(streets: false), overlays: overlays, kind: .video, label: label, pill: pill, emSize: spec.fontSize, timeEm: timeEm, rightToLeft: rtl)
        case .map(let place):
            return OverlaidPart(inner: inner(streets: true), overlays: [.pin], kind: .location, label: place.title ?? Self.coordinates(place),
                                pill: pill, emSize: spec.fontSize, timeEm: timeEm, rightToLeft: rtl)
        }
    }

    /// A round video message: its frame cut to a circle, without a bubble, the duration in a pill at its
    /// bottom leading side and the time in a pill at the trailing side (reactions below, with the time).
    func roundVideoElement(_ m: MessageSpec, _ video: VideoSpec) throws(RenderError) -> BareElement {
        let diameter = min(PartProportions.roundVideo * spec.fontSize, maxBubbleWidth(m))
        let display = Size(width: diameter, height: diameter)
        let rtl = mirrored
        let inner: any EdgeToEdgePart
        if let thumbnail = video.thumbnail {
            let image = try m.spoiler ? images.decodeVeiled(thumbnail) : images.decode(thumbnail, covering: ImagePart.cover(Rect(origin: .zero, size: display), aspect: thumbnail.aspect).size)
            var part = ImagePart(image: image, kind: .photo, display: display, size: display, pill: nil, rightToLeft: rtl)
            part.round = true
            if m.spoiler { part.veil = ImagePart.spoilerVeil(seed: 1) }
            inner = part
        } else {
            inner = PlaceholderPart(color: placeholder, streets: nil, size: display, round: true)
        }
        let duration = AttachmentText.duration(video.duration)
        let pill = m.reactions.isEmpty ? cardPill(of: m) : nil
        var parts = try headers(of: m, ink: cardInk, maxWidth: maxBubbleWidth(m))
        let badge = MediaOverlay.footBadge(mediaBadge(duration, color: pillInk.text), fill: pillInk.fill, glyph: nil)
        parts.append(OverlaidPart(inner: inner, overlays: [badge], kind: .video, label: duration, pill: pill,
                                  emSize: spec.fontSize, timeEm: timeEm, rightToLeft: rtl))
        if !m.reactions.isEmpty { parts += ending([], of: m, ink: cardInk, maxWidth: maxBubbleWidth(m)) }
        let content = BubbleContent(parts)
        let x = side(of: m) == .right ? spec.width - spec.padding - content.size.width : spec.padding
        return BareElement(content: content, frame: Rect(origin: Point(x: x, y: 0), size: content.size))
    }

    /// A video's badge text: white, at the look's time size (its pill then matches the time pill).
    var timeEm: Double { spec.fontSize * look.font.timeSize }

    func mediaBadge(_ text: String, color: Color = PartProportions.pillText) -> TextLayout {
        memo.layout(text, options: LayoutOptions(font: font(scaled: look.font.timeSize), color: color))
    }

    /// Where a picture is missing: a neutral grey of the card's theme, whatever the bubble (the apps' loading tiles
    /// and map placeholders are grey; a blue bubble's tint read as an empty blue bubble): the theme's text at a low
    /// alpha over white or black. A map's streets are lighter than its ground, in either theme.
    var placeholder: Color {
        ContrastColor.seen(theme.primaryText.withAlpha(PartProportions.placeholderAlpha), over: spec.theme == .dark ? .black : .white)
    }
    var streetsColor: Color {
        ContrastColor.seen(Color.white.withAlpha(spec.theme == .dark ? PartProportions.darkStreetsAlpha : PartProportions.streetsAlpha), over: placeholder)
    }
}

/// A video is a media part in its bubble (`mediaParts`); a round one stands bare.
extension VideoSpec: DrawnKind {
    func bareElement(of m: MessageSpec, by b: CardLayoutBuilder) throws(RenderError) -> BareElement? {
        kind == .round ? try b.roundVideoElement(m, self) : nil
    }
}
