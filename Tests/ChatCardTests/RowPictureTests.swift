import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// In Discord and Slack a picture starts in the text column, where the name and the text start, and a
/// group's first picture stands clear of the header's name: no ink of the name (its descenders too) in the
/// 2 pt above the picture. Over random names, widths, themes, photos and videos, with and without text.
@Suite struct RowPictureTests {
    static let names = ["Maya", "Ygg Jepsen", "Jörg", "Leo", "Peggy Quay", "Łukasz"]
    /// The band above a picture that holds no ink of the header, in points.
    static let clearBand = 2.0

    @Test(arguments: [Look.Name.discord, .slack])
    func picturesStartInTheTextColumnClearOfTheName(_ name: Look.Name) throws {
        let photo = try CardImageTests.dataURI("landscape.jpg")
        var random = SplitMix64(0xC011 + UInt64(name.rawValue.count))
        for round in 0..<16 {
            let author = Self.names.randomElement(using: &random)!, captioned = Bool.random(using: &random)
            let media = Bool.random(using: &random) ? #""image": "\#(photo)""# : #""video": {"thumbnail": "\#(photo)", "duration": 83}"#
            let text = captioned ? #", "text": "look at this""# : ""
            let width = Int.random(in: 240...520, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
            let json = #"{"look": "\#(name.rawValue)", "width": \#(width), "theme": "\#(theme)", "messages": [{"from": "them", "author": "\#(author)", "time": "9:41", \#(media)\#(text)}]}"#
            let card = try Card(json: Data(json.utf8))
            let frames = try card.frames().of(message: 0)
            let header = try #require(frames.first { $0.kind == .author }).rect
            let picture = try #require(frames.first { $0.kind == .photo }).rect
            let what = "round \(round): \(name) \(theme) \(width) \(author) \(captioned ? "captioned" : "alone")"
            #expect(abs(picture.minX - header.minX) <= 0.5, "\(what): picture at x \(picture.minX), name at \(header.minX)")
            if captioned {
                let body = try #require(frames.first { $0.kind == .text }).rect
                #expect(abs(picture.minX - body.minX) <= 0.5, "\(what): picture at x \(picture.minX), text at \(body.minX)")
                continue
            }
            // No ink of the name in the band above the picture: every pixel there is the card's background.
            let image = try RGBAImage(png: card.render()), s = card.spec.scale
            let background = image[Int(picture.minX * s), 1]
            var inked = 0
            for y in Int(((picture.minY - Self.clearBand) * s).rounded())..<Int((picture.minY * s).rounded(.down)) {
                for x in Int(header.minX * s)..<Int(header.maxX * s) {
                    let p = image[x, y]
                    if max(abs(Int(p.r) - Int(background.r)), abs(Int(p.g) - Int(background.g)), abs(Int(p.b) - Int(background.b))) > 24 { inked += 1 }
                }
            }
            #expect(inked == 0, "\(what): \(inked) inked pixels in the \(Self.clearBand) pt above the picture")
        }
    }
}
