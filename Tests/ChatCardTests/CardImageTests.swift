import Canvas
import ChatCard
import Decorations
import Foundation
import GoldenImage
import ImageCodecs
import Testing

/// Images in the card format: sources, refusals with their exact messages, the card's image budget,
/// and where photos, stickers and avatar images are placed.
@Suite struct CardImageTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/GoldenCases/Images").standardized.path

    static func dataURI(_ name: String, type: String? = nil) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: images + "/" + name))
        let ext = (name as NSString).pathExtension
        return "data:\(type ?? "image/" + (ext == "jpg" ? "jpeg" : ext));base64," + data.base64EncodedString()
    }

    static func card(_ messages: String, extra: String = "", files: FileAccess = .refused) throws -> Card {
        try Card(json: Data(##"{\##(extra)"messages": [\##(messages)]}"##.utf8), files: files)
    }

    static func error(_ messages: String, extra: String = "", files: FileAccess = .refused) -> String {
        do { _ = try card(messages, extra: extra, files: files).render(); return "no error" } catch { return "\(error)" }
    }

    @Test func dataURIsAndFilesGiveTheSameImage() throws {
        let uri = try Self.card(##"{"from": "them", "image": "\##(Self.dataURI("landscape.jpg"))"}"##).spec.messages[0].image
        let file = try Self.card(##"{"from": "them", "image": {"file": "landscape.jpg"}}"##, files: .relative(to: Self.images)).spec.messages[0].image
        #expect(uri?.data == file?.data)
        #expect(uri?.info.format == .jpeg && uri?.info.width == 1600 && uri?.info.height == 1200)
    }

    @Test func refusalsNameTheFieldAndTheReason() throws {
        let png = try Self.dataURI("quadrants.png")
        let m = ##""from": "them""##
        #expect(Self.error(##"{\##(m), "image": "https://example.com/cat.jpg"}"##)
                == ##"messages[0].image: URLs are not fetched; inline the image as a data URI ("data:image/jpeg;base64,…")"##)
        #expect(Self.error(##"{\##(m), "image": {"file": "cat.jpg"}}"##)
                == "messages[0].image.file: files are not read here (only the chatcard command reads them); inline the image as a data URI")
        #expect(Self.error(##"{\##(m), "image": {"file": "missing.jpg"}}"##, files: .relative(to: Self.images))
                == "messages[0].image.file: cannot read \"missing.jpg\": no such file in the card's folder")
        #expect(Self.error(##"{\##(m), "image": {"file": "."}}"##, files: .relative(to: Self.images))
                == "messages[0].image.file: \".\" is not a regular file")
        #expect(Self.error(##"{\##(m), "image": "data:image/bmp;base64,Qk0="}"##)
                == "messages[0].image: data URI type \"image/bmp\" is not one of image/png, image/jpeg, image/webp, image/gif")
        #expect(Self.error(##"{\##(m), "image": "data:image/png,abc"}"##) == "messages[0].image: data URI must be base64 (\"data:image/png;base64,…\")")
        #expect(Self.error(##"{\##(m), "image": "data:image/png;base64,@@@"}"##) == "messages[0].image: data URI holds invalid base64")
        #expect(Self.error(##"{\##(m), "image": "\##(png.replacingOccurrences(of: "image/png", with: "image/jpeg"))"}"##)
                == "messages[0].image: data URI says image/jpeg but the data is a PNG image")
        #expect(Self.error(##"{\##(m), "image": "data:image/png;base64,Qk0AAAAA"}"##)
                == "messages[0].image: BMP images are not supported; use PNG, JPEG, WebP or GIF")
        #expect(Self.error(##"{\##(m), "image": 3}"##) == "messages[0].image: expected a data URI string or {\"file\": PATH}, found a number")
        #expect(Self.error(##"{\##(m), "sticker": "\##(png)", "text": "hi"}"##)
                == "messages[0].sticker: a sticker stands alone; this message also has \"text\"")
        #expect(Self.error(##"{\##(m), "style": "plain", "text": "a", "image": "\##(png)"}"##)
                == "messages[0].image: is drawn in bubbles only; this message's style is plain")
        #expect(Self.error(##"{\##(m)}"##) == ##"messages[0]: needs "text", "spans", "image", "images", "sticker" or one of "document", "voice", "audio", "video", "poll", "location", "contact", "preview", "call", "dice""##)
        #expect(Self.error(##"{\##(m), "text": "x"}"##, extra: ##""people": {"Maya": {"avatar": "http://x/y.png"}}, "##)
                == ##"people.Maya.avatar: URLs are not fetched; inline the image as a data URI ("data:image/jpeg;base64,…")"##)
    }

    @Test func truncatedImagesFailAtLayoutNamingTheField() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.images + "/landscape.jpg"))
        let cut = "data:image/jpeg;base64," + data.prefix(data.count / 2).base64EncodedString()
        #expect(Self.error(##"{"from": "me", "text": "a"}, {"from": "them", "image": "\##(cut)"}"##)
                == "messages[1].image: JPEG data is truncated")
    }

    @Test func theCardsImageBudgetIsChecked() throws {
        // 65 different images (one pixel each, a different grey), then the same one on every message.
        let distinct = try (0...CardLimits.imagesPerCard).map { i in
            let png = try RGBAImage(width: 1, height: 1, fill: (UInt8(i), UInt8(i), UInt8(i), 255)).pngData()
            return ##"{"from": "them", "image": "data:image/png;base64,\##(png.base64EncodedString())"}"##
        }
        #expect(Self.error(distinct.joined(separator: ",")) == "messages[64].image: is image 65 of the card; the limit is 64")
        let avatar = distinct[0].replacingOccurrences(of: "\"image\"", with: "\"text\": \"hi\", \"avatar\"")
        let same = Array(repeating: avatar, count: 100).joined(separator: ",")
        #expect(Self.error(same) == "no error", "the same bytes count once")
        // 3 × 36 M pixels (headers of about 6000 × 6000) pass one by one but not together.
        let three = [(6000, 6000), (6000, 6001), (6001, 6000)].map { w, h in
            ##"{"from": "them", "image": "data:image/png;base64,\##(HostilePNG.header(width: UInt32(w), height: UInt32(h)).base64EncodedString())"}"##
        }.joined(separator: ",")
        #expect(Self.error(three) == "messages[2].image: brings the card's images to 108012000 pixels; the limit is 100000000")
        let huge = "data:image/png;base64," + HostilePNG.header(width: 100_000, height: 100_000).base64EncodedString()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(Self.error(##"{"from": "them", "image": "\##(huge)"}"##)
                    == "messages[0].image: PNG image is 100000×100000 pixels; the limit is 8192 pixels a side")
        }
        #expect(elapsed < .milliseconds(200))
    }

    @Test func photosFillTheirBubblesAndCaptionsGoBelow() throws {
        let jpeg = try Self.dataURI("landscape.jpg")
        let frames = try Self.card(##"""
            {"from": "them", "image": "\##(jpeg)", "time": "9:41"},
            {"from": "me", "image": "\##(jpeg)", "text": "Sunset", "time": "9:42"}
            """##).frames()
        func of(_ kind: ElementFrame.Kind, _ message: Int) -> [ElementFrame] { frames.of(message: message).filter { $0.kind == kind } }
        let (bubble0, photo0) = (of(.bubble, 0)[0].rect, of(.photo, 0)[0].rect)
        // Alone, the photo is the bubble's body: same top and bottom, the tail room beside it.
        #expect(photo0.minY == bubble0.minY && photo0.maxY == bubble0.maxY && photo0.minX > bubble0.minX)
        #expect(abs(photo0.width / photo0.height - 4.0 / 3.0) < 0.02)
        let pill = of(.pill, 0)[0].rect
        #expect(photo0.contains(Point(x: pill.minX, y: pill.minY)) && photo0.contains(Point(x: pill.maxX, y: pill.maxY)) && pill.maxX > photo0.midX && pill.minY > photo0.midY)
        let (bubble1, photo1, text1) = (of(.bubble, 1)[0].rect, of(.photo, 1)[0].rect, of(.text, 1)[0].rect)
        #expect(photo1.minY == bubble1.minY && text1.minY > photo1.maxY && text1.maxY < bubble1.maxY)
        #expect(of(.pill, 1).isEmpty && !of(.time, 1).isEmpty)
    }

    /// A photo between a reply and a caption meets the bubble's fill with no gap at any scale: the photo
    /// and the fill around it are clipped on the same device pixels (they were once rounded to whole
    /// points, which left a white row at scale 2 when an edge fell on a half point).
    @Test(arguments: [1.5, 2, 3])
    func aPhotoMeetsTheBubbleFillWithoutASeam(scale: Double) throws {
        let png = try Self.dataURI("square.webp")
        let card = try Self.card(##"""
            {"from": "me", "reply": {"author": "Maya", "text": "Three"}, "image": "\##(png)", "text": "Nice", "time": "9:51"}
            """##, extra: #""scale": \#(scale), "#)
        let photo = try card.frames().of(message: 0).first { $0.kind == .photo }!.rect
        let image = try card.drawnCanvas().rgbaImage(), fill = Look.named(.chatcard).light.fill(for: .me)
        let x = Int(photo.midX * scale)
        for y in [Int((photo.minY * scale).rounded()) - 1, Int((photo.maxY * scale).rounded())] {
            let p = image[x, y]
            #expect(abs(Double(p.b) - fill.blue * 255) < 2 && abs(Double(p.r) - fill.red * 255) < 2, "row \(y): \(p)")
        }
    }

    @Test func tallPhotosAreCroppedAndStickersKeepTheirShape() throws {
        let frames = try Self.card(##"""
            {"from": "them", "image": {"file": "portrait-exif6.jpg"}},
            {"from": "them", "sticker": {"file": "sticker.png"}, "time": "9:44"}
            """##, files: .relative(to: Self.images)).frames().frames.map(\.element)
        let photo = frames.first { $0.kind == .photo }!.rect
        #expect(photo.height > photo.width)  // EXIF 6: the stored landscape is shown upright
        let sticker = frames.first { $0.kind == .sticker }!.rect
        #expect(sticker.width == CardLimits.stickerSide && sticker.height == CardLimits.stickerSide)
        #expect(frames.filter { $0.kind == .bubble }.count == 1)
    }

    @Test func avatarImagesTurnTheColumnOnAndPeopleShareOne() throws {
        let avatar = try Self.dataURI("avatar-leo.png")
        let card = try Self.card(##"""
            {"from": "them", "author": "Leo", "text": "one"}, {"from": "me", "text": "two"}, {"from": "them", "author": "Leo", "text": "three"}
            """##, extra: ##""people": {"Leo": {"avatar": "\##(avatar)"}}, "##)
        let avatars = try card.frames().frames.filter { $0.element.kind == .avatar }
        #expect(avatars.map(\.message) == [0, 2])
        let plain = try Self.card(##"{"from": "them", "author": "Leo", "text": "one"}"##).frames().frames
        #expect(!plain.contains { $0.element.kind == .avatar })
    }

    /// A run's avatar may come with any of its messages (Maya's picture on her first message of three):
    /// the avatar drawn beside the run's last bubble is that picture, not her initials.
    @Test func anAvatarOnAnyMessageOfARunIsTheRunsAvatar() throws {
        let avatar = try Self.dataURI("avatar-leo.png")
        func avatarPixels(carriedBy carrier: Int?) throws -> [UInt8] {
            let messages = (0..<3).map { i in
                ##"{"from": "them", "author": "Maya", "text": "m\##(i)"\##(i == carrier ? ##", "avatar": "\##(avatar)""## : "")}"##
            }
            let card = try Self.card(messages.joined(separator: ", ") + ##", {"from": "me", "text": "ok"}"##, extra: ##""avatars": "them", "##)
            let frame = try #require(card.frames().frames.first { $0.element.kind == .avatar })
            #expect(frame.message == 2)
            let image = try RGBAImage(png: card.render())
            let rect = frame.element.rect, scale = card.spec.scale
            return (Int(rect.minX * scale)..<Int(rect.maxX * scale)).flatMap { x in
                (Int(rect.minY * scale)..<Int(rect.maxY * scale)).flatMap { y in
                    let p = image[x, y]
                    return [p.r, p.g, p.b, p.a]
                }
            }
        }
        let onLast = try avatarPixels(carriedBy: 2)
        #expect(try avatarPixels(carriedBy: 0) == onLast)
        #expect(try avatarPixels(carriedBy: 1) == onLast)
        #expect(try avatarPixels(carriedBy: nil) != onLast, "without a picture: initials")
    }

    /// An avatar is never an empty disc: a name without letters, or none, shows a person (head and
    /// shoulders in the readable ink), as the head's centre and the disc's edge show.
    @Test(arguments: [##""author": "🦊", "##, ""])
    func anAvatarWithoutLettersShowsAPerson(author: String) throws {
        let card = try Self.card(##"{"from": "them", \##(author)"text": "hi"}"##, extra: ##""avatars": "them", "##)
        let avatar = try #require(card.frames().frames.map(\.element).first { $0.kind == .avatar }).rect
        let image = try RGBAImage(png: card.render())
        let s = card.spec.scale
        let head = image[Int(avatar.midX * s), Int((avatar.minY + 0.38 * avatar.height) * s)]
        let disc = image[Int(avatar.midX * s), Int((avatar.minY + 0.12 * avatar.height) * s)]
        #expect(head.r > 200 && head.g > 200 && head.b > 200, "the head in white ink: \(head)")
        #expect(min(disc.r, disc.g, disc.b) < 200, "the disc's colour around it: \(disc)")
    }

    /// The pill's white text stays readable over the lightest picture: the sticker's white corner.
    @Test func theTimePillIsReadableOnWhite() throws {
        let card = try Self.card(##"{"from": "them", "sticker": {"file": "translucent.png"}, "time": "23:59"}"##, files: .relative(to: Self.images))
        let pill = try #require(card.frames().frames.map(\.element).first { $0.kind == .pill }).rect
        let image = try RGBAImage(png: card.render())
        let scale = card.spec.scale
        let p = image[Int((pill.minX + pill.height / 2) * scale), Int(pill.midY * scale)]
        let fill = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
        #expect(ContrastColor.ratio(.white, fill) >= 4.5, "\(p)")
    }

    @Test func webpAndMaxSide() throws {
        let card = try Self.card(##"{"from": "them", "text": "A sticker-sized card"}"##)
        let webp = try card.with(quality: nil, maxSide: 512).render(format: .webp)
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp[8..<12] == Data("WEBP".utf8))
        let info = try ImageInfo(webp)
        #expect(max(info.width, info.height) == 512)
        let png = try card.with(quality: nil, maxSide: 512).render(format: .png)
        let pngInfo = try ImageInfo(png)
        #expect((pngInfo.width, pngInfo.height) == (info.width, info.height))
        // Lossless WebP holds the PNG's pixels exactly.
        let a = try DecodedImage.decode(webp, info: info), b = try DecodedImage.decode(png, info: pngInfo)
        for (x, y) in [(0, 0), (info.width / 2, info.height / 2), (info.width - 1, info.height - 1), (100, 40)] {
            #expect(a.pixel(x: x, y: y) == b.pixel(x: x, y: y))
        }
        #expect(throws: RenderError.card(CardError(path: "quality", message: "applies to WebP only; the format is png"))) {
            try card.with(quality: 80, maxSide: nil).render(format: .png)
        }
        #expect(throws: CardError(path: "quality", message: "101 is out of range; allowed 0 to 100")) { try card.with(quality: 101, maxSide: nil) }
        // A long card fitted into 16 pixels would need a scale below what a canvas draws: a CardError
        // (400 in the service), not a canvas error.
        let long = try Self.card(Array(repeating: ##"{"from": "them", "text": "line"}"##, count: 60).joined(separator: ","))
        let fitted = try long.with(quality: nil, maxSide: 16)
        let error = try #require(CardLimitTests.cardError { () throws(RenderError) in _ = try fitted.render() })
        #expect(error.path == "maxSide" && error.message.hasSuffix("the smallest is 0.05: use a larger maxSide"), "\(error)")
    }
}
