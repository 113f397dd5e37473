import Foundation

/// What an animation is written as.
public enum AnimationFormat: String, Sendable, CaseIterable {
    case webp

    /// The format a file name asks for, by its extension.
    public init?(path: String) {
        guard let ext = path.split(separator: ".").last.map({ $0.lowercased() }), path.contains(".") else { return nil }
        self.init(rawValue: ext)
    }

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension CardAnimation {
    /// The animation encoded as `format`.
    public func encoded(as format: AnimationFormat) throws(AnimationError) -> Data {
        switch format {
        case .webp: try AnimatedWebP(width: width, height: height, quality: options.quality).encode(self)
        }
    }
}
