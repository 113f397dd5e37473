import Canvas
import ChatCard

/// One picture in the project's golden suite: rendered by the tests (compared with
/// `Tests/GoldenTests/Goldens/<name>.png`) and by `scripts/gallery.sh` (the contact sheet).
public struct GoldenCase: Sendable, CustomStringConvertible {
    public let name: String
    public let caption: String
    public let render: @Sendable () throws -> Canvas
    /// The card it draws, for a case that is one (other tests draw it their own ways).
    public let card: (@Sendable () throws -> Card)?

    public init(_ name: String, _ caption: String, card: (@Sendable () throws -> Card)? = nil, render: @escaping @Sendable () throws -> Canvas) {
        self.name = name; self.caption = caption; self.card = card; self.render = render
    }

    public var description: String { name }
}

/// Every golden case, grouped by the part of ChatCard it shows.
public enum GoldenCatalog {
    public static let all: [GoldenCase] = TextCases.all + CanvasCases.all + BackgroundCases.all + BubbleCases.all + UnderlineCases.all + CardCases.all + RichMessageCases.all + ImageCases.all + KindCases.all + LookCases.all

    public static func named(_ name: String) -> GoldenCase? { all.first { $0.name == name } }
}
