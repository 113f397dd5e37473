import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Sent, delivered and read differ by shape at a glance on any fill: read is a filled badge
/// with the checks cut out, several times the ink of two bare checks; and at every scale a check is drawn
/// for the pixel grid: some of its pixels fully covered, not a 1 px grey smudge (#21).
@Suite struct StatusTicksTests {
    /// The ticks' alpha coverage (0…1 per pixel) drawn alone at `scale`, 11 pt.
    static func coverage(_ status: MessageSpec.Status, scale: Double) throws -> [Double] {
        let canvas = try Canvas(size: Size(width: 24, height: 16), scale: scale)
        StatusTicks(status: status, fontSize: 11, color: .black).draw(on: canvas, x: 2, baseline: 13)
        let image = try canvas.rgbaImage()
        return stride(from: 3, to: image.pixels.count, by: 4).map { Double(image.pixels[$0]) / 255 }
    }

    @Test(arguments: [1.0, 1.5, 2, 3])
    func statesDifferByShapeAndChecksAreCrisp(scale: Double) throws {
        let sent = try Self.coverage(.sent, scale: scale), delivered = try Self.coverage(.delivered, scale: scale)
        let read = try Self.coverage(.read, scale: scale)
        let ink = { (c: [Double]) in c.reduce(0, +) }
        #expect(ink(delivered) > 1.5 * ink(sent), "two checks against one")
        #expect(ink(read) > 2 * ink(delivered), "a filled badge against bare checks: \(ink(read)) vs \(ink(delivered))")
        // A read badge has holes: pixels inside it with little coverage (the checks cut out).
        let covered = read.filter { $0 > 0.9 }.count, holes = read.filter { $0 < 0.35 }.count
        #expect(covered > 0 && holes > 0)
        for (name, c) in [("sent", sent), ("delivered", delivered)] {
            let full = c.filter { $0 > 0.85 }.count
            #expect(full >= Int(4 * scale), "\(name) at \(scale)×: only \(full) pixels fully covered")
        }
    }

    @Test func theBadgeFitsTheRoomTheRowGivesIt() {
        for status in MessageSpec.Status.allCases {
            let ticks = StatusTicks(status: status, fontSize: 11, color: .black)
            for scale in [1.0, 2, 3] {
                let box = ticks.bounds(at: Point(x: 0, y: 20), scale: scale)
                #expect(box.width <= ticks.width + 1e-9 && box.minX >= 0, "\(status) at \(scale)×")
                let path = status == .read ? ticks.badge(x: 0, baseline: 20, scale: scale) : ticks.path(x: 0, baseline: 20, scale: scale)
                // A badge is filled; bare checks are stroked, half the stroke out from their lines.
                let halo = status == .read ? 0 : ticks.stroke(scale: scale) / 2
                let inked = path.bounds!.insetBy(dx: -halo, dy: -halo)
                #expect(inked.minX >= box.minX - 1e-6 && inked.maxX <= box.maxX + 1e-6 && inked.minY >= box.minY - 1e-6 && inked.maxY <= box.maxY + 1e-6, "\(status) at \(scale)×: \(inked) outside \(box)")
            }
        }
    }
}
