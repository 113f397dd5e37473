import Canvas
import Foundation
import GoldenCases
import TextLayout

/// Renders every golden case into one contact sheet with captions, for review at a glance.
/// Usage: chatcard-gallery [OUT.png] [--filter SUBSTRING]

let arguments = Array(CommandLine.arguments.dropFirst())
let output = arguments.first { !$0.hasPrefix("--") && arguments.firstIndex(of: $0) != (arguments.firstIndex(of: "--filter")).map { $0 + 1 } } ?? "gallery.png"
let filter = arguments.firstIndex(of: "--filter").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let cases = GoldenCatalog.all.filter { filter == nil || filter!.isEmpty || $0.name.contains(filter!) }
guard !cases.isEmpty else {
    FileHandle.standardError.write(Data("error: no golden case matches \(filter ?? "")\n".utf8))
    exit(1)
}

let columns = min(3, max(1, cases.count)), cellWidth = 380.0, gap = 20.0, captionGap = 8.0, maxTileHeight = 900.0
struct Tile { let golden: GoldenCase; let image: RGBAImage; let size: Size; let caption: TextLayout }

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
        FileHandle.standardError.write(Data("error: \(golden.name): \(error)\n".utf8))
        exit(1)
    }
}

var rowHeights: [Double] = []
for row in stride(from: 0, to: tiles.count, by: columns) {
    let slice = tiles[row..<min(row + columns, tiles.count)]
    rowHeights.append(slice.map { $0.size.height + captionGap + $0.caption.size.height }.max() ?? 0)
}
let sheet = try Canvas(
    size: Size(width: gap + Double(columns) * (cellWidth + gap), height: gap + rowHeights.reduce(0) { $0 + $1 + gap }),
    scale: 2, background: try Color(hex: "#F2F2F7"))
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
