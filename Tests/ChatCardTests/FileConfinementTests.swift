import ChatCard
import Foundation
import Testing

/// `{"file": PATH}` reads only inside the card's folder: absolute paths, `..` that climbs out and links that
/// point out are refused with one message whether or not the target exists, so a card can neither pull
/// the machine's images into its output nor probe which files exist.
@Suite struct FileConfinementTests {
    /// card/photo.png, card/sub/, links in card/ pointing in and out, and outside/secret.png next to card/.
    static func folders() throws -> (card: String, outside: String) {
        let fm = FileManager.default
        let top = NSTemporaryDirectory() + "chatcard-confined-\(UUID().uuidString)"
        let card = top + "/card", outside = top + "/outside"
        try fm.createDirectory(atPath: card + "/sub", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let png = try Data(contentsOf: URL(fileURLWithPath: CardImageTests.images + "/quadrants.png"))
        try png.write(to: URL(fileURLWithPath: card + "/photo.png"))
        try png.write(to: URL(fileURLWithPath: outside + "/secret.png"))
        let links = ["in": "photo.png", "in-absolute": card + "/photo.png", "sub/up": "../photo.png",
                     "out": "../outside/secret.png", "out-missing": "../outside/nothing.png", "out-absolute": outside + "/secret.png",
                     "out-folder": "../outside", "loop": "loop"]
        for (name, target) in links { try fm.createSymbolicLink(atPath: card + "/" + name, withDestinationPath: target) }
        return (card, outside)
    }

    static func read(_ file: String, in folder: String) -> Result<Data?, CardError> {
        let json = ##"{"messages": [{"from": "them", "image": {"file": "\##(file)"}}]}"##
        do { return .success(try Card(json: Data(json.utf8), files: .relative(to: folder)).spec.messages[0].image?.data) }
        catch { return .failure(error) }
    }

    @Test func pathsInsideTheFolderRead() throws {
        let (card, _) = try Self.folders()
        let photo = try Data(contentsOf: URL(fileURLWithPath: card + "/photo.png"))
        for file in ["photo.png", "./photo.png", "sub/../photo.png", "sub//../photo.png", "in", "in-absolute", "sub/up"] {
            #expect(try Self.read(file, in: card).get() == photo, "\(file)")
        }
        // The folder may itself be named through a link or with "..".
        #expect(try Self.read("photo.png", in: card + "/sub/..").get() == photo)
    }

    @Test func everyWayOutIsRefusedAlikeWhetherOrNotTheTargetExists() throws {
        let (card, outside) = try Self.folders()
        let ways = ["../outside/secret.png", "../outside/nothing.png", "sub/../../outside/secret.png", "../../../../etc/passwd",
                    "../../../../etc/no-such-file", outside + "/secret.png", outside + "/nothing.png", "/etc/passwd", "/no/such/file",
                    "out", "out-missing", "out-absolute", "out-folder/secret.png", "out-folder/nothing.png", ".."]
        for file in ways {
            let refusal = Self.describe(Self.read(file, in: card))
            #expect(refusal.hasSuffix(" is outside the card's folder; files are read only from inside it"), "\(file): \(refusal)")
            #expect(refusal.hasPrefix("\"\(file.prefix(20))"), "the refusal names the path: \(refusal)")
        }
    }

    @Test func missingFilesAndLinkLoopsSayWhatIsWrong() throws {
        let (card, _) = try Self.folders()
        #expect(Self.describe(Self.read("nothing.png", in: card)) == #"cannot read "nothing.png": no such file in the card's folder"#)
        #expect(Self.describe(Self.read("sub/nothing/x.png", in: card)) == #"cannot read "sub/nothing/x.png": no such file in the card's folder"#)
        #expect(Self.describe(Self.read("loop", in: card)) == #""loop" goes through more than 40 symbolic links"#)
        #expect(Self.describe(Self.read("sub", in: card)) == #""sub" is not a regular file"#)
    }

    static func describe(_ result: Result<Data?, CardError>) -> String {
        switch result {
        case .success: "read"
        case .failure(let error): error.message
        }
    }
}
