import Canvas
import ChatCard
import Decorations
import Foundation
import ImageCodecs
import Testing

/// A group's names keep their colour: on a light bubble a pastel hue is darkened as far as contrast needs,
/// on a dark one lightened to body-text contrast, never replaced by the body colour; a person keeps their hue in
/// both themes.
@Suite struct NameColorTests {
    static let people = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kai", "Lu"]

    /// The ink at the core of each author's name (the pixel furthest from the bubble's fill), by author.
    static func nameInks(_ look: Look.Name, theme: String) throws -> [String: (r: Double, g: Double, b: Double)] {
        let messages = people.map { #"{"from": "them", "author": "\#($0)", "text": "on the ridge by noon", "time": "9:41"}"# }
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "scale": 3, "messages": [\#(messages.joined(separator: ","))]}"#
        let card = try Card(json: Data(json.utf8))
        let image = try card.drawnCanvas().rgbaImage(), frames = try card.frames(), scale = card.spec.scale
        let fill = Look.named(look).theme(theme == "dark" ? .dark : .light).fill(for: .them)
        let ground = (fill.red * 255, fill.green * 255, fill.blue * 255)
        var inks: [String: (r: Double, g: Double, b: Double)] = [:]
        for (i, name) in people.enumerated() {
            let rect = try #require(frames.of(message: i).first { $0.kind == .author }?.rect, "\(name) has a name")
            var best = (r: 0.0, g: 0.0, b: 0.0), distance = -1.0
            for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
                for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                    let p = image[x, y], c = (r: Double(p.r), g: Double(p.g), b: Double(p.b))
                    let d = abs(c.r - ground.0) + abs(c.g - ground.1) + abs(c.b - ground.2)
                    if d > distance { (best, distance) = (c, d) }
                }
            }
            inks[name] = best
        }
        return inks
    }

    static func hue(_ c: (r: Double, g: Double, b: Double)) -> Double {
        let (mx, mn) = (max(c.r, c.g, c.b), min(c.r, c.g, c.b))
        guard mx > mn else { return 0 }
        let h = mx == c.r ? (c.g - c.b) / (mx - mn) : mx == c.g ? 2 + (c.b - c.r) / (mx - mn) : 4 + (c.r - c.g) / (mx - mn)
        return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    @Test(arguments: [Look.Name.whatsapp, .telegram])
    func namesAreColouredAndKeepTheirHueInBothThemes(look: Look.Name) throws {
        let light = try Self.nameInks(look, theme: "light"), dark = try Self.nameInks(look, theme: "dark")
        for name in Self.people {
            let (l, d) = (try #require(light[name]), try #require(dark[name]))
            for (ink, theme) in [(l, "light"), (d, "dark")] {
                // Body text is grey (#111B21, #E9EDEF): a name is a colour.
                #expect(max(ink.r, ink.g, ink.b) - min(ink.r, ink.g, ink.b) >= 40, "\(look) \(theme): \(name) is \(ink), not coloured")
            }
            // A dark bubble's name reads as body text does (the apps' light variants).
            let fill = Look.named(look).dark.fill(for: .them)
            let ratio = ContrastColor.ratio(Color(red: d.r / 255, green: d.g / 255, blue: d.b / 255), fill)
            #expect(ratio >= ContrastColor.textMinimum - 0.1, "\(look): \(name) is \(d) on the dark bubble, \(ratio):1")
            let apart = abs(Self.hue(l) - Self.hue(d))
            #expect(min(apart, 360 - apart) < 35, "\(look): \(name) is hue \(Self.hue(l)) in light, \(Self.hue(d)) in dark")
        }
    }
}
