import Foundation
import Testing

/// `chatcard animate`: an animated WebP, GIF or APNG of a card or of a conversation; every bad option refused by name with
/// exit 2 and no file left behind.
@Suite struct AnimateCLITests {
    @Test func aCardBecomesAnAnimatedWebP() throws {
        let dir = try CLITests.folder()
        let card = dir + "/card.json", out = dir + "/card.webp"
        try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: card))
        let run = try CLITests.run(["animate", card, "-o", out, "--fps", "12", "--hold", "0.5"])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.prefix(4) == Data("RIFF".utf8) && data[8..<12] == Data("WEBP".utf8))
        // An animation's extended header, then its ANIM chunk.
        #expect(data[12..<16] == Data("VP8X".utf8) && data.range(of: Data("ANIM".utf8)) != nil)
    }

    /// `.gif` and `.png` (and `.apng`) name animated GIF and APNG.
    @Test(arguments: [("gif", "GIF89a"), ("png", "acTL"), ("apng", "acTL")]) func gifAndAPNGToo(ext: String, mark: String) throws {
        let dir = try CLITests.folder()
        let card = dir + "/card.json", out = dir + "/card." + ext
        try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: card))
        let run = try CLITests.run(["animate", card, "-o", out, "--fps", "10", "--speed", "4"])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.range(of: Data(mark.utf8)) != nil)
    }

    @Test func aConversationToo() throws {
        let dir = try CLITests.folder()
        let chat = dir + "/chat.txt", out = dir + "/chat.webp"
        try Data("31/01/2024, 21:05 - Ana: see you\n31/01/2024, 21:06 - Ben: ok\n".utf8).write(to: URL(fileURLWithPath: chat))
        let run = try CLITests.run(["animate", "--from", "whatsapp", chat, "-o", out, "--speed", "4"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["--fps", "0"], "--fps"), (["--speed", "9"], "--speed"), (["--hold=-1"], "--hold"), (["--cps", "0"], "--cps"),
        (["--size", "100x100"], "size"), (["--size", "wide"], "--size"), (["--quality", "200"], "--quality"),
    ]) func badOptionsExit2NamingThem(arguments: [String], named: String) throws {
        let dir = try CLITests.folder()
        let card = dir + "/card.json", out = dir + "/card.webp"
        try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: card))
        let run = try CLITests.run(["animate", card, "-o", out] + arguments)
        #expect(run.status == 2 && run.stderr.contains(named), "\(arguments): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnknownFormatOrABadCardExit2() throws {
        let dir = try CLITests.folder()
        let card = dir + "/card.json"
        try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: card))
        let gif = try CLITests.run(["animate", card, "-o", dir + "/card.mov"])
        #expect(gif.status == 2 && gif.stderr.contains("webp"))
        try Data(CLITests.bad.utf8).write(to: URL(fileURLWithPath: card))
        let bad = try CLITests.run(["animate", card, "-o", dir + "/card.webp"])
        #expect(bad.status == 2 && bad.stderr.contains("messages[0].text"), "\(bad.stderr)")
    }
}

extension AnimateCLITests {
    @Test func aStickerIsWebMOnly() throws {
        let dir = try CLITests.folder()
        let card = dir + "/card.json"
        try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: card))
        let wrong = try CLITests.run(["animate", card, "-o", dir + "/sticker.mp4", "--sticker"])
        #expect(wrong.status == 2 && wrong.stderr.contains(".webm"))
        let sticker = try CLITests.run(["animate", card, "-o", dir + "/sticker.webm", "--sticker"])
        #expect(sticker.status == 0, "\(sticker.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/sticker.webm"))
        #expect(data.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]) && data.count <= 256 * 1024)
    }
}
