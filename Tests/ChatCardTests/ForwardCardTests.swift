import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// Slack and Discord draw a forward as a shared message: what was forwarded beside a bar in the separator
/// colour, the source written (Slack above with its avatar, Discord under it), the picture, the reactions
/// and nothing of the card's own after it. Over random texts, widths, themes, pictures and reactions; the
/// bubble looks keep their label and draw no card.
@Suite struct ForwardCardTests {
    static let words = ["ridge", "trail", "reopens", "Saturday", "the", "bridge", "is", "fixed", "gyp", "Ján", "🚵"]
    static let sources = ["Trail News", "Ops", "Maya Lindqvist", "#announcements"]

    @Test(arguments: [Look.Name.slack, .discord])
    func theForwardIsACardBesideABar(_ look: Look.Name) throws {
        let photo = try CardImageTests.dataURI("landscape.jpg")
        var random = SplitMix64(0xF0D + UInt64(look.rawValue.count))
        for round in 0..<14 {
            let text = (0..<Int.random(in: 1...24, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
            let source = Self.sources.randomElement(using: &random)!
            let (withPhoto, withReactions) = (Bool.random(using: &random), Bool.random(using: &random))
            let width = Int.random(in: 240...560, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
            let extra = (withPhoto ? #", "image": "\#(photo)""# : "") + (withReactions ? #", "reactions": [{"emoji": "🔥", "count": 2}]"# : "")
            let json = #"{"look": "\#(look.rawValue)", "width": \#(width), "theme": "\#(theme)", "messages": [{"from": "them", "author": "Ann", "time": "9:41", "forwardedFrom": "\#(source)", "text": "\#(text)"\#(extra)}]}"#
            let card = try Card(json: Data(json.utf8))
            let frames = try card.frames().of(message: 0)
            let what = "round \(round): \(look) \(theme) \(width) photo \(withPhoto) reactions \(withReactions)"
            let shared = try #require(frames.first { $0.kind == .shared }?.rect, "\(what): no card")
            let body = try #require(frames.first { $0.kind == .text && $0.text == text }?.rect, "\(what): no body text")
            #expect(shared.insetBy(dx: -0.5, dy: -0.5).contains(body), "\(what): the text \(body) is outside the card \(shared)")
            #expect(body.minX - shared.minX >= 8, "\(what): the text starts \(body.minX - shared.minX) pt from the bar")
            // The source is written in the card: Slack above the text, Discord under it.
            let written = frames.filter { $0.text?.contains(source) == true && shared.insetBy(dx: -0.5, dy: -0.5).contains($0.rect) }
            let sourceFrame = try #require(written.first?.rect, "\(what): the source is not written in the card")
            #expect(look == .slack ? sourceFrame.maxY <= body.minY + 0.5 : sourceFrame.minY >= body.maxY - 0.5, "\(what): source at \(sourceFrame)")
            for kind in [ElementFrame.Kind.photo, .reaction] {
                guard let rect = frames.first(where: { $0.kind == kind })?.rect else {
                    #expect(kind == .photo ? !withPhoto : !withReactions, "\(what): no \(kind)")
                    continue
                }
                #expect(rect.minY >= shared.maxY - 0.5, "\(what): the \(kind) at \(rect.minY) is not under the card (\(shared.maxY))")
            }
            // The bar: the separator's colour down the card's leading edge, and the card's ground beside it.
            let image = try RGBAImage(png: card.render()), s = card.spec.scale
            let colours = theme == "dark" ? Look.named(look).dark : Look.named(look).light
            func pixel(_ x: Double, _ y: Double) -> [Int] { let p = image[Int(x * s), Int(y * s)]; return [Int(p.r), Int(p.g), Int(p.b)] }
            func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
            for y in [shared.minY + 3, shared.midY, shared.maxY - 3] {
                #expect(zip(pixel(shared.minX + 1, y), rgb(colours.separator)).allSatisfy { abs($0 - $1) <= 6 }, "\(what): bar at y \(y)")
                #expect(zip(pixel(shared.minX + 6, y), rgb(colours.background)).allSatisfy { abs($0 - $1) <= 6 }, "\(what): beside the bar at y \(y)")
            }
        }
    }

    @Test(arguments: [Look.Name.chatcard, .telegram, .whatsapp, .imessage])
    func bubbleLooksKeepTheirLabel(_ look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "time": "9:41", "forwardedFrom": "Trail News", "text": "Ridge trail"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames().of(message: 0)
        #expect(!frames.contains { $0.kind == .shared }, "\(look) draws a card")
        #expect(frames.contains { $0.kind == .forward }, "\(look) lost its label")
    }
}
