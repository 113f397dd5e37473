import Foundation

/// The card's images together: at most `imagesPerMessage` per message, `imagesPerCard` per card and
/// `pixelsPerCard` decoded pixels. The same bytes count once, however often they are given (an avatar in
/// `people`, or on every message): layout decodes them once.
enum ImageBudget {
    static func check(_ card: CardSpec) throws(CardError) {
        var count = 0, pixels = 0
        var seen = Set<Data>()
        func add(_ image: ImageSpec) throws(CardError) {
            guard seen.insert(image.data).inserted else { return }
            count += 1
            pixels += image.info.pixelCount
            guard count <= CardLimits.imagesPerCard else {
                throw CardError(path: image.path, message: "is image \(count) of the card; the limit is \(CardLimits.imagesPerCard)")
            }
            guard pixels <= CardLimits.pixelsPerCard else {
                throw CardError(path: image.path, message: "brings the card's images to \(pixels) pixels; the limit is \(CardLimits.pixelsPerCard)")
            }
        }
        for name in card.people.keys.sorted() { if let a = card.people[name]?.avatar { try add(a) } }
        for m in card.messages {
            let images = m.allImages
            if images.count > CardLimits.imagesPerMessage, let last = images.last {
                throw CardError(path: last.path, message: "the message has \(images.count) images; the limit is \(CardLimits.imagesPerMessage)")
            }
            for image in images { try add(image) }
        }
    }
}
