import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// iMessage draws a person without a picture as iOS contacts do: white initials on a grey gradient, darker
/// at the bottom; a colour the card gives the person still wins, and other looks keep palette discs.
@Suite struct MonogramTests {
    static func avatar(_ look: Look.Name, theme: CardSpec.Theme, people: String = "{}") throws -> (frame: Rect, image: RGBAImage, scale: Double) {
        let json = ##"""
            {"width": 320, "scale": 3, "theme": "\##(theme.rawValue)", "look": "\##(look.rawValue)", "avatars": "them", "people": \##(people),
             "messages": [{"from": "them", "author": "Maya Lopez", "text": "Hi"}]}
            """##
        let card = try Card(json: Data(json.utf8))
        let frame = try #require(try card.frames().frames.first { $0.element.kind == .avatar }?.element.rect)
        return (frame, try RGBAImage(png: card.render()), card.spec.scale)
    }

    @Test(arguments: CardSpec.Theme.allCases)
    func iMessageMonogramsAreWhiteOnAGreyGradient(_ theme: CardSpec.Theme) throws {
        let (frame, image, s) = try Self.avatar(.imessage, theme: theme)
        let colors = try #require(Look.imessage.avatars.monogram).colors(theme)
        func pixel(_ fx: Double, _ fy: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            image[Int((frame.minX + fx * frame.width) * s), Int((frame.minY + fy * frame.height) * s)]
        }
        // Near the top and bottom of the disc, on its vertical axis, clear of the letters.
        #expect(LookTests.near(pixel(0.5, 0.06), colors.top, tolerance: 10), "\(theme) top")
        #expect(LookTests.near(pixel(0.5, 0.94), colors.bottom, tolerance: 10), "\(theme) bottom")
        let ink = RowPartsTests.ink(in: frame.insetBy(dx: frame.width * 0.25, dy: frame.height * 0.3), of: image, scale: s, ground: colors.bottom)
        #expect(LookTests.near(ink, .white, tolerance: 12), "white initials")
    }

    static func topAndBottom(_ a: (frame: Rect, image: RGBAImage, scale: Double)) -> (top: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), bottom: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        (a.image[Int(a.frame.midX * a.scale), Int((a.frame.minY + 0.06 * a.frame.height) * a.scale)],
         a.image[Int(a.frame.midX * a.scale), Int((a.frame.maxY - 0.06 * a.frame.height) * a.scale)])
    }

    @Test func aGivenColourAndOtherLooksKeepFlatDiscs() throws {
        let given = try Self.avatar(.imessage, theme: .light, people: ##"{"Maya Lopez": {"color": "#C2410C"}}"##)
        let p = given.image[Int(given.frame.midX * given.scale), Int((given.frame.minY + 2) * given.scale)]
        #expect(LookTests.near(p, Color(rgb: 0xC2410C), tolerance: 6))
        for look in [Look.Name.chatcard, .slack] {
            let (top, bottom) = Self.topAndBottom(try Self.avatar(look, theme: .light))
            #expect(LookTests.near(top, bottom, tolerance: 2), "\(look): a flat disc")
        }
        let (top, bottom) = Self.topAndBottom(try Self.avatar(.telegram, theme: .light, people: ##"{"Maya Lopez": {"color": "#C2410C"}}"##))
        #expect(LookTests.near(top, bottom, tolerance: 2), "telegram: a colour of its own stays flat")
    }

    /// Telegram's default avatars: the peer colour's gradient, lighter at the top, for each of its seven hues
    /// (a person's name colour and their avatar's the same hue), and for a colour the card gives from its names' palette.
    @Test(arguments: CardSpec.Theme.allCases)
    func telegramDiscsAreTheirHuesGradient(_ theme: CardSpec.Theme) throws {
        let gradients = Look.telegram.avatars.gradients
        #expect(gradients.count == Look.telegram.light.authorPalette.count)
        for (hue, gradient) in gradients.enumerated() {
            let given = ##"{"Maya Lopez": {"color": "#\##(String(format: "%06X", Look.telegram.theme(theme).authorPalette[hue]))"}}"##
            let (top, bottom) = Self.topAndBottom(try Self.avatar(.telegram, theme: theme, people: given))
            #expect(LookTests.near(top, Color(rgb: gradient.top), tolerance: 24), "\(theme) hue \(hue): top")
            #expect(LookTests.near(bottom, Color(rgb: gradient.bottom), tolerance: 24), "\(theme) hue \(hue): bottom")
        }
        let (top, bottom) = Self.topAndBottom(try Self.avatar(.telegram, theme: theme))
        #expect(gradients.contains { LookTests.near(top, Color(rgb: $0.top), tolerance: 24) && LookTests.near(bottom, Color(rgb: $0.bottom), tolerance: 24) },
                "\(theme): a person without a colour takes one of the gradients")
    }
}
