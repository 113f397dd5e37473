import ChatCard
import ChatCardSupport
import Foundation

/// Why a file does not render: the message, the card-format path it names, and the line of the file it points at.
public struct PreviewProblem: Sendable, Equatable, Encodable {
    public var message: String
    public var path: String?
    public var line: Int?
    /// The file's lines around `line`, the first of them numbered `excerptStart`.
    public var excerpt: [String] = []
    public var excerptStart = 1
    /// Lines shown before and after the faulty one.
    static let context = 3

    public init(message: String, path: String? = nil, line: Int? = nil, in text: String? = nil) {
        (self.message, self.path, self.line) = (message, path, line)
        guard let line, let text else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = max(1, line - Self.context), last = min(lines.count, line + Self.context)
        guard first <= last else { return }
        excerpt = lines[(first - 1)..<last].map { String($0.prefix(Self.maxLineCharacters)) }
        excerptStart = first
    }

    /// A line this long is cut in the excerpt (a data URI on one line).
    static let maxLineCharacters = 200
}

/// One render of the previewed file: a PNG, or the problem that stopped it.
public struct PreviewOutcome: Sendable {
    public var picture: Data?
    public var problem: PreviewProblem?

    public init(picture: Data? = nil, problem: PreviewProblem? = nil) { (self.picture, self.problem) = (picture, problem) }

    /// A card file drawn as `chatcard render` draws it (`adjust`: --look and --theme), or where it goes wrong:
    /// a JSON syntax error at its line, a refused field at the line of its value.
    public static func card(at path: String, adjust: (Card) throws(CardError) -> Card = { $0 }) -> PreviewOutcome {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            return PreviewOutcome(problem: PreviewProblem(message: "cannot read \(path): \(error.localizedDescription)"))
        }
        let text = String(decoding: data, as: UTF8.self)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            let card = try adjust(try Card(json: data, files: .relative(to: folder)))
            return PreviewOutcome(picture: try card.render())
        } catch let error as CardError {
            // A refusal of the whole document may be its syntax: parsed again only then, for the line.
            if error.path.isEmpty {
                do { _ = try JSONValue.parse(data) } catch {
                    return PreviewOutcome(problem: PreviewProblem(message: error.description, line: error.line, in: text))
                }
            }
            return PreviewOutcome(problem: problem(error, in: text))
        } catch let error as RenderError {
            if case .card(let refusal) = error { return PreviewOutcome(problem: problem(refusal, in: text)) }
            return PreviewOutcome(problem: PreviewProblem(message: "\(error)"))
        } catch {
            return PreviewOutcome(problem: PreviewProblem(message: "\(error)"))
        }
    }

    static func problem(_ error: CardError, in text: String) -> PreviewProblem {
        PreviewProblem(message: error.message, path: error.path, line: JSONLocator.line(of: error.path, in: text), in: text)
    }
}
