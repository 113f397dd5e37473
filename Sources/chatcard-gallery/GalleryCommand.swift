import ArgumentParser
import Canvas
import ChatCard
import Foundation
import GoldenCases
import ImageCodecs
import TextLayout

/// `chatcard-gallery`: every golden case in one contact sheet with captions, for review at a glance.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard-gallery", abstract: "Render every golden case into one contact sheet.")

    @Argument(help: "The sheet to write.")
    var output = "gallery.png"

    @Option(help: "Only the cases whose name contains this.")
    var filter: String?

    @Option(help: "Cases side by side in a row (1 to 8).")
    var columns = 3

    @Option(help: "The sheet's pixels per point (1 to 3).")
    var scale = 2.0

    @Option(help: "Also write each card case's card JSON into this folder, to try it with `chatcard render`.")
    var cards: String?

    func validate() throws {
        guard (1...8).contains(columns) else { throw ValidationError("--columns must be 1 to 8 (got \(columns))") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1 to 3 (got \(scale))") }
    }

    struct Tile { let golden: GoldenCase; let image: RGBAImage; let size: Size; let caption: TextLayout }

    func run() throws {
        let wanted = filter ?? ""
        let cases = GoldenCatalog.all.filter { wanted.isEmpty || $0.name.contains(wanted) }
        guard !cases.isEmpty else { throw ValidationError("no golden case matches \(filter ?? "")") }

        let columns = min(self.columns, cases.count), cellWidth = 380.0, gap = 20.0, captionGap = 8.0, maxTileHeight = 900.0

        if let folder = cards { try writeCards(of: cases, into: folder) }
        var tiles: [Tile] = []
        for golden in cases {
            do {
                let canvas = try golden.render()
                // Shown at its size in points, shrunk only when wider than a cell or taller than a screen.
                let k = min(1, cellWidth / canvas.size.width, maxTileHeight / canvas.size.height)
                let caption = TextLayout(AttributedText([
                    (golden.name + "\n", TextAttributes(size: 13, weight: .semibold)),
                    (golden.caption, TextAttributes(size: 12, color: try Color(hex: "#6E6E73"))),
                ]), options: LayoutOptions(width: cellWidth))
                tiles.append(Tile(golden: golden, image: try canvas.rgbaImage(),
                                  size: Size(width: canvas.size.width * k, height: canvas.size.height * k), caption: caption))
            } catch {
                throw ValidationError("\(golden.name): \(error)")
            }
        }

        var rowHeights: [Double] = []
        for row in stride(from: 0, to: tiles.count, by: columns) {
            let slice = tiles[row..<min(row + columns, tiles.count)]
            rowHeights.append(slice.map { $0.size.height + captionGap + $0.caption.size.height }.max() ?? 0)
        }
        let sheet = try Canvas(
            size: Size(width: gap + Double(columns) * (cellWidth + gap), height: gap + rowHeights.reduce(0) { $0 + $1 + gap }),
            scale: scale, background: try Color(hex: "#F2F2F7"))
        var y = gap
        for (r, height) in rowHeights.enumerated() {
            for c in 0..<columns {
                let i = r * columns + c
                guard i < tiles.count else { break }
                let tile = tiles[i], x = gap + Double(c) * (cellWidth + gap)
                let frame = Rect(x: x, y: y, width: tile.size.width, height: tile.size.height)
                sheet.fill(.rect(frame.insetBy(dx: -0.5, dy: -0.5)), with: .color(try Color(hex: "#D1D1D6")))
                try sheet.draw(tile.image, in: frame)
                tile.caption.draw(on: sheet, at: Point(x: x, y: y + tile.size.height + captionGap))
            }
            y += height + gap
        }
        try sheet.write(to: output)
        print("wrote \(output): \(tiles.count) cases, \(sheet.pixelWidth)×\(sheet.pixelHeight) px")
    }

    func writeCards(of cases: [GoldenCase], into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for golden in cases {
            guard let card = try golden.card?() else { continue }
            let path = folder + "/" + golden.name + ".json"
            try Data((CardEncoder.encode(card.spec).text() + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }
    }
}
