import Foundation
import Testing

/// `chatcard import` and `render --from` as a user runs them: the card JSON on stdout, warnings on stderr,
/// --strict, refusals with the source's path, options that need --from.
@Suite struct ImportCLITests {
    static let bot = #"[{"message_id": 1, "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, "text": "hi 🙂"},"#
        + #" {"message_id": 2, "date": 1767225660, "from": {"id": 8, "first_name": "Ben"}, "game": {"title": "Chess"}}]"#

    @Test func importPrintsACardAndWarnsOnStderr() throws {
        let run = try CLITests.run(["import", "auto", "-", "--me", "7", "--clock", "12"], stdin: Data(Self.bot.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let card = String(decoding: run.stdout, as: UTF8.self)
        #expect(card.contains(#"{"from": "me", "text": "hi 🙂", "time": "12:00 AM"}"#), "\(card)")
        #expect(run.stderr == "warning: 1× game, drawn as a placeholder\n")
        let strict = try CLITests.run(["import", "telegram-bot", "-", "--strict"], stdin: Data(Self.bot.utf8))
        #expect(strict.status == 2 && strict.stdout.isEmpty && strict.stderr.contains("--strict"))
    }

    @Test func renderFromAConversationWritesTheImage() throws {
        let dir = try CLITests.folder()
        try Data(Self.bot.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let run = try CLITests.run(["render", "--from", "telegram-bot", dir + "/chat.json", "--last", "1", "--theme", "dark", "-o", dir + "/chat.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/chat.png")).prefix(4) == CLITests.pngSignature)
    }

    @Test func splitRendersTheWholeChatCardByCard() throws {
        let dir = try CLITests.folder()
        try Data(Self.bot.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let run = try CLITests.run(["render", "--from", "auto", dir + "/chat.json", "--split", "1", "--out-dir", dir])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self).hasPrefix("rendered 2 of 2 cards (2 messages) into \(dir)"))
        for name in ["chat-0001.png", "chat-0002.png"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)).prefix(4) == CLITests.pngSignature)
        }
        let noDir = try CLITests.run(["render", "--from", "auto", dir + "/chat.json", "--split", "5"])
        #expect(noDir.status == 64 && noDir.stderr.contains("--split renders one conversation into --out-dir"))
    }

    @Test func badInputNamesTheSourcesPathAndExits2() throws {
        let run = try CLITests.run(["import", "telegram-bot", "-"], stdin: Data(#"[{"message_id": 1, "date": "noon"}]"#.utf8))
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.contains("[0].date: expected a whole number, found a string"), "\(run.stderr)")
        let unknown = try CLITests.run(["import", "auto", "-"], stdin: Data(#"{"hello": "world"}"#.utf8))
        #expect(unknown.status == 2 && unknown.stderr.contains("cannot tell the format"))
        // The import's refusal is the one line (not repeated by the render around it): 500 messages over two days
        // are 502 card items.
        let many = "[" + (1...500).map { #"{"message_id": \#($0), "date": \#($0 == 1 ? 1767139200 : 1767225600), "text": "m"}"# }.joined(separator: ",") + "]"
        let render = try CLITests.run(["render", "--from", "telegram-bot", "--last", "500", "-", "-o", "-"], stdin: Data(many.utf8))
        #expect(render.status == 2 && render.stderr.components(separatedBy: "error:").count == 2, "\(render.stderr)")
        let noFrom = try CLITests.run(["render", "card.json", "--last", "3"])
        #expect(noFrom.status == 64 && noFrom.stderr.contains("need --from"), "\(noFrom.stderr)")
    }

    /// `--media DIR`: a bot's saved files, named by their ids, become the card's pictures.
    @Test func mediaComesFromTheFolderNamed() throws {
        let dir = try CLITests.folder(), media = try CLITests.folder()
        let message = #"{"message_id": 1, "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, "photo": [{"file_id": "AgP", "file_unique_id": "uP"}]}"#
        try Data(message.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ChatCardImportTests/Fixtures/export-media/photos/photo_1@08-03-2026_09-00-00.jpg")
        try FileManager.default.copyItem(at: photo, to: URL(fileURLWithPath: media + "/uP.jpg"))
        let printed = try CLITests.run(["import", "telegram-bot", dir + "/chat.json", "--media", media])
        #expect(printed.status == 0 && String(decoding: printed.stdout, as: UTF8.self).contains(#""file": "uP.jpg""#) && printed.stderr.isEmpty, "\(printed.stderr)")
        let run = try CLITests.run(["render", "--from", "telegram-bot", dir + "/chat.json", "--media", media, "-o", dir + "/chat.png"])
        #expect(run.status == 0 && !run.stderr.contains("warning"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/chat.png")).count > 20_000)
        let without = try CLITests.run(["import", "telegram-bot", dir + "/chat.json"])
        #expect(without.status == 0 && without.stderr.contains("photo without its image bytes"))
        let missing = try CLITests.run(["import", "telegram-bot", dir + "/chat.json", "--media", dir + "/nowhere"])
        #expect(missing.status == 64 && missing.stderr.contains("is not a folder"), "\(missing.stderr)")
    }
}
