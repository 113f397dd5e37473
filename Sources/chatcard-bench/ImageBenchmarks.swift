import ChatCard
import Foundation

/// A card with four avatar pictures and a 1600×1200 JPEG photo, and the same card without images
/// (initials, the caption alone): decoding and downscaling included, it should cost at most twice as much.
func imageCards() throws -> (withImages: Card, without: Card) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../GoldenCases/Images").standardized.path
    func card(images: Bool) throws -> Card {
        let names = ["Maya", "Leo", "Sam", "Kofi"]
        let files = ["avatar-maya.jpg", "avatar-leo.png", "avatar-sam.webp", "avatar-maya.jpg"]
        let people = zip(names, files).map { name, file in #""\#(name)": {"avatar": {"file": "\#(file)"}}"# }.joined(separator: ", ")
        var messages = names.enumerated().map { i, name in
            #"{"from": "them", "author": "\#(name)", "time": "9:4\#(i)", "text": "Message from \#(name), a normal chat line that may wrap."}"#
        }
        messages.insert(#"{"from": "them", "author": "Leo", "time": "9:45", "text": "The view from here"\#(images ? #", "image": {"file": "landscape.jpg"}"# : "")}"#, at: 2)
        messages.append(#"{"from": "me", "time": "9:46", "status": "read", "text": "Lovely, all of you!"}"#)
        let json = #"{"avatars": "them", \#(images ? #""people": {\#(people)}, "# : "")"messages": [\#(messages.joined(separator: ","))]}"#
        return try Card(json: Data(json.utf8), files: .relative(to: folder))
    }
    return (try card(images: true), try card(images: false))
}

func benchImages(iterations: Int) throws {
    let (with, without) = try imageCards()
    var medians: [Double] = []
    for (name, card) in [("with images", with), ("without", without)] {
        _ = try card.render()
        let timings = try (0..<iterations).map { _ in try card.renderMeasured().timing }
        func median(_ f: (RenderTiming) -> Double) -> Double { percentile(timings.map(f), 0.5) }
        print(String(format: "  %-12@ layout %6.2f  drawing %6.2f  PNG %6.2f ms", name as NSString,
                     median(\.layout), median(\.drawing), median(\.encoding)))
        medians.append(median { $0.layout + $0.drawing + $0.encoding })
    }
    print(String(format: "images: 4 avatar pictures + a 1600×1200 JPEG %.2f ms / the same card without images %.2f ms = %.2f×",
                 medians[0], medians[1], medians[0] / medians[1]))
}
