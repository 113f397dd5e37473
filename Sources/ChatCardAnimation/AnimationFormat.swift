import ChatCard
import Foundation

/// What an animation is written as.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// H.264 in MP4, yuv420p, the index first: what every phone and site plays.
    case mp4
    /// VP9 in WebM.
    case webm
    /// Animated WebP (lossless unless a quality is given).
    case webp
    /// Animated GIF: 255 colours, dithered; what every chat and forum shows.
    case gif
    /// Animated PNG (APNG): lossless; a viewer without APNG shows the first frame.
    case png

    /// The format a file name asks for, by its extension.
    public init?(path: String) {
        guard let ext = path.split(separator: ".").last.map({ $0.lowercased() }), path.contains(".") else { return nil }
        self.init(rawValue: ext == "apng" ? "png" : ext)
    }

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Its media type.
    public var contentType: String {
        switch self {
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        case .webp: "image/webp"
        case .gif: "image/gif"
        case .png: "image/apng"
        }
    }

    /// The frame when none is asked for: a phone's story (1080×1920) for videos; the card's own size for images.
    public var defaultFrameSize: AnimationOptions.FrameSize? {
        switch self {
        case .mp4, .webm: AnimationOptions.FrameSize(width: 1080, height: 1920)
        case .webp, .gif, .png: nil
        }
    }
}

extension CardAnimation {
    /// The animation encoded as `format`, given up once `deadline` has passed.
    public func encoded(as format: AnimationFormat, deadline: RenderDeadline = .none) throws(AnimationError) -> Data {
        switch format {
        case .webp: try AnimatedWebP(width: width, height: height, quality: options.quality).encode(self, deadline: deadline)
        case .mp4: try VideoFile.mp4(width: width, height: height, fps: options.fps).encode(self, deadline: deadline)
        case .webm: try VideoFile.webm(width: width, height: height, fps: options.fps).encode(self, deadline: deadline)
        case .gif: try AnimatedGIF(width: width, height: height).encode(self, deadline: deadline)
        case .png: try AnimatedPNG(width: width, height: height).encode(self, deadline: deadline)
        }
    }
}
