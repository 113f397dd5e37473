import Canvas
import ChatCard
import Foundation
import ImageCodecs
import Synchronization
import Testing

@Suite struct CardRenderingTests {
    static let cards: [Card] = {
        let json = [
            SampleCard.json,
            #"{"theme": "dark", "direction": "rtl", "messages": [{"from": "them", "author": "נועה", "text": "שלום! מה שלומך?"}, {"from": "me", "text": "مرحبا 👋"}]}"#,
            #"{"width": 320, "scale": 1, "messages": [{"from": "me", "style": "highlight", "text": "Story\ntext"}, {"from": "them", "style": "plain", "text": "plain 中文"}]}"#,
        ]
        return json.map { try! Card(json: Data($0.utf8)) }
    }()

    @Test func eightThreadsRenderTheSameBytesAsSerial() throws {
        let serial = try Self.cards.map { try $0.render() }
        let mismatches = Mutex(0), errors = Mutex<[String]>([])
        let group = DispatchGroup()
        for t in 0..<8 {
            group.enter()
            Thread {
                defer { group.leave() }
                for r in 0..<6 {
                    let i = (t + r) % Self.cards.count
                    do { if try Self.cards[i].render() != serial[i] { mismatches.withLock { $0 += 1 } } }
                    catch { errors.withLock { $0.append("\(error)") } }
                }
            }.start()
        }
        group.wait()
        #expect(errors.withLock { $0 }.isEmpty)
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func pngHasTheCardsPixelSize() throws {
        let card = try SampleCard.card
        let image = try RGBAImage(png: card.render())
        #expect(image.width == Int(card.spec.width * card.spec.scale))
        #expect(image.height == Int((try card.size()).height * card.spec.scale))
        #expect(image.isOpaque)
    }

    @Test func vectorFormatsRender() throws {
        let card = try SampleCard.card
        #expect(String(decoding: try card.render(format: .pdf).prefix(4), as: UTF8.self) == "%PDF")
        #expect(String(decoding: try card.render(format: .svg).prefix(200), as: UTF8.self).contains("<svg"))
    }

    @Test func transparentBackgroundKeepsAlpha() throws {
        let card = try Card(json: Data(#"{"background": "transparent", "messages": [{"from": "me", "text": "hi"}]}"#.utf8))
        let image = try RGBAImage(png: card.render())
        #expect(image[0, 0].a == 0)
    }

    @Test func aLongerMessageMakesATallerCard() throws {
        let short = try Card(json: Data(#"{"messages": [{"from": "me", "text": "hi"}]}"#.utf8))
        let long = try Card(json: Data(#"{"messages": [{"from": "me", "text": "\#(String(repeating: "long words ", count: 40))"}]}"#.utf8))
        #expect((try long.size()).height > (try short.size()).height * 4)
    }

    @Test func writeFollowsTheExtensionAndLeavesNoPartialFile() throws {
        let dir = NSTemporaryDirectory() + "chatcard-cards-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let card = try SampleCard.card
        try card.write(to: dir + "/a.pdf")
        #expect(String(decoding: FileManager.default.contents(atPath: dir + "/a.pdf")!.prefix(4), as: UTF8.self) == "%PDF")
        #expect(throws: (any Error).self) { try card.write(to: dir + "/missing/b.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.pdf"])
    }
}
